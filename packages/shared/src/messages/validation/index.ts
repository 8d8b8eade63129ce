import { Messages } from '../localize';
import { validation } from './en';
import fr from './fr';
import pt from './pt';
import ar from './ar';
import sw from './sw';

/** The validation messages in every language (the server's; the web loads one language lazily). */
export const validationCatalogues = { en: validation, fr, pt, ar, sw } as const;

/** The shared schemas' messages by key, in every language. */
// Pure, so a bundle that imports the shared index for its schemas (the web's forms) drops it and every
// language's catalogue with it: the web loads only the reader's language.
export const validationMessages = /* @__PURE__ */ new Messages(validation, { fr, pt, ar, sw });
