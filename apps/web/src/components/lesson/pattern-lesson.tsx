import { Download, FileText } from 'lucide-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { missingMeasurements, type MeasurementName, type MeasurementUnits, type PatternDesign } from '@sewee/shared/pattern-designs';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Select } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { Switch } from '../ui/switch';
import { MeasurementsForm } from '../measurements/measurements-form';
import { dimensionsLabels, draftLabels, formatLength, tiledPdfLabels } from '../pattern/labels';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useMeasurements } from '../../lib/measurements';
import { notify } from '../../lib/toast';
import { dimensionsSheet, type DimensionsSheet } from '../../lib/pattern/dimensions';
import { draftPattern, MissingMeasurementsError, type DraftedPattern } from '../../lib/pattern/draft';
import { dimensionsPdf, PAPER, tiledPdf, type Paper } from '../../lib/pattern/pdf';
import { usePanZoom, ZoomBar } from './pan-zoom';
import '../pattern/i18n';
import './pattern-i18n';

export interface PatternLessonProps {
  /** The signed-in student (their measurements); empty for a guest, who is asked to sign in. */
  userId: string;
  /** Written on the PDFs. */
  studentName: string;
  pattern: { design: PatternDesign; options: Record<string, number> | null };
  /** The drafted pattern is on screen: the lesson has been viewed (called once). */
  onViewed?: () => void;
}

type State =
  | { step: 'idle' }
  | { step: 'drafting' }
  | { step: 'missing'; names: MeasurementName[] }
  | { step: 'drafted'; drafted: DraftedPattern }
  | { step: 'failed'; message: string };

const PAPERS = Object.keys(PAPER) as Paper[];

/** The design's name in English, for the file name: `sewee-bodice-block.pdf` whatever the reader's language. */
const fileName = (design: PatternDesign, suffix = '') =>
  `sewee-${i18n
    .getFixedT(
      'en',
      'pattern',
    )(`designs.${design}`)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}${suffix}.pdf`;

