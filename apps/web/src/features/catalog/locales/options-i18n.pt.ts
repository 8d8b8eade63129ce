import type { Translation } from '@sewee/shared/locales';
import type { catalogOptions } from '../options-i18n';

export default {
  options: {
    'beginner-to-advanced-fashion': 'Curso de moda, do nível iniciante ao avançado',
    'professional-makeup': 'Maquilhagem profissional',
    beading: 'Missangas',
    'male-fashion': 'Moda masculina',
    'tie-and-dye-batik': 'Tie-dye / Batik',
    'bag-making': 'Fabrico de malas',
    'shoe-making': 'Fabrico de sapatos',
    crochet: 'Croché',
    'hair-fascinators-and-hats': 'Toucados e chapéus',
    'jewelries-and-accessories': 'Joias e acessórios',
    'fashion-technology-and-illustration': 'Tecnologia e ilustração de moda',
    'ready-to-wear-brand': 'Criar uma marca de pronto-a-vestir',
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
  },
} satisfies Translation<typeof catalogOptions>;
