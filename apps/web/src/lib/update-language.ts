import { accountApi } from '@sewee/shared/api';
import type { Locale } from '@sewee/shared/locales';
import { call } from './api-client';

/** PUT /api/account/language: the signed-in user's language, kept on the account (its pages, messages and e-mails). */
export const updateLanguage = (language: Locale) => call(accountApi.language, { body: { language } });
