// The address just signed up with, so /verify-email can send it with the code: a new account has
// no session yet. Session storage: it survives a reload but not the closed tab.
const KEY = 'sewee.pendingVerificationEmail';

export const pendingEmail = {
  get: (): string | null => {
    try {
      return sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set: (email: string) => {
    try {
      sessionStorage.setItem(KEY, email);
    } catch {
      /* storage disabled: the verify page asks for the e-mail instead */
    }
  },
  clear: () => {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      /* ignore */
    }
  },
};
