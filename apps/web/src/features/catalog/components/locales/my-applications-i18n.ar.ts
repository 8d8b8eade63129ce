import type { Translation } from '@sewee/shared/locales';
import type { myApplicationsTexts } from '../my-applications-i18n';

export default {
  myApplications: {
    title: 'طلباتي',
    empty: 'لم تتقدم إلى أي دورة بعد.',
    browse: 'تصفح الدورات',
    fetchError: 'تعذّر تحميل طلباتك',
    appliedOn: 'تاريخ الطلب {{date}}',
    statuses: { pending: 'قيد الانتظار', approved: 'مقبول', rejected: 'غير مقبول' },
    hints: {
      pending: 'لم يتخذ فريق Sewee قراره بعد. ستصلك رسالة بالبريد الإلكتروني عندما يقرر.',
      approved: 'تم قبولك: افتح الدورة واضغط «اشترِ الآن» لتسجيل نفسك.',
      rejected: 'لم تتم الموافقة على هذا الطلب.',
    },
    buyNow: 'مقبول: اشترِ الآن',
    open: 'افتح {{course}}',
    adminMessage: 'رسالة من فريق Sewee:',
  },
} satisfies Translation<typeof myApplicationsTexts>;
