import { useEffect } from 'react';
import { LIMITS } from '@sewee/shared/constants';

const BURST_EVERY_MS = 400;
/**
 * The confetti canvas's stacking: above the dialog's dimmed backdrop (z-40 in components/ui/dialog)
 * and behind the dialog itself (z-50), so it never covers the Congratulations text or its buttons
 * (canvas-confetti's own default, 100, drew over them).
 */
const CONFETTI_Z_INDEX = 45;

/**
 * Confetti bursts for LIMITS.confettiMs (15 s) while `active`, thinning out towards the end.
 * canvas-confetti is imported only when needed; it draws nothing for people who ask for
 * reduced motion. Stops and clears the canvas when `active` turns false or the page goes away.
 */
export function useConfetti(active: boolean) {
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let clear: (() => void) | undefined;
    const end = Date.now() + LIMITS.confettiMs;
    void import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (stopped) return;
        clear = () => confetti.reset();
        const burst = () => {
          const left = end - Date.now();
          if (stopped || left <= 0) return;
          void confetti({
            particleCount: Math.max(8, Math.round((50 * left) / LIMITS.confettiMs)),
            spread: 70,
            startVelocity: 35,
            origin: { x: 0.15 + Math.random() * 0.7, y: Math.random() * 0.3 },
            disableForReducedMotion: true,
            zIndex: CONFETTI_Z_INDEX,
          });
          timer = setTimeout(burst, BURST_EVERY_MS);
        };
        burst();
      })
      .catch(() => undefined); // a chunk that failed to load only costs the celebration
    return () => {
      stopped = true;
      clearTimeout(timer);
      clear?.();
    };
  }, [active]);
}
