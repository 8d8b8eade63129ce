import type { Translation } from '@sewee/shared/locales';
import type { myApplicationsTexts } from '../my-applications-i18n';

export default {
  myApplications: {
    title: 'Maombi yangu',
    empty: 'Bado hujaomba kozi yoyote.',
    browse: 'Vinjari kozi',
    fetchError: 'Imeshindikana kupakia maombi yako',
    appliedOn: 'Uliomba tarehe {{date}}',
    statuses: { pending: 'Inasubiri', approved: 'Limekubaliwa', rejected: 'Halikukubaliwa' },
    hints: {
      pending: 'Timu ya Sewee bado haijaamua. Utapokea barua pepe itakapoamua.',
      approved: 'Umekubaliwa: fungua kozi na ubonyeze Nunua sasa ili ujiandikishe.',
      rejected: 'Ombi hili halikukubaliwa.',
    },
    buyNow: 'Limekubaliwa: Nunua sasa',
    open: 'Fungua {{course}}',
    adminMessage: 'Ujumbe kutoka kwa timu ya Sewee:',
  },
} satisfies Translation<typeof myApplicationsTexts>;
