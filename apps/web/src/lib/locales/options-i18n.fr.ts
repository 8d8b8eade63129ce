import type { Translation } from '@sewee/shared/locales';
import type { optionTexts } from '../options-i18n';

export default {
  beginner: 'Débutant',
  intermediate: 'Intermédiaire',
  advanced: 'Avancé',
  english: 'Anglais',
  spanish: 'Espagnol',
  french: 'Français',
  german: 'Allemand',
  chinese: 'Chinois',
  japanese: 'Japonais',
  korean: 'Coréen',
  portuguese: 'Portugais',
  arabic: 'Arabe',
  russian: 'Russe',
} satisfies Translation<typeof optionTexts>;
