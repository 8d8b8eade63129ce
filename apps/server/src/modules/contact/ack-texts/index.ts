import { Messages } from '@sewee/shared';
import { contactAckTexts } from './en';
import fr from './fr';
import pt from './pt';
import ar from './ar';
import sw from './sw';

/** The contact acknowledgement's texts in every language, by key. */
export const contactAckMessages = new Messages(contactAckTexts, { fr, pt, ar, sw });
