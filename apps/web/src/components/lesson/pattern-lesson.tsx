import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { missingMeasurements, type MeasurementName, type PatternDesign } from '@sewee/shared/pattern-designs';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { Switch } from '../ui/switch';
import { MeasurementsForm } from '../measurements/measurements-form';
import { useMeasurements } from '../../lib/measurements';
import { draftPattern, MissingMeasurementsError, type DraftedPattern, type DraftLabels } from '../../lib/pattern/draft';
import { usePanZoom, ZoomBar } from './pan-zoom';
import '../pattern/i18n';
import './pattern-i18n';

export interface PatternLessonProps {
  /** The signed-in student (their measurements); empty for a guest, who is asked to sign in. */
  userId: string;
  /** On the PDF. */
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

/** The words FreeSewing's pieces carry, in the student's language (the "pattern" namespace). */
export function draftLabels(t: TFunction): DraftLabels {
  return {
    piece: (id) => t(`pattern:pieces.${id}`, { defaultValue: id }),
    cut: (count, onFold) => t(onFold ? 'pattern:cutOnFoldCount' : 'pattern:cutCount', { count }),
    grainline: t('pattern:grainline'),
    cutOnFold: t('pattern:cutOnFold'),
  };
}

/**
 * A pattern lesson: "Your pattern: Bodice block", Draft my pattern (asking first for exactly the
 * measurements the design needs and the student has not given), then the pattern on screen (pinch
 * or buttons to zoom), the seam allowance on or off, the tiled PDF and, without a printer, the
 * dimensions sheet. Everything is made on the phone, so a downloaded lesson drafts offline. Its own
 * chunk, loaded where a pattern lesson opens (lazy-pattern-lesson.tsx), and FreeSewing in a chunk per
 * design (lib/pattern/draft.ts).
 */
export function PatternLesson({ userId, studentName, pattern, onViewed }: PatternLessonProps) {
  const { t } = useTranslation('patternLesson');
  const { t: tp } = useTranslation('pattern');
  const measurements = useMeasurements(userId);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [sa, setSa] = useState(true);
  const viewed = useRef(false);
  const design = pattern.design;

  const draft = useCallback(
    async (values: Partial<Record<MeasurementName, number>>, withSa: boolean) => {
      const missing = missingMeasurements(design, values);
      if (missing.length) return setState({ step: 'missing', names: missing });
      setState((s) => (s.step === 'drafted' ? s : { step: 'drafting' }));
      try {
        const drafted = await draftPattern({ design, measurements: values, options: pattern.options ?? {}, sa: withSa, labels: draftLabels(tp) });
        setState({ step: 'drafted', drafted });
      } catch (e) {
        if (e instanceof MissingMeasurementsError) setState({ step: 'missing', names: e.missing });
        else setState({ step: 'failed', message: e instanceof Error && e.name === 'DraftError' ? t('draftError') : t('loadError') });
      }
    },
    [design, pattern.options, t, tp],
  );

  const values = measurements.data?.values;
  const start = () => (values ? void draft(values, sa) : undefined);
  const toggleSa = (on: boolean) => {
    setSa(on);
    if (values) void draft(values, on);
  };

  if (!userId)
    return (
      <Frame title={tp('yourPattern', { design: tp(`designs.${design}`) })}>
        <p className="mt-2">{t('signIn')}</p>
      </Frame>
    );

  return (
    <Frame title={tp('yourPattern', { design: tp(`designs.${design}`) })}>
      {state.step === 'drafted' ? null : <p className="mt-1 text-sm text-stone-700">{t('intro')}</p>}
      {state.step === 'idle' || state.step === 'failed' ? (
        <Button className="mt-4" onClick={start} loading={measurements.isPending} disabled={!values}>
          {t('draft')}
        </Button>
      ) : null}
      {state.step === 'failed' ? (
        <p role="alert" className="mt-3 text-red-700">
          {state.message}
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
          sa={sa}
          onSa={toggleSa}
          onShown={() => {
            if (viewed.current) return;
            viewed.current = true;
            onViewed?.();
          }}
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

/** The drafted pattern as an image (the SVG never enters the page's DOM), with its seam allowance switch and zoom. */
function Drafted({ drafted, sa, onSa, onShown }: { drafted: DraftedPattern; sa: boolean; onSa: (on: boolean) => void; onShown: () => void }) {
  const { t } = useTranslation('patternLesson');
  const zoom = usePanZoom(8);
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drafted.svg)}`;
  return (
    <div className="mt-3 flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Switch id="pattern-sa" label={t('seamAllowance')} checked={sa} onCheckedChange={onSa} />
      </div>
      <div className="relative mt-3 h-[60dvh] min-h-64 touch-none overflow-hidden rounded-lg border border-stone-200 bg-white" {...zoom.handlers}>
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
    </div>
  );
}
