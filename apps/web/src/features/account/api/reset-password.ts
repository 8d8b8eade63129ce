import { useMutation } from '@tanstack/react-query';
import { authApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export const resetPassword = ({ token, password }: { token: string; password: string }) =>
  call(authApi.resetPassword, { params: { token }, body: { password } });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
