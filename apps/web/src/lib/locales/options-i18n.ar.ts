import type { Translation } from '@sewee/shared/locales';
import type { optionTexts } from '../options-i18n';

export default {
  beginner: 'مبتدئ',
  intermediate: 'متوسط',
  advanced: 'متقدم',
  english: 'الإنجليزية',
  spanish: 'الإسبانية',
  french: 'الفرنسية',
  german: 'الألمانية',
  chinese: 'الصينية',
  japanese: 'اليابانية',
  korean: 'الكورية',
  portuguese: 'البرتغالية',
  arabic: 'العربية',
  russian: 'الروسية',
} satisfies Translation<typeof optionTexts>;
