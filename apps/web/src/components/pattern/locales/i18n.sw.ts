import type { Translation } from '@sewee/shared/locales';
import type { pattern } from '../i18n';

export default {
  designs: {
    bella: 'Pateni ya msingi ya blauzi',
    penelope: 'Sketi ya penseli',
    teagan: 'Fulana (T-shirt)',
    waralee: 'Suruali ya kufunga',
  },
  yourPattern: 'Pateni yako: {{design}}',
} satisfies Translation<typeof pattern>;
