import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The element id a #hash names (a broken %-escape is taken as written). */
function idOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** Scroll positions by history entry (location.key), for Back and Forward. */
const positions = new Map<string, number>();
/** How long a restore keeps trying while the page's code and data arrive and the page grows. */
const RESTORE_MS = 1500;

/**
 * What React Router's <ScrollRestoration> does, for the declarative router it does not support
 * (it needs a data router; router.tsx explains why this app has none): a new page starts at the top,
 * Back and Forward return to where that page was left, and a link with a #hash scrolls to its target.
 */
export function ScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  // The browser's own restoration fights ours on pages that render after the popstate.
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // Remember the offset of the entry on screen as the reader scrolls (read when they come back to
  // it). The entry is a ref set as each new location commits, before any scroll it causes (our
  // scrollTo, or the browser clamping a shorter page) is reported, so those count for the new entry.
  const current = useRef(key);
  useEffect(() => {
    const save = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  const lastPath = useRef(pathname);
  useLayoutEffect(() => {
    current.current = key;
    const samePage = lastPath.current === pathname;
    lastPath.current = pathname;
    // The same page rewriting its own address (the catalogue mirrors its filters with replace) stays put.
    if (navigationType === 'REPLACE' && samePage && !hash) {
      positions.set(key, window.scrollY);
      return;
    }
    const y = navigationType === 'POP' ? positions.get(key) : undefined;
    if (navigationType === 'POP' && y === undefined && !hash) return;
    // The page may still be loading its code or data: try until it is tall enough (or its #target
    // exists), or give up. A reader who scrolls or touches meanwhile wins.
    const until = performance.now() + RESTORE_MS;
    let frame = 0;
    const attempt = () => {
      let done: boolean;
      if (y !== undefined) {
        window.scrollTo(0, y);
        done = Math.abs(window.scrollY - y) <= 1;
      } else if (hash) {
        const target = document.getElementById(idOf(hash));
        target?.scrollIntoView();
        done = target !== null;
      } else {
        window.scrollTo(0, 0);
        done = true;
      }
      if (!done && performance.now() < until) frame = requestAnimationFrame(attempt);
    };
    attempt();
    const stop = () => cancelAnimationFrame(frame);
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
  }, [key, pathname, hash, navigationType]);

  return null;
}
