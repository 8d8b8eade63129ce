import type { Translation } from '@sewee/shared/locales';
import type { certificatesAdmin } from '../i18n-admin';

export default {
  admin: {
    title: 'Vyeti vilivyotolewa',
    intro:
      'Wanafunzi hupata cheti wanapohitimu kozi hii. Batilisha cheti kilichotolewa kimakosa: ukurasa wake wa umma utasema si halali tena.',
    empty: 'Bado hakuna cheti kilichotolewa kwa kozi hii.',
    fetchError: 'Vyeti havikuweza kupakiwa.',
    student: 'Mwanafunzi',
    code: 'Msimbo',
    completedOn: 'Alihitimu tarehe',
    status: 'Hali',
    actions: 'Vitendo',
    valid: 'Halali',
    revokedOn: 'Kilibatilishwa tarehe {{date}}',
    revoke: 'Batilisha',
    revokeFor: 'Batilisha: cheti cha {{name}}',
    revokeTitle: 'Ubatilishe cheti cha {{name}}?',
    revokeText: 'Yeyote atakayethibitisha msimbo {{code}} ataona kwamba kimebatilishwa. Hatua hii haiwezi kutenguliwa.',
    reason: 'Sababu',
    confirm: 'Batilisha cheti',
    cancel: 'Ghairi',
    revoked: 'Cheti kimebatilishwa.',
    revokeError: 'Cheti hakikuweza kubatilishwa. Tafadhali jaribu tena.',
  },
} satisfies Translation<typeof certificatesAdmin>;
