import { useMutation } from '@tanstack/react-query';
import type { User } from '@sewee/shared';
import { api } from '../../../lib/api-client';

export const verifyEmail = (body: { code: string; email?: string }) =>
  api.post<{ success: true; message: string; user: User }>('/auth/verify-email', body);

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
