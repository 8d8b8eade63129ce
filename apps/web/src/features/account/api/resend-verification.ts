import { useMutation } from '@tanstack/react-query';
import { authApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export const resendVerification = (body: { email?: string }) => call(authApi.resendVerification, { body });

export const useResendVerification = () =>
  useMutation({ mutationFn: resendVerification, meta: { errorMessage: 'account:verify.resendError' } });
