import type { Translation } from '@sewee/shared/locales';
import type { catalogOptions } from '../options-i18n';

export default {
  options: {
    'beginner-to-advanced-fashion': 'Cours de mode, du niveau débutant à avancé',
    'professional-makeup': 'Maquillage professionnel',
    beading: 'Perlage',
    'male-fashion': 'Mode masculine',
    'tie-and-dye-batik': 'Teinture nouée / Batik',
    'bag-making': 'Fabrication de sacs',
    'shoe-making': 'Fabrication de chaussures',
    crochet: 'Crochet',
    'hair-fascinators-and-hats': 'Bibis et chapeaux',
    'jewelries-and-accessories': 'Bijoux et accessoires',
    'fashion-technology-and-illustration': 'Technologie et illustration de mode',
    'ready-to-wear-brand': 'Lancer une marque de prêt-à-porter',
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
  },
} satisfies Translation<typeof catalogOptions>;
