import type { Translation } from '@sewee/shared/locales';
import type { myApplicationsTexts } from '../my-applications-i18n';

export default {
  myApplications: {
    title: 'Maombi yangu',
    empty: 'Bado hujaomba kozi yoyote.',
    browse: 'Vinjari kozi',
    fetchError: 'Imeshindikana kupakia maombi yako',
    appliedOn: 'Uliomba tarehe {{date}}',
    statuses: {
      pending: 'Inasubiri',
      approved: 'Limekubaliwa',
      rejected: 'Halikukubaliwa',
      waitlisted: 'Orodha ya kusubiri',
      declined: 'Umeacha',
      expired: 'Muda umekwisha',
    },
    hints: {
      pending: 'Timu ya Sewee bado haijaamua. Utapokea barua pepe itakapoamua.',
      approved: 'Umekubaliwa: fungua kozi na ubonyeze Nunua sasa ili ujiandikishe.',
      rejected: 'Ombi hili halikukubaliwa.',
      waitlisted:
        'Nafasi zote zilizofadhiliwa zimejaa: uko kwenye orodha ya kusubiri. Nafasi ikiachwa, itakuwa yako kwa zamu yako na tutakutumia barua pepe.',
      declined: 'Uliacha nafasi hii.',
      expired: 'Muda wa nafasi hii umekwisha kwa sababu hukujiandikisha kwa wakati.',
      enrolled: 'Umejiandikisha: kozi iko kwenye Kozi zangu.',
    },
    buyNow: 'Limekubaliwa: Nunua sasa',
    continue: 'Endelea na kozi',
    open: 'Fungua {{course}}',
    intake: 'Awamu ya {{name}}',
    position: 'Nafasi ya {{position}} kwenye orodha ya kusubiri',
    enrolBy: 'Jiandikishe kabla ya {{date}}',
    adminMessage: 'Ujumbe kutoka kwa timu ya Sewee:',
  },
} satisfies Translation<typeof myApplicationsTexts>;
