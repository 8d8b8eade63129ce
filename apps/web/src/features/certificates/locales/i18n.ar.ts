import type { Translation } from '@sewee/shared/locales';
import type { certificates } from '../i18n';

export default {
  mine: {
    title: 'شهادتك',
    loading: 'جارٍ تحميل شهادتك…',
    loadError: 'تعذّر تحميل شهادتك. تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'حاول مرة أخرى',
    notYet: 'ليس بعد',
    backToCourse: 'العودة إلى الدورة',
    myCourses: 'دوراتي',
    download: 'تنزيل ملف PDF',
    openPublic: 'فتح الصفحة العامة',
    share: 'يستطيع أي شخص التحقق من هذه الشهادة بمسح رمز QR أو بكتابة الرمز في العنوان أدناه.',
  },
  verify: {
    title: 'شهادة إتمام',
    loading: 'جارٍ التحقق من الشهادة…',
    loadError: 'تعذّر التحقق من الشهادة. تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'حاول مرة أخرى',
    valid: 'شهادة صالحة',
    validText: 'تؤكد Sewee أن هذه الشهادة أصلية.',
    revoked: 'أُلغيت هذه الشهادة',
    revokedText: 'سحبت Sewee هذه الشهادة في {{date}}. لم تعد صالحة.',
    notFound: 'لا توجد شهادة بهذا الرمز',
    notFoundText: 'تحقّق من الرمز المكتوب على الشهادة واكتبه مرة أخرى. تستخدم الرموز الحروف من A إلى Z والأرقام من 2 إلى 9.',
    checkAnother: 'التحقق من رمز آخر',
    codeLabel: 'رمز الشهادة',
    check: 'تحقّق',
  },
  details: {
    // Gender-neutral (the student's gender is not known): "certifies the completion by {name} of the course".
    certifies: 'تشهد هذه الوثيقة بإتمام',
    completed: 'للدورة',
    instructor: 'المدرّب',
    completedOn: 'تاريخ الإتمام',
    code: 'رمز الشهادة',
    qr: 'رمز QR لعنوان التحقق {{url}}',
  },
} satisfies Translation<typeof certificates>;
