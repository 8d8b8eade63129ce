import type { PieceProgress } from './practice';

/**
 * The practice part of the completion rule, for the web without zod: a course is completed
 * when every lecture is viewed and no required practice piece is left unpassed. The server
 * (modules/progress/completion.ts `summarise`), the page's own view of progress made offline
 * (lib/offline/local-progress.ts) and the "what is missing" note all read it here.
 */
export const openRequiredPieces = <P extends { required: boolean; status: PieceProgress['status'] }>(pieces: readonly P[]): P[] =>
  pieces.filter((p) => p.required && p.status !== 'passed');
