import type { Translation } from '@sewee/shared/locales';
import type { language } from '../i18n-language';

export default {
  label: 'Idioma',
  saveFailed: 'Não foi possível guardar o seu idioma na sua conta. Verifique a sua ligação e tente novamente.',
} satisfies Translation<typeof language>;
