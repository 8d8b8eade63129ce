import { PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicLecture } from '@sewee/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { LazyVideoPlayer } from '../../../components/video-player/lazy-video-player';
import { LazyStepViewer } from '../../../components/lesson/lazy-step-viewer';
import { LazyPatternLesson } from '../../../components/lesson/lazy-pattern-lesson';
import { useAuth } from '../../../lib/auth/check-auth';
import { useDataSaver } from '../../../lib/video/use-data-saver';

interface PreviewDialogProps {
  lectures: PublicLecture[];
  /** The lecture being shown, or null when the dialog is closed. */
  current: PublicLecture | null;
  onSelect: (lecture: PublicLecture) => void;
  onClose: () => void;
  /** The course image, shown while a lecture plays audio only. */
  poster: string;
}

/** 'Course Preview': the player, the list of free preview lectures (click switches) and Close. */
export function PreviewDialog({ lectures, current, onSelect, onClose, poster }: PreviewDialogProps) {
  const { t } = useTranslation('course');
  const { dataSaver } = useDataSaver();
  const { user } = useAuth();
  return (
    <Dialog open={current !== null} onOpenChange={(o) => (o ? undefined : onClose())} title={t('previewTitle')} className="max-w-3xl">
      {current?.kind === 'video' && current.videoUrl ? (
        <div className="mt-4">
          <LazyVideoPlayer
            key={current._id}
            url={current.videoUrl}
            stream={current.stream}
            poster={poster}
            title={current.title}
            loadingLabel={t('loadingVideo')}
          />
        </div>
      ) : null}
      {current?.kind === 'steps' && current.steps ? (
        // A free step lesson: the guest turns its steps; nothing is recorded.
        <div className="mt-4 h-[60dvh] overflow-hidden rounded-xl">
          <LazyStepViewer key={current._id} title={current.title} steps={current.steps} dataSaver={dataSaver} loadingLabel={t('loading')} />
        </div>
      ) : null}
      {current?.kind === 'pattern' && current.pattern.options ? (
        // A free pattern lesson: a signed-in student drafts it (nothing is recorded); a guest is asked to sign in.
        <div className="mt-4 h-[60dvh] overflow-hidden rounded-xl border border-stone-200">
          <LazyPatternLesson
            key={current._id}
            userId={user?._id ?? ''}
            studentName={user?.name ?? ''}
            pattern={{ design: current.pattern.design, options: current.pattern.options }}
            loadingLabel={t('loading')}
          />
        </div>
      ) : null}
      <h3 id="preview-list" className="mt-4 font-sans text-base font-semibold text-stone-800">
        {t('previewList')}
      </h3>
      <ul aria-labelledby="preview-list" className="mt-2 space-y-1">
        {lectures.map((l) => {
          const selected = l._id === current?._id;
          return (
            <li key={l._id}>
              <button
                type="button"
                aria-current={selected || undefined}
                onClick={() => onSelect(l)}
                className={cn(
                  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-start hover:bg-brand-50',
                  selected && 'bg-brand-50 font-semibold text-brand-800',
                )}
              >
                <PlayCircle className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                {l.title}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </Dialog>
  );
}
