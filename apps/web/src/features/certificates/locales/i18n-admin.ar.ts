import type { Translation } from '@sewee/shared/locales';
import type { certificatesAdmin } from '../i18n-admin';

export default {
  admin: {
    title: 'الشهادات الصادرة',
    intro: 'يحصل الطلاب على شهادة عند إتمام هذه الدورة. ألغِ أي شهادة صدرت عن طريق الخطأ: ستذكر صفحتها العامة عندئذٍ أنها لم تعد صالحة.',
    empty: 'لم تصدر أي شهادة لهذه الدورة بعد.',
    fetchError: 'تعذّر تحميل الشهادات.',
    student: 'الطالب',
    code: 'الرمز',
    completedOn: 'تاريخ الإتمام',
    status: 'الحالة',
    actions: 'الإجراءات',
    valid: 'صالحة',
    revokedOn: 'أُلغيت في {{date}}',
    revoke: 'إلغاء',
    revokeFor: 'إلغاء: شهادة {{name}}',
    revokeTitle: 'هل تريد إلغاء شهادة {{name}}؟',
    revokeText: 'سيرى كل من يتحقق من الرمز {{code}} أنها أُلغيت. لا يمكن التراجع عن ذلك.',
    reason: 'السبب',
    confirm: 'إلغاء الشهادة',
    cancel: 'تراجع',
    revoked: 'أُلغيت الشهادة.',
    revokeError: 'تعذّر إلغاء الشهادة. حاول مرة أخرى.',
  },
} satisfies Translation<typeof certificatesAdmin>;
