import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UploadState } from '../use-upload';

/** The upload bar: shown while uploading and for a moment after (see useUpload). */
export function UploadProgress({ state, onCancel }: { state: UploadState; onCancel: () => void }) {
  const { t } = useTranslation('course-authoring');
  if (!state.barVisible) return null;
  return (
    <div className="mt-3 flex items-center gap-3">
      <div className="min-w-0 flex-1">
        <div
          role="progressbar"
          aria-label={t('upload.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.percent}
          className="h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${state.percent}%` }} />
        </div>
        <p className="mt-1 text-xs text-stone-600">{t('upload.uploading', { percent: state.percent })}</p>
      </div>
      {state.uploading ? (
        <button
          type="button"
          onClick={onCancel}
          aria-label={t('upload.cancel')}
          className="grid size-9 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
