import { Messages } from '@sewee/shared';
import { pdfTexts } from './en';
import fr from './fr';
import pt from './pt';
import ar from './ar';
import sw from './sw';

/** The certificate PDF's words in every language, by key. */
export const pdfMessages = new Messages(pdfTexts, { fr, pt, ar, sw });
