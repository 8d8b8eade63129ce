import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPassword = (body: { email: string }) => api.post<{ success: true; message: string }>('/auth/forgot-password', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
