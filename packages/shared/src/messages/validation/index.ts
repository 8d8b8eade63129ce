import { Messages } from '../localize';
import { validation } from './en';
import fr from './fr';
import pt from './pt';
import ar from './ar';
import sw from './sw';

/** The validation messages in every language (the server's; the web loads one language lazily). */
export const validationCatalogues = { en: validation, fr, pt, ar, sw } as const;

/** The shared schemas' messages by key, in every language. */
export const validationMessages = new Messages(validation, { fr, pt, ar, sw });
