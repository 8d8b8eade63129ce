import { z } from 'zod';
import { LOCALES } from '../locales';
import { say } from '../messages/validation/say';
import { MeasurementsInputSchema, MeasurementsSchema } from '../patterns';
import { DataSaverResponse, DataSaverSchema } from '../video';

/** PUT /api/account/language */
export const LanguageSchema = z.object({
  language: z.enum(LOCALES, { error: say('oneOf', { field: 'accountLanguage', options: LOCALES.join(', ') }) }),
});
export const LanguageResponse = z.object({ success: z.literal(true), data: z.object({ language: z.enum(LOCALES) }) });
export const language = { body: LanguageSchema, response: LanguageResponse };

export const dataSaver = { body: DataSaverSchema, response: DataSaverResponse };

/** GET and PUT /api/account/measurements: the caller's own measurements (never anyone else's). */
const MeasurementsResponse = z.object({ success: z.literal(true), data: MeasurementsSchema });
export const measurements = { response: MeasurementsResponse };
export const saveMeasurements = { body: MeasurementsInputSchema, response: MeasurementsResponse };
