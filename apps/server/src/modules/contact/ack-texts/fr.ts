import type { Translation } from '@sewee/shared';
import type { contactAckTexts } from './en';

export default {
  subject: 'Nous avons bien reçu votre message',
  title: 'Merci d’avoir écrit à Sewee',
  body: 'Nous avons bien reçu votre message et nous vous répondrons à cette adresse, en général sous deux jours ouvrés.',
  notYou: 'Si vous ne nous avez pas écrit, ignorez cet e-mail.',
} satisfies Translation<typeof contactAckTexts>;
