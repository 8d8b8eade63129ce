import { useMutation } from '@tanstack/react-query';
import { authApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export const verifyEmail = (body: { code: string; email?: string }) => call(authApi.verifyEmail, { body });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
