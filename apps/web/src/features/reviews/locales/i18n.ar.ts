import type { Translation } from '@sewee/shared/locales';
import type { reviews } from '../i18n';

export default {
  reviews: {
    title: 'المراجعات',
    intro: 'الصور التي أرسلها الطلاب لقطعهم التطبيقية، الأقدم أولًا.',
    status: 'اعرض',
    statuses: {
      waiting: 'بانتظار المراجعة',
      passed: 'ناجحة',
      needs_work: 'تحتاج إلى عمل',
    },
    course: 'الدورة',
    allCourses: 'كل الدورات',
    empty: 'لا شيء هنا.',
    fetchError: 'تعذّر تحميل المراجعات',
    round: 'الإرسال {{n}}',
    sentOn: 'أُرسل في {{date}}',
    photo: 'الإرسال {{round}}، الصورة {{n}} من {{piece}} من {{name}}',
    earlier: 'الإرسالات السابقة ({{count}})',
    comment: 'تعليق للطالب',
    commentHint: 'مطلوب عند «تحتاج إلى عمل».',
    passed: 'ناجحة',
    needsWork: 'تحتاج إلى عمل',
    reviewError: 'تعذّر حفظ المراجعة',
    reviewed: 'حُفظت المراجعة. سيصل الطالب بريد إلكتروني.',
    instructions: 'التعليمات',
    page: 'الصفحة {{n}}',
  },
} satisfies Translation<typeof reviews>;
