import type { Translation } from '@sewee/shared/locales';
import type { accountStatus } from '../i18n';

export default {
  rejectedTitle: 'Akaunti yako haikuidhinishwa',
  rejectedText:
    'Timu ya Sewee haikuidhinisha akaunti yako, kwa hiyo huwezi kuomba wala kununua kozi. Bado unaweza kuzitazama. Ili kuuliza sababu, au ukidhani hili ni kosa, tuandikie kwa barua pepe.',
  contact: 'Barua pepe:',
} satisfies Translation<typeof accountStatus>;
