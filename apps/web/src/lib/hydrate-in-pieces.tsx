import { Suspense, useState, type ReactNode } from 'react';

/**
 * Hydration in pieces (issue 19, docs/decisions/034). Preact hydrates a server-rendered page in one
 * task with no time slicing, and on a slow phone that task is long (~250 ms at Lighthouse's 4× CPU
 * throttling): a tap meanwhile waits for all of it. A `HydrationPiece` suspends once while the page
 * hydrates, so its region hydrates in a task of its own, each after the one before; a tap is
 * answered between them. Preact keeps the server's DOM of a region that suspends while hydrating and
 * hydrates it when the promise settles (no fallback, no flash, no shift).
 *
 * Its child must be one element (the region's root): that is the DOM Preact keeps for it. The
 * server, a page drawn in the browser, and every render after hydration go straight through; so do
 * React's asynchronous hydrateRoot (the unit tests), where hydration starts after hydrateInPieces.
 *
 * A piece whose parent draws again before its turn hydrates then, with the new props, and Preact
 * does not correct attributes while hydrating (a `checked`, a `class`): change what a piece shows only
 * after `afterHydration()`.
 */
let hydrating = false;
let queue: Promise<void> = Promise.resolve();
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hydrates the page through `hydrate` (hydrateRoot): the pieces it meets take their turns after it. */
export function hydrateInPieces(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/**
 * Whether this render is the browser hydrating the server's HTML, outside any piece (a piece hydrates
 * later, when this is false again); false on the server and in every later render. Read it once
 * (a ref, a state's initial value): unlike useHydrated, it never draws the component again.
 */
export const isHydrating = () => hydrating;

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

/** Settles once every piece met while hydrating has had its turn (at once when none is waiting). */
export const afterHydration = (): Promise<void> => queue;

function Piece({ children }: { children: ReactNode }) {
  // Taken on the hydrating render. A component that suspends before it ever showed loses its hooks,
  // so the render after the wait (or an earlier one, when its parent draws again) takes none and goes
  // through: `hydrating` is false by then.
  const [turn] = useState<Turn | null>(() => {
    if (!hydrating) return null;
    const taken: Turn = { done: false, promise: (queue = queue.then(nextTask)).then(() => void (taken.done = true)) };
    return taken;
  });
  if (turn && !turn.done) throw turn.promise;
  return <>{children}</>;
}

/** A region of a server-rendered page hydrated in a task of its own (see above); `children`: one element. */
export function HydrationPiece({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Piece>{children}</Piece>
    </Suspense>
  );
}
