import { z } from 'zod';
import { LOCALES } from '../locales';
import { say } from '../messages/validation/say';
import { DataSaverResponse, DataSaverSchema } from '../video';

/** PUT /api/account/language */
export const LanguageSchema = z.object({
  language: z.enum(LOCALES, { error: say('oneOf', { field: 'accountLanguage', options: LOCALES.join(', ') }) }),
});
export const LanguageResponse = z.object({ success: z.literal(true), data: z.object({ language: z.enum(LOCALES) }) });
export const language = { body: LanguageSchema, response: LanguageResponse };

export const dataSaver = { body: DataSaverSchema, response: DataSaverResponse };
