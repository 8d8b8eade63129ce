import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authApi } from '@sewee/shared/api';
import { call } from '../api-client';
import { authQueryKey } from './check-auth';
import { paths } from '../../config/paths';

export const logout = () => call(authApi.logout);

/** Signs out, forgets every cached (per-user) query and goes to /sewee-login. */
export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      qc.setQueryData(authQueryKey, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueryKey[0] });
      void navigate(paths.login(), { replace: true });
    },
    meta: { errorMessage: 'common:errors.logout' },
  });
}
