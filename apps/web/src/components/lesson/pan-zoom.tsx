import { ZoomIn, ZoomOut } from 'lucide-react';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import './i18n';

export type PanZoomView = { scale: number; x: number; y: number };

/**
 * Pinch (two pointers) or buttons zoom, one finger moves when zoomed: the step viewer's photo and
 * the drafted pattern. Spread `handlers` on the element that takes the gestures (with `touch-action: none`, or `pan-y` while
 * not zoomed where a finger must still scroll the page),
 * and `transform` on what moves inside it.
 */
export function usePanZoom(max = 4) {
  const [view, setView] = useState<PanZoomView>({ scale: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const clamp = (scale: number) => Math.min(max, Math.max(1, scale));
  const zoomTo = (scale: number) => setView((v) => (clamp(scale) === 1 ? { scale: 1, x: 0, y: 0 } : { ...v, scale: clamp(scale) }));
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const up = (e: ReactPointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  const handlers = {
    onPointerDown: (e: ReactPointerEvent) => {
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.current.size === 2) pinch.current = { distance: distance(), scale: view.scale };
    },
    onPointerMove: (e: ReactPointerEvent) => {
      const before = pointers.current.get(e.pointerId);
      if (!before) return;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pinch.current && pinch.current.distance > 0) zoomTo((pinch.current.scale * distance()) / pinch.current.distance);
      else if (pointers.current.size === 1)
        setView((v) => (v.scale > 1 ? { ...v, x: v.x + e.clientX - before.x, y: v.y + e.clientY - before.y } : v));
    },
    onPointerUp: up,
    onPointerCancel: up,
  };
  return { view, zoomTo, max, handlers, transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` };
}

/** Zoom out, the zoom level, zoom in. */
export function ZoomBar({ zoom }: { zoom: ReturnType<typeof usePanZoom> }) {
  const { t } = useTranslation('lesson');
  const { view, zoomTo, max } = zoom;
  return (
    <div className="flex shrink-0 items-center justify-center gap-3 p-2">
      <Button variant="outline" aria-label={t('zoomOut')} onClick={() => zoomTo(view.scale / 1.5)} disabled={view.scale <= 1}>
        <ZoomOut className="size-5" aria-hidden="true" />
      </Button>
      <span className="min-w-14 text-center tabular-nums" aria-live="polite">
        {t('zoomLevel', { percent: Math.round(view.scale * 100) })}
      </span>
      <Button variant="outline" aria-label={t('zoomIn')} onClick={() => zoomTo(view.scale * 1.5)} disabled={view.scale >= max}>
        <ZoomIn className="size-5" aria-hidden="true" />
      </Button>
    </div>
  );
}
