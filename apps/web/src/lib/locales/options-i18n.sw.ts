import type { Translation } from '@sewee/shared/locales';
import type { optionTexts } from '../options-i18n';

export default {
  beginner: 'Mwanzo',
  intermediate: 'Kati',
  advanced: 'Juu',
  english: 'Kiingereza',
  spanish: 'Kihispania',
  french: 'Kifaransa',
  german: 'Kijerumani',
  chinese: 'Kichina',
  japanese: 'Kijapani',
  korean: 'Kikorea',
  portuguese: 'Kireno',
  arabic: 'Kiarabu',
  russian: 'Kirusi',
} satisfies Translation<typeof optionTexts>;
