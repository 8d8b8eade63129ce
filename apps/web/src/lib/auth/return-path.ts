import type { Role } from '@sewee/shared/constants';
import { paths } from '../../config/paths';

// Where sign-in sends a person afterwards: used by the app's guards and by the account pages, so it
// sits below both (a feature may not import app/).

/** Where a verified user lands when a guest-only page turns them away. */
export const homeFor = (role: Role) => (role === 'admin' ? paths.dashboard() : paths.studentHome());

/** The query parameter of the sign-in page that names where to return afterwards. */
export const RETURN_PARAM = 'next';

/**
 * An account page (sign-in, sign-up, verify-email) remembering `from` (a path with its query and
 * hash) to return to once signed in; the page alone when there is nowhere to return to.
 */
export const returningTo = (page: string, from: string | null) => (from ? `${page}?${RETURN_PARAM}=${encodeURIComponent(from)}` : page);

/** The sign-in page, remembering `from` to return to afterwards. */
export const loginReturningTo = (from: string) => returningTo(paths.login(), from);

/** The verify-email page, remembering `from` for the sign-in that follows it. */
export const verifyReturningTo = (from: string) => returningTo(paths.verifyEmail(), from);

/** Whether a return address is a course's page (the sign-in page then says it is the course that asks). */
export const isCoursePath = (path: string) => path.startsWith(paths.courseDetails('')) || path.startsWith(paths.courseProgress(''));

/**
 * The return address of `?next=` if it is a path on this site, else null: it must start with one
 * '/', and neither '//' nor '/\' (both leave the site: browsers read '\' as '/'), nor hold control
 * characters or a scheme a URL parser would act on. Anything else (https://…, //evil.com, an
 * encoded twin once decoded) is refused, so a link cannot use sign-in to send someone elsewhere.
 */
export function safeReturnPath(search: string): string | null {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  const base = 'https://sewee.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // Dot-segments collapse when parsed ('/.//evil.com' becomes '//evil.com'): check what comes out too.
  const out = `${url.pathname}${url.search}${url.hash}`;
  return out.startsWith('//') || out.includes('\\') ? null : out;
}
