import type { Translation } from '@sewee/shared/locales';
import type { pattern } from '../i18n';

export default {
  designs: {
    bella: 'Molde base do corpete',
    penelope: 'Saia lápis',
    teagan: 'T-shirt',
    waralee: 'Calças de envolver',
  },
  yourPattern: 'O seu molde: {{design}}',
} satisfies Translation<typeof pattern>;
