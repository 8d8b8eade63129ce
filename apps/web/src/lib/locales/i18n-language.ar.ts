import type { Translation } from '@sewee/shared/locales';
import type { language } from '../i18n-language';

export default {
  label: 'اللغة',
  siteTitle: 'Sewee — تعليم الأزياء في كل أنحاء أفريقيا',
  saveFailed: 'تعذّر حفظ لغتك في حسابك. ستبقى محفوظة على هذا الجهاز.',
} satisfies Translation<typeof language>;
