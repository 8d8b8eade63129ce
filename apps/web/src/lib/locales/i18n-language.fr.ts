import type { Translation } from '@sewee/shared/locales';
import type { language } from '../i18n-language';

export default {
  label: 'Langue',
  siteTitle: "Sewee — La formation à la mode à travers l'Afrique",
  saveFailed: "Votre langue n'a pas pu être enregistrée sur votre compte. Elle reste choisie sur cet appareil.",
} satisfies Translation<typeof language>;
