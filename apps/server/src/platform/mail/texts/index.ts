import { DEFAULT_LOCALE, LOCALES, Localizer, type Catalogue, type Locale } from '@sewee/shared';
import en from './en';
import fr from './fr';
import pt from './pt';
import ar from './ar';
import sw from './sw';

const catalogues: Record<Locale, Catalogue> = { en, fr, pt, ar, sw };

/** The e-mails' texts in every language. */
export const mailLocalizer = LOCALES.reduce((l, locale) => l.add(locale, catalogues[locale]), new Localizer(catalogues[DEFAULT_LOCALE]));
