import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resendVerification = (body: { email?: string }) =>
  api.post<{ success: true; message: string }>('/auth/resend-verification', body);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
