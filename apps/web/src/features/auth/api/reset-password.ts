import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = ({ token, password }: { token: string; password: string }) =>
  api.post<{ success: true; message: string }>(`/auth/reset-password/${encodeURIComponent(token)}`, { password });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
