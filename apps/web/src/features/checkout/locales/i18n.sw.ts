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
  waitingTitle: 'Malipo yamepokelewa, yanasubiri uthibitisho',
  waitingText:
    'Malipo kwa pesa za simu na uhamisho wa benki yanaweza kuchukua dakika chache kuthibitishwa. Ukurasa huu unakagua wenyewe na kufungua Kozi Zangu mara malipo yatakapothibitishwa.',
  waitingLeave:
    'Unaweza pia kuondoka kwenye ukurasa huu: kozi itaonekana kwenye Kozi Zangu na tutakutumia risiti kwa barua pepe malipo yakithibitishwa. Tafadhali usilipe mara ya pili.',
  amount: 'Kiasi',
  referenceLabel: 'Kumbukumbu',
  myCourses: 'Nenda kwenye Kozi Zangu',
  verifyError: 'Malipo hayakuweza kuthibitishwa.',
} satisfies Translation<typeof checkout>;
