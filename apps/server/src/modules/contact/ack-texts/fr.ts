// English placeholder: the translator replaces this file with the fr translation (issue 13).
import type { Translation } from '@sewee/shared';
import type { contactAckTexts } from './en';

export default {
  subject: 'We received your message',
  title: 'Thank you for writing to Sewee',
  body: 'We received your message and will answer at this address, usually within two working days.',
  notYou: 'If you did not write to us, ignore this e-mail.',
} satisfies Translation<typeof contactAckTexts>;
