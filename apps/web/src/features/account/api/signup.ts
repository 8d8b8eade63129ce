import { useMutation } from '@tanstack/react-query';
import type { SignupInput } from '@sewee/shared';
import { authApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** Answers alike whether or not the address already had an account (no user in the answer). */
export const signup = (body: SignupInput) => call(authApi.signup, { body });

export const useSignup = () => useMutation({ mutationFn: signup });
