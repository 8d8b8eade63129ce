import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@sewee/shared';
import { contactApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export const sendContact = (body: ContactInput) => call(contactApi.send, { body });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
