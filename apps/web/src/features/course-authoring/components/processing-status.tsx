import { useTranslation } from 'react-i18next';
import type { Processing } from '@sewee/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useProcessing } from '../api/get-processing';
import { useRetryProcessing } from '../api/retry-processing';
import '../i18n';

/**
 * Where a lecture video's low-data versions stand, under its preview: a bar while it is
 * prepared (the original plays meanwhile), a one-line hint when this server cannot prepare them,
 * the reason and a Retry when it failed, a short line when ready.
 */
export function ProcessingStatus({ publicId, initial, n }: { publicId: string; initial?: Processing; n: number }) {
  const { t } = useTranslation('course-authoring');
  const query = useProcessing(publicId, initial);
  const retry = useRetryProcessing();
  const p = query.data;
  // Unknown (an older server, or the check failed): say nothing rather than guess.
  if (!p) return null;

  if (p.status === 'pending' || p.status === 'processing') {
    return (
      <div className="max-w-xl" aria-live="polite">
        <div
          role="progressbar"
          aria-label={t('processing.progress', { n })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={p.percent}
          className="h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full rounded-full bg-gold-500 transition-[width]" style={{ width: `${p.percent}%` }} />
        </div>
        <p className="mt-1 text-xs text-stone-600">
          {p.status === 'pending' ? t('processing.pending') : t('processing.working', { percent: p.percent })}
        </p>
      </div>
    );
  }
  if (p.status === 'unavailable') {
    return <p className="max-w-xl text-xs text-stone-600">{p.message ?? t('processing.unavailable')}</p>;
  }
  if (p.status === 'failed') {
    return (
      <div role="alert" className="max-w-xl rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <p>{p.message ?? t('processing.failed')}</p>
        {retry.isError ? <p className="mt-1">{errorMessage(retry.error, t('processing.retryError'))}</p> : null}
        <Button size="sm" variant="outline" className="mt-2" loading={retry.isPending} onClick={() => retry.mutate(publicId)}>
          {t('processing.retry')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className="text-xs text-green-800">{t('processing.ready')}</p>
      {/* The AV1 rungs could not be made: students still get H.264, so a warning, not an error. */}
      {p.warning ? <p className="max-w-xl text-xs text-amber-800">{p.warning}</p> : null}
    </>
  );
}
