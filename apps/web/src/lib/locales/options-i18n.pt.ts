import type { Translation } from '@sewee/shared/locales';
import type { optionTexts } from '../options-i18n';

export default {
  beginner: 'Iniciante',
  intermediate: 'Intermédio',
  advanced: 'Avançado',
  english: 'Inglês',
  spanish: 'Espanhol',
  french: 'Francês',
  german: 'Alemão',
  chinese: 'Chinês',
  japanese: 'Japonês',
  korean: 'Coreano',
  portuguese: 'Português',
  arabic: 'Árabe',
  russian: 'Russo',
} satisfies Translation<typeof optionTexts>;
