import type { CategoryId } from '../../options';

/** The course categories' names in this language (the web's filters and search, the server's search). */
export default {
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
} satisfies Record<CategoryId, string>;
