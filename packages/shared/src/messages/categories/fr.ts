import type { CategoryId } from '../../options';

/** The course categories' names in this language (the web's filters and search, the server's search). */
export default {
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
} satisfies Record<CategoryId, string>;
