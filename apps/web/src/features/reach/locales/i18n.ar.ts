import type { Translation } from '@sewee/shared/locales';
import type { reach } from '../i18n';

export default {
  reach: {
    title: 'الانتشار',
    intro: 'مدى قرب هذا العام من أهداف المنحة: الطلاب المقبولون والبلدان الأفريقية التي وصلنا إليها.',
    year: 'السنة',
    fetchError: 'تعذّر تحميل ملخص الانتشار',
    downloadCsv: 'تنزيل كل الطلبات (CSV)',
    targets: {
      students: 'الطلاب المقبولون: {{count}} من {{target}}',
      countries: 'البلدان التي وصلنا إليها: {{count}} من {{target}}',
    },
    funnel: {
      title: 'مسار التسجيل',
      signedUp: 'أنشؤوا حسابًا',
      verified: 'أكّدوا بريدهم',
      applied: 'تقدّموا بطلب',
      admitted: 'مقبولون',
      enrolled: 'مسجّلون',
      completed: 'أتمّوا الدورة',
    },
    chart: {
      title: 'الطلاب المقبولون حسب البلد',
      desc: 'عمود لكل بلد من البلدان الأفريقية الـ54؛ البلدان التي لم يُقبل منها أحد بعد مميّزة. الأرقام نفسها في الجدول أدناه.',
      none: 'لا أحد بعد',
      others: 'بلدان أخرى أو بلا بلد: {{count}} مقبول',
    },
    table: {
      caption: 'الطلاب حسب البلد',
      country: 'البلد',
      applicants: 'المتقدمون',
      admitted: 'المقبولون',
      enrolled: 'المسجّلون',
      completed: 'أتمّوا',
    },
    courses: {
      caption: 'الدورات',
      course: 'الدورة',
      applicants: 'المتقدمون',
      admitted: 'المقبولون',
      completionRate: 'نسبة الإتمام',
      none: 'لا توجد طلبات لأي دورة هذه السنة.',
    },
  },
} satisfies Translation<typeof reach>;