/** Hands the bytes to the browser as a file download. */
function saveFile(bytes: Uint8Array, name: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Today as the reader writes it (Intl). */
/** What both PDFs print besides the pattern: the paper, the student's name, today's date, and the reading direction. */
const pdfPage = (paper: Paper, studentName: string) => ({
  paper,
  studentName,
  date: formatDate(new Date().toISOString()),
  rtl: i18n.dir() === 'rtl',
});

/**
 * A pattern lesson: "Your pattern: Bodice block", Draft my pattern (asking first for exactly the
 * measurements the design needs and the student has not given), then the pattern on screen (pinch
 * or buttons to zoom), the seam allowance on or off, the tiled PDF (A4 or Letter) and, without a
 * printer, the dimensions sheet. Everything is made on the phone, so a downloaded lesson drafts
 * offline. Its own chunk, loaded where a pattern lesson opens (lazy-pattern-lesson.tsx), and
 * FreeSewing in later chunks, one per design (lib/pattern).
 */
export function PatternLesson({ userId, studentName, pattern, onViewed }: PatternLessonProps) {
  const { t } = useTranslation('patternLesson');
  const { t: tp } = useTranslation('pattern');
  const measurements = useMeasurements(userId);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [sa, setSa] = useState(true);
  // Here, not in the drawing: a redraw (the seam allowance switched) keeps the paper chosen.
  const [paper, setPaper] = useState<Paper>('a4');
  const viewed = useRef(false);
  const { design } = pattern;
  const title = tp('yourPattern', { design: tp(`designs.${design}`) });

  const draft = useCallback(
    async (values: Partial<Record<MeasurementName, number>>, withSa: boolean) => {
      const missing = missingMeasurements(design, values);
      if (missing.length) return setState({ step: 'missing', names: missing });
      // Redrawing (the seam allowance switched): the pattern stays on screen until the new one is there.
      setState((s) => (s.step === 'drafted' ? s : { step: 'drafting' }));
      try {
        const drafted = await draftPattern({
          design,
          measurements: values,
          options: pattern.options ?? {},
          sa: withSa,
          labels: draftLabels(tp),
        });
        setState({ step: 'drafted', drafted });
      } catch (e) {
        if (e instanceof MissingMeasurementsError) setState({ step: 'missing', names: e.missing });
        else setState({ step: 'failed', message: e instanceof Error && e.name === 'DraftError' ? t('draftError') : t('loadError') });
      }
    },
    [design, pattern.options, t, tp],
  );

  if (!userId)
    return (
      <Frame title={title}>
        <p className="mt-2">{t('signIn')}</p>
      </Frame>
    );

  const values = measurements.data?.values;
  const toggleSa = (on: boolean) => {
    setSa(on);
    if (values) void draft(values, on);
  };
  const shown = () => {
    if (viewed.current) return;
    viewed.current = true;
    onViewed?.();
  };

  return (
    <Frame title={title}>
      {state.step === 'drafted' ? null : <p className="mt-1 text-sm text-stone-700">{t('intro')}</p>}
      {state.step === 'idle' || state.step === 'failed' ? (
        <Button
          className="mt-4 self-start"
          onClick={() => (values ? void draft(values, sa) : void measurements.refetch())}
          loading={measurements.isPending || (!values && measurements.isFetching)}
        >
          {t('draft')}
        </Button>
      ) : null}
      {state.step === 'failed' || measurements.isError ? (
        <p role="alert" className="mt-3 text-red-700">
          {state.step === 'failed' ? state.message : t('measurementsError')}
        </p>
      ) : null}
      {state.step === 'drafting' ? <Spinner className="mt-4 size-8" label={t('drafting')} /> : null}
      {state.step === 'missing' ? (
        <div className="mt-4">
          <p className="mb-3 font-medium">{t('askMissing')}</p>
          <MeasurementsForm names={state.names} onSaved={(saved) => void draft(saved.values, sa)} />
        </div>
      ) : null}
      {state.step === 'drafted' ? (
        <Drafted
          key={String(state.drafted.sa)}
          drafted={state.drafted}
          units={measurements.data?.units ?? 'cm'}
          studentName={studentName}
          sa={sa}
          onSa={toggleSa}
          paper={paper}
          onPaper={setPaper}
          onShown={shown}
        />
      ) : null}
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="size-full overflow-y-auto bg-white p-4 text-ink">
      <div className="mx-auto flex min-h-full max-w-4xl flex-col">
        <h2 className="text-xl font-semibold text-brand-800">{title}</h2>
        {children}
      </div>
    </div>
  );
}

interface DraftedProps {
  drafted: DraftedPattern;
  units: MeasurementUnits;
  studentName: string;
  sa: boolean;
  onSa: (on: boolean) => void;
  paper: Paper;
  onPaper: (paper: Paper) => void;
  onShown: () => void;
}

/**
 * The drafted pattern as an image: the SVG is shown through a data: URL, never put into the page's
 * DOM, so nothing in it can run or style the page. With the seam allowance switch, zoom, the PDF and
 * the dimensions sheet.
 */
function Drafted({ drafted, units, studentName, sa, onSa, paper, onPaper, onShown }: DraftedProps) {
  const { t } = useTranslation('patternLesson');
  const { t: tp } = useTranslation('pattern');
  const zoom = usePanZoom(8);
  const [making, setMaking] = useState(false);
  const [sheet, setSheet] = useState<DimensionsSheet | null>(null);
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drafted.svg)}`;

  const downloadPdf = async () => {
    setMaking(true);
    try {
      const bytes = await tiledPdf(drafted, { ...pdfPage(paper, studentName), labels: tiledPdfLabels(tp, drafted.design) });
      saveFile(bytes, fileName(drafted.design));
    } catch {
      notify.error(t('pdfError'));
    } finally {
      setMaking(false);
    }
  };

  return (
    <div className="mt-3 flex min-h-0 flex-1 flex-col">
      <Switch id="pattern-sa" label={t('seamAllowance')} checked={sa} onCheckedChange={onSa} />
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="pattern-paper" className="block text-xs font-medium text-stone-700">
            {t('paper')}
          </label>
          <Select id="pattern-paper" value={paper} onChange={(e) => onPaper(e.target.value as Paper)} className="w-auto!">
            {PAPERS.map((p) => (
              <option key={p} value={p}>
                {t(p)}
              </option>
            ))}
          </Select>
        </div>
        <Button onClick={() => void downloadPdf()} loading={making}>
          <Download className="size-5" aria-hidden="true" />
          {t('downloadPdf')}
        </Button>
        <Button variant="outline" onClick={() => setSheet(dimensionsSheet(drafted, units))}>
          <FileText className="size-5" aria-hidden="true" />
          {t('noPrinter')}
        </Button>
      </div>
      <div
        className="relative mt-3 max-h-[70dvh] w-full overflow-hidden rounded-lg border border-stone-200 bg-white"
        style={{
          // The pattern's own proportions: no blank band around it on a phone.
          aspectRatio: `${drafted.widthMm} / ${drafted.heightMm}`,
          // Not zoomed, a finger scrolls the page (a tall pattern fills most of a phone's screen); zoomed, it moves the pattern.
          touchAction: zoom.view.scale > 1 ? 'none' : 'pan-y',
        }}
        {...zoom.handlers}
      >
        <img
          src={src}
          alt={t('drawing')}
          draggable={false}
          onLoad={onShown}
          className="size-full object-contain"
          style={{ transform: zoom.transform }}
        />
      </div>
      <ZoomBar zoom={zoom} />
      {sheet ? (
        <DimensionsPage sheet={sheet} design={drafted.design} paper={paper} studentName={studentName} onClose={() => setSheet(null)} />
      ) : null}
    </div>
  );
}

/** The dimensions sheet as a page (full screen): per piece, its points in a table and its lines in order; and as a one-page PDF. */
function DimensionsPage({
  sheet,
  design,
  paper,
  studentName,
  onClose,
}: {
  sheet: DimensionsSheet;
  design: PatternDesign;
  paper: Paper;
  studentName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('patternLesson');
  const { t: tp } = useTranslation('pattern');
  const labels = dimensionsLabels(tp, design, sheet);
  const [making, setMaking] = useState(false);
  const len = (v: number) => formatLength(v, sheet.units);
  const download = async () => {
    setMaking(true);
    try {
      saveFile(await dimensionsPdf(sheet, { ...pdfPage(paper, studentName), labels }), fileName(design, '-dimensions'));
    } catch {
      notify.error(t('pdfError'));
    } finally {
      setMaking(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={labels.title}
      className="start-0! top-0! h-dvh! max-h-none! w-screen! max-w-none! translate-x-0! translate-y-0! overflow-y-auto rounded-none!"
    >
      <div className="mx-auto max-w-3xl">
        <p className="mt-2 text-sm text-stone-700">{labels.howTo}</p>
        <p className="mt-1 text-sm font-medium text-stone-800">{labels.seamAllowance}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button onClick={() => void download()} loading={making}>
            <Download className="size-5" aria-hidden="true" />
            {t('downloadDimensions')}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t('closeSheet')}
          </Button>
        </div>
        {sheet.pieces.map((p) => (
          <section key={p.id} aria-label={p.title} className="mt-6">
            <h3 className="font-semibold text-brand-800">{labels.piece(p)}</h3>
            <table className="mt-2 w-full max-w-md text-sm tabular-nums">
              <thead>
                <tr className="border-b border-stone-300 text-start">
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('point')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('across')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('down')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {p.points.map((pt) => (
                  <tr key={pt.name} className="border-b border-stone-100">
                    <th scope="row" className="py-1 text-start font-semibold">
                      {pt.name}
                    </th>
                    <td className="py-1 text-end">{len(pt.x)}</td>
                    <td className="py-1 text-end">{len(pt.y)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h4 className="mt-3 text-sm font-medium text-stone-800">{t('lines')}</h4>
            <ol className="mt-1 space-y-0.5 text-sm">
              {p.segments.map((s, i) => (
                <li key={i}>{labels.segment(s)}</li>
              ))}
              {p.grainline ? <li>{labels.grainline(p.grainline)}</li> : null}
            </ol>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
