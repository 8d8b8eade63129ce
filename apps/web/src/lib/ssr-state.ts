import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { SSR_STATE_ID } from '@sewee/shared/constants';

/**
 * The query data a server-rendered page was drawn from (/courses' first page), which the
 * server writes into the page as a JSON data block (SSR_STATE_ID: never run, so the strict
 * Content-Security-Policy needs no hash for it). Put into the client's cache before the first render,
 * so hydration renders exactly the server's HTML and asks the server nothing again.
 */
export function seedQueriesFromPage(qc: QueryClient, doc: Document = document): boolean {
  const block = doc.getElementById(SSR_STATE_ID);
  if (!block) return false;
  block.remove();
  let state: DehydratedState;
  try {
    state = JSON.parse(block.textContent ?? '') as DehydratedState;
  } catch {
    return false; // unreadable: the page asks for its data itself
  }
  hydrate(qc, state);
  return true;
}

/** Whether the server rendered this page's HTML (the root has content): then the app hydrates it. */
export const isServerRendered = (root: HTMLElement) => root.firstElementChild !== null;
