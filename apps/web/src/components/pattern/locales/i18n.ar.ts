import type { Translation } from '@sewee/shared/locales';
import type { pattern } from '../i18n';

export default {
  designs: {
    bella: 'باترون الصدار الأساسي',
    penelope: 'تنورة مستقيمة',
    teagan: 'تي شيرت',
    waralee: 'بنطال ملفوف',
  },
  yourPattern: 'باترونك: {{design}}',
} satisfies Translation<typeof pattern>;
