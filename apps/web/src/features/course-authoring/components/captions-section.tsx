import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CaptionTrack } from '@sewee/shared';
import { checkCues, formatCueTime, parseCueTime, toWebVtt, type CaptionProblem } from '@sewee/shared/captions-text';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { fieldClasses, Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { fetchCaptionCues } from '../../../lib/video/caption-file';
import { useDeleteCaptions, useSaveCaptions, type CaptionTarget } from '../api/save-captions';
import '../i18n';

/** One row of the line editor: times as typed ("0:01.5"), so a half-typed time is not lost. */
interface Row {
  id: number;
  start: string;
  end: string;
  text: string;
}

let rowId = 0;
/** "0:02.500" (hours only when there are some): short enough for a phone's narrow field. */
const editTime = (t: number) => formatCueTime(t).replace(/^00:0?/, '');
const row = (start: number, end: number, text: string): Row => ({ id: ++rowId, start: editTime(start), end: editTime(end), text });

interface Props extends CaptionTarget {
  /** The lecture's tracks when the course was loaded. */
  initial: CaptionTrack[];
}

/**
 * A lecture's captions in the curriculum editor, in the course's language: upload a
 * WebVTT or SRT file, or edit the lines (start, end, text) under the video, then save; delete; and
 * the status (none, automatic draft to check, checked by the instructor).
 */
export function CaptionsSection({ courseId, lectureId, lang, initial }: Props) {
  const { t } = useTranslation('course-authoring');
  const [track, setTrack] = useState<CaptionTrack | undefined>(() => initial.find((c) => c.lang === lang));
  const [rows, setRows] = useState<Row[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const save = useSaveCaptions();
  const remove = useDeleteCaptions();
  const target = { courseId, lectureId, lang };
  const base = `captions-${lectureId}`;

  const status = !track ? t('captions.statusNone') : track.source === 'automatic' ? t('captions.statusDraft') : t('captions.statusChecked');

  const send = (text: string, then?: () => void) => {
    setProblem(null);
    save.mutate(
      { ...target, text },
      {
        onSuccess: (saved) => {
          setTrack(saved);
          then?.();
        },
        onError: (err) => setProblem(errorMessage(err, t('captions.saveError'))),
      },
    );
  };

  const openEditor = async () => {
    setProblem(null);
    if (!track) return setRows([row(0, 2, '')]);
    setLoading(true);
    try {
      setRows((await fetchCaptionCues(track.url)).map((c) => row(c.start, c.end, c.text)));
    } catch {
      setProblem(t('captions.loadError'));
    } finally {
      setLoading(false);
    }
  };

  const problemText = (p: CaptionProblem): string => {
    switch (p.kind) {
      case 'empty':
        return t('captions.rowsEmpty');
      case 'noText':
        return t('captions.rowNoText', { n: p.line });
      case 'endBeforeStart':
        return t('captions.rowEndBeforeStart', { n: p.line });
      case 'outOfOrder':
        return t('captions.rowOutOfOrder', { n: p.line });
      default:
        return t('captions.rowBadTime', { n: 'line' in p ? p.line : 1 });
    }
  };

  const saveRows = () => {
    if (!rows) return;
    const cues = rows.map((r) => ({ start: parseCueTime(r.start), end: parseCueTime(r.end), text: r.text.trim() }));
    const bad = cues.findIndex((c) => c.start === undefined || c.end === undefined);
    if (bad >= 0) return setProblem(t('captions.rowBadTime', { n: bad + 1 }));
    const timed = cues as { start: number; end: number; text: string }[];
    const p = checkCues(timed);
    if (p) return setProblem(problemText(p));
    send(toWebVtt(timed), () => setRows(null));
  };

  const patch = (id: number, change: Partial<Row>) => setRows((rs) => rs && rs.map((r) => (r.id === id ? { ...r, ...change } : r)));

  return (
    <section aria-labelledby={`${base}-title`} className="rounded-lg border border-stone-200 bg-stone-50 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={`${base}-title`} className="font-semibold text-brand-800">
          {t('captions.title')}
        </h4>
        <p className={cn('text-sm', track?.source === 'automatic' ? 'font-semibold text-amber-800' : 'text-stone-600')}>{status}</p>
      </div>
      <p className="mt-1 text-sm text-stone-600">{t('captions.hint')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor={`${base}-file`} className="sr-only">
          {t('captions.upload')}
        </label>
        <input
          id={`${base}-file`}
          type="file"
          accept=".vtt,.srt,text/vtt"
          disabled={save.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void file.text().then((text) => send(text, () => setRows(null)));
          }}
          className={cn(
            fieldClasses,
            'h-auto max-w-xs py-2 file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-800',
          )}
        />
        {rows ? null : (
          <Button size="sm" variant="outline" loading={loading} onClick={() => void openEditor()}>
            {t('captions.editLines')}
          </Button>
        )}
        {track ? (
          <Button
            size="sm"
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(target, {
                onSuccess: () => {
                  setTrack(undefined);
                  setRows(null);
                },
                onError: (err) => setProblem(errorMessage(err, t('captions.saveError'))),
              })
            }
          >
            {t('captions.delete')}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <div className="mt-2">
          <FormError message={problem} />
        </div>
      ) : null}
      {rows ? (
        <div className="mt-3">
          <ol className="grid gap-2">
            {rows.map((r, i) => (
              <li key={r.id} className="grid grid-cols-[1fr_1fr_auto] gap-2 rounded-md bg-white p-2 sm:grid-cols-[7rem_7rem_1fr_auto]">
                <Input
                  dir="ltr"
                  aria-label={t('captions.start', { n: i + 1 })}
                  value={r.start}
                  onChange={(e) => patch(r.id, { start: e.target.value })}
                  className="px-2 text-sm tabular-nums"
                />
                <Input
                  dir="ltr"
                  aria-label={t('captions.end', { n: i + 1 })}
                  value={r.end}
                  onChange={(e) => patch(r.id, { end: e.target.value })}
                  className="px-2 text-sm tabular-nums"
                />
                <textarea
                  dir="auto"
                  aria-label={t('captions.text', { n: i + 1 })}
                  value={r.text}
                  rows={2}
                  onChange={(e) => patch(r.id, { text: e.target.value })}
                  className={cn(fieldClasses, 'col-span-2 h-auto min-h-11 py-2 sm:col-span-1')}
                />
                <button
                  type="button"
                  aria-label={t('captions.removeLine', { n: i + 1 })}
                  onClick={() => setRows((rs) => rs && rs.filter((x) => x.id !== r.id))}
                  className="col-start-3 row-start-1 grid size-11 place-items-center rounded-lg text-red-700 hover:bg-red-50 sm:col-start-4"
                >
                  <Trash2 className="size-5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ol>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                const last = rows.at(-1);
                const from = (last && parseCueTime(last.end)) ?? 0;
                setRows([...rows, row(from, from + 2, '')]);
              }}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('captions.addLine')}
            </Button>
            <Button size="sm" loading={save.isPending} onClick={saveRows}>
              {t('captions.save')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setRows(null)}>
              {t('captions.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
