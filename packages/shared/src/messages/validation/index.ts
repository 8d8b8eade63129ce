import type { Locale } from '../../locales';
import type { Catalogue } from '../localize';
import en from './en';
import fr from './fr';
import pt from './pt';
import ar from './ar';
import sw from './sw';

/** The validation messages in every language (the server's; the web loads one language lazily). */
export const validationCatalogues: Record<Locale, Catalogue> = { en, fr, pt, ar, sw };
