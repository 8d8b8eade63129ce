import { useMutation } from '@tanstack/react-query';
import { authApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export const forgotPassword = (body: { email: string }) => call(authApi.forgotPassword, { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
