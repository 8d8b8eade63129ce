import { Messages } from '@sewee/shared';
import { sandboxTexts } from './en';
import fr from './fr';
import pt from './pt';
import ar from './ar';
import sw from './sw';

/** The sandbox checkout page's texts in every language, by key. */
export const sandboxMessages = new Messages(sandboxTexts, { fr, pt, ar, sw });
