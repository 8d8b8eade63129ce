import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/auth/set-session-user';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import '../i18n';

export const login = (body: { email: string; password: string }) => call(authApi.login, { body });

/** Signs in and records the user; the guest-only guard then sends them on. */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => {
      setSessionUser(qc, res.user);
      // The server mailed a fresh code because the last one had expired: say so on the way to
      // /verify-email.
      if (res.codeSent) notify.info(i18n.t('account:verify.newCodeSent'));
    },
  });
}
