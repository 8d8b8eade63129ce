import type { Translation } from '@sewee/shared/locales';
import type { pattern } from '../i18n';

export default {
  designs: {
    bella: 'Bloc corsage',
    penelope: 'Jupe droite',
    teagan: 'T-shirt',
    waralee: 'Pantalon portefeuille',
  },
  yourPattern: 'Votre patron : {{design}}',
} satisfies Translation<typeof pattern>;
