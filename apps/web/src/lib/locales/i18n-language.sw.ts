import type { Translation } from '@sewee/shared/locales';
import type { language } from '../i18n-language';

export default {
  label: 'Lugha',
  saveFailed: 'Lugha yako haikuweza kuhifadhiwa kwenye akaunti yako. Angalia muunganisho wako kisha ujaribu tena.',
} satisfies Translation<typeof language>;
