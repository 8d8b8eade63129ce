import type { CategoryId } from '../../options';
import type { Locale } from '../../locales';
import en from './en';
import fr from './fr';
import pt from './pt';
import ar from './ar';
import sw from './sw';

/** Every category's name in every language (the server's search; the web loads one language with its catalogue). */
export const categoryNames: Record<Locale, Record<CategoryId, string>> = { en, fr, pt, ar, sw };
