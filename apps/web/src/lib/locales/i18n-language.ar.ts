import type { Translation } from '@sewee/shared/locales';
import type { language } from '../i18n-language';

export default {
  label: 'اللغة',
  saveFailed: 'تعذّر حفظ لغتك في حسابك. تحقّق من اتصالك وحاول مرة أخرى.',
} satisfies Translation<typeof language>;
