import { Suspense, useState, type ReactNode } from 'react';

/**
 * Hydration in pieces (docs/decisions/034-member-details-and-hydration-in-pieces.md). Preact hydrates a
 * server-rendered page in one task with no time slicing, and on a slow phone that task is long (~250 ms
 * at Lighthouse's 4× CPU throttling): a tap meanwhile waits for all of it. A `HydrationPiece` suspends
 * once while the page hydrates, so its region hydrates in a task of its own, each after the one before;
 * a tap is answered between them. Preact keeps the server's DOM of a region that suspends while
 * hydrating and hydrates it when the promise settles (no fallback, no flash, no shift).
 *
 * Pieces nest: a region hydrating in its turn is hydrating too, so the pieces inside it take turns
 * of their own after it (the page's main region is a piece, and so is each course card in it). Each
 * region that hydrates in its turn leaves a `sewee:hydration-piece` performance mark.
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
 * Whether this render is the browser hydrating the server's HTML (the page's first render, or a
 * piece's region in its turn); false on the server and in every later render. Read it once
 * (a ref, a state's initial value): unlike useHydrated, it never draws the component again.
 */
export const isHydrating = () => hydrating;

interface Turn {
  /** Settles in its task. */
  promise: Promise<void>;
  /** Its region waited (suspended) once. */
  waited: boolean;
  /** Its region has hydrated: the piece goes straight through from then on. */
  shown: boolean;
}

/**
 * Settles once every piece met while hydrating has had its turn (at once when none is waiting),
 * including the nested pieces that took turns while it waited.
 */
export async function afterHydration(): Promise<void> {
  let waited: Promise<void>;
  do await (waited = queue);
  while (waited !== queue);
}

/** Left each time a region hydrates in its turn: a trace shows the turns; the browser tests count them. */
export const PIECE_MARK = 'sewee:hydration-piece';

/** A turn after every turn taken so far, when the page is hydrating; none otherwise. */
function takeTurn(): Turn | null {
  if (!hydrating) return null;
  const promise = (queue = queue.then(nextTask));
  return { promise, waited: false, shown: false };
}

function Piece({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  // The first render (while the page, or the region around, hydrates) waits for the turn: Preact
  // keeps the region's DOM. The next one (the turn came, or the parent drew again first) hydrates the
  // region, and `hydrating` holds from here to the end of the region (EndOfRegion, drawn after it),
  // so the pieces inside take turns of their own after this one.
  let resumed = false;
  if (turn && !turn.shown) {
    if (!turn.waited) {
      turn.waited = true;
      throw turn.promise;
    }
    turn.shown = resumed = true;
    hydrating = true;
    performance.mark(PIECE_MARK);
    // Should the region's render stop before its end (an error), hydrating still ends with this task.
    setTimeout(() => (hydrating = false), 0);
  }
  return (
    <>
      {children}
      <EndOfRegion resumed={resumed} />
    </>
  );
}

/** Drawn after a piece's region (depth first): the region's hydration ends here, not its siblings'. */
function EndOfRegion({ resumed }: { resumed: boolean }) {
  if (resumed) hydrating = false;
  return null;
}

/** A region of a server-rendered page hydrated in a task of its own (see above); `children`: one element. */
export function HydrationPiece({ children }: { children: ReactNode }) {
  // Held here, outside the Suspense boundary: a component that suspends before it ever showed loses
  // its hooks, so the piece itself could not remember its turn.
  const [turn] = useState(takeTurn);
  return (
    <Suspense fallback={null}>
      <Piece turn={turn}>{children}</Piece>
    </Suspense>
  );
}
