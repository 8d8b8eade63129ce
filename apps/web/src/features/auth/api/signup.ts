import { useMutation } from '@tanstack/react-query';
import type { SignupInput } from '@sewee/shared';
import { api } from '../../../lib/api-client';

/** Answers alike whether or not the address already had an account (no user in the answer). */
export const signup = (body: SignupInput) => api.post<{ success: true; message: string }>('/auth/signup', body);

export const useSignup = () => useMutation({ mutationFn: signup });
