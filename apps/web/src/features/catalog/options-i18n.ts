import { registerNamespace } from '../../lib/i18n';

/**
 * The catalogue's filter choices (categories, levels, course languages) as people read them: the
 * shared options' English labels (@sewee/shared/options), translatable (issue 13). A test checks
 * every shared option has its text here.
 */
export const catalogOptions = {
  options: {
    'beginner-to-advanced-fashion': 'Beginner to Advanced Fashion Course',
    'professional-makeup': 'Professional Makeup',
    beading: 'Beading',
    'male-fashion': 'Male Fashion',
    'tie-and-dye-batik': 'Tie and Dye / Batik',
    'bag-making': 'Bag Making',
    'shoe-making': 'Shoe Making',
    crochet: 'Crochet',
    'hair-fascinators-and-hats': 'Hair Fascinators and Hats',
    'jewelries-and-accessories': 'Jewelries and Accessories',
    'fashion-technology-and-illustration': 'Fashion Technology and Illustration',
    'ready-to-wear-brand': 'Starting a Ready-to-Wear Brand',
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
    english: 'English',
    spanish: 'Spanish',
    french: 'French',
    german: 'German',
    chinese: 'Chinese',
    japanese: 'Japanese',
    korean: 'Korean',
    portuguese: 'Portuguese',
    arabic: 'Arabic',
    russian: 'Russian',
  },
};

registerNamespace('catalog', catalogOptions, import.meta.glob('./locales/options-i18n.*.ts'));
