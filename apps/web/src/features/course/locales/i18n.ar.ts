import type { Translation } from '@sewee/shared/locales';
import type { course } from '../i18n';

export default {
  details: 'تفاصيل الدورة',
  loading: 'جارٍ تحميل الدورة…',
  backToProfile: 'العودة إلى الملف الشخصي',
  createdBy: 'من إعداد {{name}}',
  created: 'أُنشئت في {{date}}',
  language: 'اللغة: {{language}}',
  studentsOne: 'الطلاب: {{count}}',
  studentsMany: 'الطلاب: {{count}}',
  learn: 'ماذا ستتعلّم',
  description: 'وصف الدورة',
  curriculum: 'منهج الدورة',
  freePreview: 'معاينة مجانية',
  locked: 'متاح بعد الشراء',
  previewTitle: 'معاينة الدورة',
  previewList: 'دروس المعاينة المجانية',
  close: 'إغلاق',
  noPreview: 'لا توجد معاينة مجانية لهذه الدورة بعد.',
  loadingVideo: 'جارٍ تحميل الفيديو…',
  price: 'السعر',
  actions: {
    apply: 'قدّم طلبك',
    pending: 'الطلب قيد المراجعة',
    buy: 'اشترِ الآن',
    rejected: 'رُفض الطلب',
    go: 'الذهاب إلى الدورة',
  },
  actionHints: {
    pending: 'سيراجع أحد المدرّبين طلب التحاقك. بعد قبوله يمكنك شراء الدورة من هنا.',
    rejected: 'لم يُقبل طلب التحاقك بهذه الدورة.',
  },
  toasts: {
    missingUser: 'بيانات المستخدم ناقصة. يُرجى تسجيل الدخول مرة أخرى.',
    applied: 'تم إرسال طلب الالتحاق بنجاح',
    applyFailed: 'تعذّر إرسال طلب الالتحاق',
    orderFailed: 'تعذّر بدء عملية الدفع. يُرجى المحاولة مرة أخرى.',
    redirecting: 'جارٍ فتح صفحة الدفع الآمنة…',
  },
} satisfies Translation<typeof course>;
