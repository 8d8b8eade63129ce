import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@sewee/shared/constants';

/**
 * The controls fade 3 s after the pointer last moved while playing (spec: player), and stay while
 * paused, failed or `pinned` (the quality menu is open). A tap on hidden controls only brings them
 * back (`tapRevealsOnly`), so the first tap on a phone does not also pause the video.
 */
export function useAutoHideControls({ playing, failed, pinned }: { playing: boolean; failed: boolean; pinned: boolean }) {
  const [visible, setVisible] = useState(true);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hiddenAtPointerDown = useRef(false);

  /** Shows the controls and restarts the countdown that hides them. */
  const reveal = useCallback(() => {
    setVisible(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setVisible(false), LIMITS.playerControlsHideMs);
  }, []);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const shown = visible || !playing || failed || pinned;

  return {
    shown,
    reveal,
    /** For the container's onPointerDown: remember whether the controls were hidden. */
    onPointerDown: () => {
      hiddenAtPointerDown.current = !shown;
    },
    /** For the video's onClick: true when this tap only revealed the controls. */
    tapRevealsOnly: () => {
      if (!hiddenAtPointerDown.current) return false;
      hiddenAtPointerDown.current = false;
      reveal();
      return true;
    },
  };
}
