import type { Translation } from '@sewee/shared/locales';
import type { checkout } from '../i18n';

export default {
  processing: 'جارٍ معالجة الدفع… يُرجى الانتظار',
  failed: 'فشلت عملية الدفع',
  failedTitle: 'لم تكتمل عملية الدفع',
  failedText:
    'أُلغيت عملية الدفع أو تعذّر التحقق منها، لذلك لم تلتحق بالدورة بعد. إذا كنت قد ألغيتها، فلم يُقتطع أي مبلغ. يمكنك المحاولة مرة أخرى من صفحة الدورة.',
  missingText: 'لم نتمكن من معرفة عملية الدفع هذه، لأن صفحة الدفع لم تُرجع مرجعها.',
  serverSaid: 'التفاصيل: {{message}}',
  reference: 'مرجع الدفع: {{reference}}',
  keepReference: 'إذا اقتُطع مبلغ من حسابك، فتواصل مع الدعم وأرسل لهم هذا المرجع.',
  backToCourse: 'العودة إلى الدورة',
  browseCourses: 'تصفّح الدورات',
  verifyError: 'تعذّر التحقق من عملية الدفع.',
} satisfies Translation<typeof checkout>;
