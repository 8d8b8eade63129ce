import type { Translation } from '@sewee/shared/locales';
import type { myApplicationsTexts } from '../my-applications-i18n';

export default {
  myApplications: {
    title: 'طلباتي',
    empty: 'لم تتقدم إلى أي دورة بعد.',
    browse: 'تصفح الدورات',
    fetchError: 'تعذّر تحميل طلباتك',
    appliedOn: 'تاريخ الطلب {{date}}',
    statuses: {
      pending: 'قيد الانتظار',
      approved: 'مقبول',
      rejected: 'غير مقبول',
      waitlisted: 'على قائمة الانتظار',
      declined: 'تم التنازل',
      expired: 'منتهي الصلاحية',
    },
    hints: {
      pending: 'لم يتخذ فريق Sewee قراره بعد. ستصلك رسالة بالبريد الإلكتروني عندما يقرر.',
      approved: 'تم قبولك: افتح الدورة واضغط «اشترِ الآن» لتسجيل نفسك.',
      rejected: 'لم تتم الموافقة على هذا الطلب.',
      waitlisted: 'جميع المقاعد الممولة مشغولة: أنت على قائمة الانتظار. إذا شغر مقعد فسيكون لك عند وصول دورك وسنراسلك.',
      declined: 'لقد تنازلت عن هذا المكان.',
      expired: 'انتهت صلاحية هذا المقعد لأنك لم تسجّل في الوقت المحدد.',
      // "Your enrolment is done": no masculine adjective, since the student's gender is not known.
      enrolled: 'تمّ تسجيلك: الدورة موجودة في دوراتي.',
    },
    buyNow: 'مقبول: اشترِ الآن',
    continue: 'متابعة الدورة',
    open: 'افتح {{course}}',
    intake: 'دفعة {{name}}',
    position: 'الترتيب {{position}} على قائمة الانتظار',
    enrolBy: 'سجّل قبل {{date}}',
    adminMessage: 'رسالة من فريق Sewee:',
  },
} satisfies Translation<typeof myApplicationsTexts>;
