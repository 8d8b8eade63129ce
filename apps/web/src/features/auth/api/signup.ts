import { useMutation } from '@tanstack/react-query';
import type { SignupInput, User } from '@sewee/shared';
import { api } from '../../../lib/api-client';

export const signup = (body: SignupInput) => api.post<{ success: true; message: string; user: User }>('/auth/signup', body);

export const useSignup = () => useMutation({ mutationFn: signup });
