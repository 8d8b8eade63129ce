import type { Translation } from '@sewee/shared/locales';
import type { language } from '../i18n-language';

export default {
  label: 'Langue',
  saveFailed: 'Votre langue n’a pas pu être enregistrée sur votre compte. Vérifiez votre connexion et réessayez.',
} satisfies Translation<typeof language>;
