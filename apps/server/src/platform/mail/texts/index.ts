import { Messages } from '@sewee/shared';
import { mailTexts } from './en';
import fr from './fr';
import pt from './pt';
import ar from './ar';
import sw from './sw';

/** The e-mails' texts in every language, by key. */
export const mailMessages = new Messages(mailTexts, { fr, pt, ar, sw });
