import type { CategoryId } from '../../options';

/** The course categories' names in this language (the web's filters and search, the server's search). */
export default {
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
} satisfies Record<CategoryId, string>;
