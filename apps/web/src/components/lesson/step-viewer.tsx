import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonStep } from '@sewee/shared';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { usePanZoom, ZoomBar } from './pan-zoom';
import './i18n';

export interface StepViewerProps {
  title: string;
  steps: readonly LessonStep[];
  /** The step to open on (0 = the first): where the student left it. */
  initialStep?: number;
  /** Data saver: the small version of each photo. */
  dataSaver: boolean;
  /** A copy of a photo kept on the device (a downloaded lesson), by the photo's URL. */
  localUrl?: (url: string) => string | undefined;
  /** Each step the student moves to (not the one it opens on). */
  onStepChange?: (step: number) => void;
  /**
   * The student has seen the last step (on screen, its photo loaded): the lesson has been viewed.
   * Opening on it counts only where the student left it there (or the lesson has one step): a saved
   * step beyond a shortened lesson's end opens on its last step, which counts once the student moves.
   */
  onLastStep?: () => void;
  /** Given: the last step offers "Next lesson". */
  onNextLesson?: () => void;
}

/** A horizontal move longer than this (px), and longer than it is tall, turns the step. */
const SWIPE = 50;
const ZOOM_MAX = 4;

/** Which version of a step's photo to show: the Data saver one when it is on; a downloaded copy first. */
export function photoUrl(step: LessonStep, dataSaver: boolean, localUrl?: (url: string) => string | undefined) {
  const chosen = dataSaver ? step.imageSmall : step.image;
  // A downloaded lesson holds one version (the quality chosen then): whichever is there plays offline.
  return localUrl?.(chosen.url) ?? localUrl?.(step.imageSmall.url) ?? localUrl?.(step.image.url) ?? chosen.url;
}

/**
 * A step lesson, one step per screen: its photo (tap: full screen, pinch or buttons to zoom), its
 * text under it in its own direction, "Step n of m", Previous / Next and swipe (mirrored right to
 * left). Its own chunk, loaded where a step lesson opens (lazy-step-viewer.tsx).
 */
export function StepViewer({
  title,
  steps,
  initialStep = 0,
  dataSaver,
  localUrl,
  onStepChange,
  onLastStep,
  onNextLesson,
}: StepViewerProps) {
  const { t, i18n } = useTranslation('lesson');
  const last = steps.length - 1;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialStep), last));
  // Opened on the last step only because the lesson became shorter than the saved step: not reached yet.
  const [moved, setMoved] = useState(() => initialStep <= last || last === 0);
  // The step whose photo has loaded (a step is seen once its photo is on screen).
  const [loadedStep, setLoadedStep] = useState(-1);
  const [zoomed, setZoomed] = useState(false);
  const step = steps[index];
  const rtl = i18n.dir() === 'rtl';

  const reported = useRef(onLastStep);
  reported.current = onLastStep;
  const seenLast = index === last && loadedStep === last && moved;
  useEffect(() => {
    if (seenLast) reported.current?.();
  }, [seenLast]);

  // The next photo is fetched while this one is read, so a swipe shows it at once.
  const next = steps[index + 1];
  const nextUrl = next ? photoUrl(next, dataSaver, localUrl) : undefined;
  useEffect(() => {
    if (nextUrl) new Image().src = nextUrl;
  }, [nextUrl]);

  const go = (to: number) => {
    if (to < 0 || to > last || to === index) return;
    setIndex(to);
    setMoved(true);
    onStepChange?.(to);
  };

  // A swipe turns the step; the click that ends it must not open the photo.
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (e: ReactPointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
    swiped.current = false;
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) < SWIPE || Math.abs(dx) < Math.abs(e.clientY - from.y)) return;
    swiped.current = true;
    // Left to right, the next step comes from the right (swipe left); right to left, the other way.
    go(dx < 0 !== rtl ? index + 1 : index - 1);
  };

  if (!step) return null;
  const src = photoUrl(step, dataSaver, localUrl);
  const shown = dataSaver ? step.imageSmall : step.image;
  const Back = rtl ? ChevronRight : ChevronLeft;
  const Forward = rtl ? ChevronLeft : ChevronRight;
  const counter = t('stepOf', { n: index + 1, m: steps.length });

  return (
    <section
      aria-roledescription={t('stepLesson')}
      aria-label={title}
      className="flex size-full flex-col bg-stone-950 text-white"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(rtl ? index - 1 : index + 1);
        else if (e.key === 'ArrowLeft') go(rtl ? index + 1 : index - 1);
      }}
    >
      <div
        className="relative min-h-0 flex-1 touch-pan-y select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <button
          type="button"
          className="size-full cursor-zoom-in"
          aria-label={t('openPhoto', { n: index + 1 })}
          onClick={() => (swiped.current ? (swiped.current = false) : setZoomed(true))}
        >
          <img
            key={src}
            src={src}
            width={shown.width}
            height={shown.height}
            alt={t('photo', { n: index + 1 })}
            draggable={false}
            className="size-full object-contain"
            onLoad={() => setLoadedStep(index)}
          />
        </button>
      </div>
      <div aria-roledescription={t('step')} aria-label={counter} className="shrink-0">
        <p aria-live="polite" className="px-4 pt-2 text-sm font-semibold text-white/80">
          {counter}
        </p>
        {step.text ? (
          <p dir="auto" className="max-h-[30dvh] overflow-y-auto px-4 py-2 text-base whitespace-pre-line">
            {step.text}
          </p>
        ) : null}
      </div>
      <nav className="flex shrink-0 items-center justify-between gap-2 px-2 pt-1 pb-3">
        <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          <Back className="size-5" aria-hidden="true" />
          {t('previous')}
        </Button>
        {index === last && onNextLesson ? (
          <Button variant="secondary" onClick={onNextLesson}>
            {t('nextLesson')}
            <Forward className="size-5" aria-hidden="true" />
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => go(index + 1)} disabled={index === last}>
            {t('next')}
            <Forward className="size-5" aria-hidden="true" />
          </Button>
        )}
      </nav>
      {zoomed ? <PhotoZoom src={src} label={`${counter}: ${t('photo', { n: index + 1 })}`} onClose={() => setZoomed(false)} /> : null}
    </section>
  );
}

/** The photo full screen: pinch (two pointers) or the buttons zoom it, one finger moves it when zoomed. */
function PhotoZoom({ src, label, onClose }: { src: string; label: string; onClose: () => void }) {
  const zoom = usePanZoom(ZOOM_MAX);
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={<span className="sr-only">{label}</span>}
      className="start-0! top-0! flex! h-dvh! max-h-none! w-screen! max-w-none! translate-x-0! translate-y-0! flex-col rounded-none! p-0!"
    >
      <div className="relative min-h-0 flex-1 touch-none overflow-hidden bg-stone-100" {...zoom.handlers}>
        <img src={src} alt={label} draggable={false} className="size-full object-contain" style={{ transform: zoom.transform }} />
      </div>
      <ZoomBar zoom={zoom} />
    </Dialog>
  );
}
