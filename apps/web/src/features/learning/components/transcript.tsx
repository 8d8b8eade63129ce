import { useTranslation } from 'react-i18next';
import type { CaptionTrack } from '@sewee/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatTime } from '../../../lib/video/format-time';
import { useTranscript } from '../api/get-transcript';
import { transcriptParagraphs } from '../transcript';
import '../i18n';

/**
 * The lecture as text, from one of its caption tracks: paragraphs with their start
 * time; every line is a button that moves the video there.
 */
export function Transcript({ track, onSeek }: { track: CaptionTrack | undefined; onSeek: (seconds: number) => void }) {
  const { t } = useTranslation('learning');
  const transcript = useTranscript(track?.url);
  if (!track) return <p className="text-stone-600">{t('transcript.none')}</p>;
  if (transcript.isPending) return <Spinner className="size-6 text-brand-700" label={t('transcript.loading')} />;
  if (transcript.isError) {
    return (
      <div role="alert">
        <p>{t('transcript.loadError')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void transcript.refetch()}>
          {t('courseProgress.retry')}
        </Button>
      </div>
    );
  }
  const line = 'rounded text-start hover:bg-brand-50 focus-visible:bg-brand-50';
  return (
    <div lang={track.lang} dir="auto" className="space-y-4">
      {transcriptParagraphs(transcript.data).map((p) => (
        <p key={p.start} className="leading-relaxed text-stone-800">
          <button
            type="button"
            onClick={() => onSeek(p.start)}
            aria-label={t('transcript.playFrom', { time: formatTime(p.start) })}
            dir="ltr"
            className="me-2 inline-flex min-h-8 items-center rounded bg-brand-50 px-1.5 text-sm font-semibold tabular-nums text-brand-800 hover:bg-brand-100"
          >
            {formatTime(p.start)}
          </button>
          {p.cues.map((c, i) => (
            <span key={i}>
              <button type="button" dir="auto" className={line} onClick={() => onSeek(c.start)}>
                {c.text}
              </button>{' '}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
