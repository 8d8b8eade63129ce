import type { Translation } from '@sewee/shared/locales';
import type { catalogOptions } from '../options-i18n';

export default {
  options: {
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
  },
} satisfies Translation<typeof catalogOptions>;
