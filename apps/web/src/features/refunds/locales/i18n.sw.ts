import type { Translation } from '@sewee/shared/locales';
import type { refunds } from '../i18n';

export default {
  refunds: {
    title: 'Malipo ya kurejesha',
    intro:
      'Malipo ambayo hayakumwandikisha mtu yeyote: mwanafunzi alikuwa ameshanunua kozi, au alikataliwa kabla malipo hayajafika. Rejesha kila moja kwa mtoa huduma ya malipo ukitumia kumbukumbu yake, kisha uiwekee alama hapa. Mwanafunzi ameshatumiwa barua pepe.',
    student: 'Mwanafunzi',
    course: 'Kozi',
    amount: 'Kiasi',
    reference: 'Kumbukumbu ya malipo',
    reason: 'Sababu',
    paidAt: 'Tarehe ya malipo',
    status: 'Hali',
    actions: 'Vitendo',
    reasons: {
      duplicate: 'Alilipa mara mbili (ameshajiunga)',
      account_rejected: 'Akaunti imekataliwa',
      application_rejected: 'Ombi limekataliwa',
    },
    due: 'Ya kurejesha',
    refundedOn: 'Imerejeshwa {{date}}',
    mark: 'Weka alama: imerejeshwa',
    markFor: 'Weka alama: imerejeshwa — malipo ya {{name}} kwa {{course}}',
    loading: 'Inapakia…',
    marked: 'Imewekwa alama kuwa imerejeshwa.',
    markError: 'Imeshindwa kuweka alama kuwa malipo yamerejeshwa',
    empty: 'Hakuna malipo ya kurejesha.',
    fetchError: 'Imeshindwa kupata malipo ya kurejesha',
  },
} satisfies Translation<typeof refunds>;
