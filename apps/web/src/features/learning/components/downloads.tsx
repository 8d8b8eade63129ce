import { CircleCheck, Download, Pause, Play, RefreshCw, Trash2, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../lib/toast';
import { formatMegabytes } from '../../../lib/video/data-cost';
import type { DownloadRecord } from '../../../lib/offline/download-queue';
import {
  NoSpaceError,
  canDownload,
  qualityChoices,
  queueFor,
  PATTERN_ONLY,
  startDownloads,
  type DownloadLecture,
  type QualityChoice,
} from '../../../lib/offline/offline';
import '../../../lib/offline/i18n';

/** The "Offline" badge: why lectures that are not downloaded do not play now. */
export function OfflineBadge() {
  const { t } = useTranslation('offline');
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
      <WifiOff className="size-4" aria-hidden="true" />
      {t('offline')}
    </span>
  );
}

interface DownloadDialogProps {
  userId: string;
  course: { _id: string; title: string };
  lectures: readonly DownloadLecture[];
  onClose: () => void;
}

/** Why downloads could not start: the space they need, or that they stopped. */
const startError = (t: TFunction<'offline'>, e: unknown) =>
  e instanceof NoSpaceError ? t('noSpace', { needed: formatMegabytes(e.needed), free: formatMegabytes(Math.max(0, e.free)) }) : t('failed');

/** Choose a quality, see the size, start: one lecture or the whole course. */
export function DownloadDialog({ userId, course, lectures, onClose }: DownloadDialogProps) {
  const { t } = useTranslation('offline');
  const [options, setOptions] = useState<Awaited<ReturnType<typeof qualityChoices>> | null>(null);
  const [quality, setQuality] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    void qualityChoices(lectures).then((o) => {
      if (cancelled) return;
      setOptions(o);
      setQuality(o.preferred);
    });
    return () => {
      cancelled = true;
    };
  }, [lectures]);
  const chosen: QualityChoice | undefined = options?.choices.find((c) => c.name === quality);
  const start = async () => {
    if (!options || !quality) return;
    setBusy(true);
    setError(undefined);
    try {
      await startDownloads(userId, course, lectures, quality, options.streams, options.saverHeight);
      onClose();
    } catch (e) {
      setError(startError(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('downloadTitle')} description={t('downloadText')}>
      {options && options.choices.length === 0 ? <p className="mt-4">{t('notReady')}</p> : null}
      {options && options.choices.length > 0 ? (
        <fieldset className="mt-4">
          <legend className="font-semibold">{t('quality')}</legend>
          <div className="mt-2 grid gap-2">
            {options.choices.map((c) => (
              <label key={c.name} className="flex min-h-11 items-center gap-3 rounded-lg border border-stone-200 px-3">
                <input
                  type="radio"
                  name="download-quality"
                  value={c.name}
                  checked={quality === c.name}
                  onChange={() => setQuality(c.name)}
                />
                <span className="bidi-plain">
                  {t('qualityOption', {
                    // A step lesson alone: its photos' two versions; otherwise the video's rung ('240p').
                    name:
                      c.name === 'small'
                        ? t('photosSmall')
                        : c.name === 'full'
                          ? t('photosFull')
                          : c.name === PATTERN_ONLY
                            ? t('patternOnly')
                            : c.name,
                    size: `\u2066${c.label}\u2069`,
                  })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button onClick={() => void start()} loading={busy} disabled={!chosen}>
          <Download className="size-5" aria-hidden="true" />
          {t('start', { size: chosen ? `\u2066${chosen.label}\u2069` : '' })}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * A lecture row's download state: a Download button, a progress bar with Pause/Resume, Downloaded,
 * or, for a download the lesson has changed since (downloadOutOfDate), "Update download" (online) or
 * "Out of date" (offline).
 */
export function LectureDownload({
  userId,
  record,
  title,
  onDownload,
  outOfDate = false,
  onUpdate,
}: {
  userId: string;
  record: DownloadRecord | undefined;
  title: string;
  onDownload: () => void;
  outOfDate?: boolean;
  /** Given (online): the out-of-date download can be fetched again. */
  onUpdate?: () => Promise<void>;
}) {
  const { t } = useTranslation('offline');
  const [updating, setUpdating] = useState(false);
  if (!canDownload()) return null;
  const q = () => queueFor(userId);
  const icon = 'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-700 hover:bg-brand-50';
  if (!record) {
    return (
      <button type="button" className={icon} onClick={onDownload} aria-label={t('downloadLecture', { title })}>
        <Download className="size-5" aria-hidden="true" />
      </button>
    );
  }
  if (record.status === 'done' && outOfDate) {
    return onUpdate ? (
      <Button
        variant="outline"
        size="sm"
        className="shrink-0"
        aria-label={t('updateDownloadNamed', { title })}
        loading={updating}
        onClick={() => {
          setUpdating(true);
          void onUpdate()
            .catch((e: unknown) => notify.error(startError(t, e)))
            .finally(() => setUpdating(false));
        }}
      >
        <RefreshCw className="size-4" aria-hidden="true" />
        {t('updateDownload')}
      </Button>
    ) : (
      <span className="inline-flex shrink-0 items-center gap-1 pe-2 text-sm font-semibold text-amber-900">
        <RefreshCw className="size-4" aria-hidden="true" />
        {t('outOfDate')}
      </span>
    );
  }
  if (record.status === 'done') {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 pe-2 text-sm font-semibold text-green-800">
        <CircleCheck className="size-4" aria-hidden="true" />
        {t('downloaded')}
      </span>
    );
  }
  const percent = record.total ? Math.floor((record.stored / record.total) * 100) : 0;
  // A stopped download is resumed like a paused one (it also continues by itself once online).
  const paused = record.status === 'paused' || record.status === 'failed';
  const status =
    record.status === 'downloading'
      ? t('downloading', { percent })
      : record.status === 'queued'
        ? t('queued')
        : record.status === 'paused'
          ? t('paused')
          : t('failed');
  return (
    <span className="flex shrink-0 items-center gap-1">
      <span className="grid w-20 gap-0.5 text-xs text-stone-600">
        <progress className="h-1.5 w-full accent-brand-700" max={100} value={percent} aria-label={t('progressLabel', { title })} />
        <span className="truncate" title={status}>
          {status}
        </span>
      </span>
      <button
        type="button"
        className={icon}
        aria-label={`${paused ? t('resume') : t('pause')} — ${title}`}
        onClick={() => void (paused ? q().resume(record.lectureId) : q().pause(record.lectureId))}
      >
        {paused ? <Play className="size-5" aria-hidden="true" /> : <Pause className="size-5" aria-hidden="true" />}
      </button>
      <button
        type="button"
        className={icon}
        aria-label={t('removeNamed', { title })}
        onClick={() =>
          void q()
            .remove(record.lectureId)
            .catch(() => notify.error(t('failed')))
        }
      >
        <Trash2 className="size-5" aria-hidden="true" />
      </button>
    </span>
  );
}
