import type { Translation } from '@sewee/shared/locales';
import type { checkout } from '../i18n';

export default {
  processing: 'Malipo yanashughulikiwa… Tafadhali subiri',
  failed: 'Malipo yameshindikana',
  failedTitle: 'Malipo yako hayakukamilika',
  failedText:
    'Malipo yalighairiwa au hayakuweza kuthibitishwa, kwa hiyo bado hujajiunga na kozi. Kama uliyaghairi, hakuna pesa iliyokatwa. Unaweza kujaribu tena kutoka ukurasa wa kozi.',
  missingText: 'Hatukuweza kujua ni malipo yapi haya, kwa sababu ukurasa wa malipo haukurudisha kumbukumbu yake.',
  serverSaid: 'Maelezo: {{message}}',
  reference: 'Kumbukumbu ya malipo: {{reference}}',
  keepReference: 'Kama pesa zimekatwa kwenye akaunti yako, wasiliana na huduma kwa wateja ukitumia kumbukumbu hii.',
  backToCourse: 'Rudi kwenye kozi',
  browseCourses: 'Vinjari kozi',
  verifyError: 'Malipo hayakuweza kuthibitishwa.',
} satisfies Translation<typeof checkout>;
