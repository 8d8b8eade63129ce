import { registerNamespace } from '../../lib/i18n';

/** Strings of pattern lessons (namespace "pattern"): the designs' names, the drafted pattern, its PDF and dimensions sheet. */
export const pattern = {
  designs: {
    bella: 'Bodice block',
    penelope: 'Pencil skirt',
    teagan: 'T-shirt',
    waralee: 'Wrap trousers',
  },
  yourPattern: 'Your pattern: {{design}}',
};

registerNamespace('pattern', pattern, import.meta.glob('./locales/i18n.*.ts'));
