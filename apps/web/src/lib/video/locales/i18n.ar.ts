import type { Translation } from '@sewee/shared/locales';
import type { video } from '../i18n';

export default {
  dataCost: {
    lecture: '{{duration}} · {{size}}',
    totalDataSaver: 'الدورة كاملة: {{duration}} · {{size}} بدقة 240p (توفير البيانات مفعّل).',
    totalBest: 'الدورة كاملة: {{duration}} · حتى {{size}} بأفضل جودة. مع توفير البيانات تستهلك أقل بكثير.',
    steps_zero: 'لا خطوات · {{size}}',
    steps_one: 'خطوة واحدة · {{size}}',
    steps_two: 'خطوتان · {{size}}',
    steps_few: '{{count}} خطوات · {{size}}',
    steps_many: '{{count}} خطوة · {{size}}',
    steps_other: '{{count}} خطوة · {{size}}',
    totalPhotos: 'الدورة كاملة: {{size}}.',
    partial: 'بعض الدروس ما زالت قيد التجهيز ولم تُحسب.',
  },
  dataSaver: {
    label: 'توفير البيانات',
    hint: 'تُعرض الدروس بدقة 240p (أو صوتًا فقط) لتستهلك بيانات جوال أقل.',
    saveError: 'تعذّر حفظ اختيارك لتوفير البيانات. يُرجى المحاولة مرة أخرى.',
  },
} satisfies Translation<typeof video>;
