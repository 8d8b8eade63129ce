import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@sewee/shared';
import { api } from '../../../lib/api-client';

export const sendContact = (body: ContactInput) => api.post<{ success: true; message: string }>('/contact', body);

export const useSendContact = () => useMutation({ mutationFn: sendContact });
