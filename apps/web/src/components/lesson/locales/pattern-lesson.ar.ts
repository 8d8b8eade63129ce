import type { Translation } from '@sewee/shared/locales';
import type { patternLesson } from '../pattern-i18n';

export default {
  draft: 'ارسم باتروني',
  drafting: 'جارٍ رسم باترونك…',
  intro: 'يُرسم على مقاساتك أنت، على هذا الهاتف. ويعمل دون اتصال بعد تنزيل الدرس.',
  drawing: 'باترونك، مرسوم على مقاساتك',
  seamAllowance: 'هامش الخياطة',
  paper: 'حجم الورق',
  a4: 'A4',
  letter: 'Letter',
  downloadPdf: 'تنزيل PDF',
  noPrinter: 'لا طابعة لديك؟',
  closeSheet: 'العودة إلى الباترون',
  lines: 'الخطوط، بالترتيب حول القطعة',
  downloadDimensions: 'تنزيل بصيغة PDF',
  point: 'النقطة',
  across: 'إلى اليمين',
  down: 'إلى الأسفل',
  askMissing: 'لرسمه، يحتاج هذا الباترون إلى هذه المقاسات:',
  draftError: 'تعذّر رسم هذا الباترون بمقاساتك. راجعها في مقاساتي.',
  loadError: 'تعذّر رسم الباترون: لم تُحمَّل شيفرة الرسم. تحقّق من اتصالك وحاول مرة أخرى.',
  measurementsError: 'تعذّر تحميل مقاساتك. تحقّق من اتصالك وحاول مرة أخرى.',
  pdfError: 'تعذّر إنشاء ملف PDF. حاول مرة أخرى.',
  signIn: 'سجّل الدخول لرسم هذا الباترون على مقاساتك.',
} satisfies Translation<typeof patternLesson>;
