import type { Translation } from '@sewee/shared/locales';
import type { catalogOptions } from '../options-i18n';

export default {
  options: {
    'beginner-to-advanced-fashion': 'Kozi ya mitindo kuanzia mwanzo hadi kiwango cha juu',
    'professional-makeup': 'Upodozi wa kitaalamu',
    beading: 'Ushanga',
    'male-fashion': 'Mitindo ya wanaume',
    'tie-and-dye-batik': 'Kufunga na kutia rangi / Batiki',
    'bag-making': 'Kutengeneza mikoba',
    'shoe-making': 'Kutengeneza viatu',
    crochet: 'Kroshia',
    'hair-fascinators-and-hats': 'Mapambo ya nywele na kofia',
    'jewelries-and-accessories': 'Vito na mapambo',
    'fashion-technology-and-illustration': 'Teknolojia na uchoraji wa mitindo',
    'ready-to-wear-brand': 'Kuanzisha chapa ya mavazi ya dukani',
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
