/** Cache Storage names the service worker (src/sw.ts) and the pages share. DOM-free. */
export const DATA_CACHE = 'sewee-data';
/**
 * The pattern lessons' drawing code kept for the lessons downloaded (lib/offline/pattern-code.ts):
 * not precached, answered from here first when a page imports it (src/sw.ts). Not personal data.
 */
export const PATTERN_CODE_CACHE = 'sewee-pattern-code';

/**
 * The /api answers the worker keeps (network first) so the student's pages render offline. Only
 * answers whose URL names the user (bought courses, progress: the progress carries courseDetails),
 * so one account never reads another's from the cache; caption files are course text, the same for
 * every buyer. A course's details (/api/student/course/get/details/:id) are per viewer and NOT kept.
 */
export const DATA_ROUTES: readonly RegExp[] = [
  /^\/api\/student\/courses-bought\/get\/[^/]+$/,
  /^\/api\/student\/course-progress\/get\/[^/]+\/[^/]+$/,
  /^\/api\/media\/[^/]+\/captions\/[^/]+$/,
];

export const keptByWorker = (pathname: string) => DATA_ROUTES.some((p) => p.test(pathname));
