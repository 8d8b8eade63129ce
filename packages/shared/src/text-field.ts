import { z } from 'zod';
import { say, type FieldKey } from './messages/validation/say';

/** A text a person must fill in: trimmed, not empty, at most `max` characters; its messages name `field`. */
export const requiredText = (field: FieldKey, max: number) =>
  z
    .string({ error: say('required', { field }) })
    .trim()
    .min(1, say('required', { field }))
    .max(max, say('tooLongChars', { field, max }));
