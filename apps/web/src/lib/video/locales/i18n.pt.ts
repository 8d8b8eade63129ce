import type { Translation } from '@sewee/shared/locales';
import type { video } from '../i18n';

export default {
  dataCost: {
    lecture: '{{duration}} · {{size}}',
    totalDataSaver: 'Curso completo: {{duration}} · {{size}} em 240p (poupança de dados ativa).',
    totalBest: 'Curso completo: {{duration}} · até {{size}} na melhor qualidade. Com a poupança de dados, gasta muito menos.',
    steps_one: '{{count}} passo · {{size}}',
    steps_other: '{{count}} passos · {{size}}',
    totalPhotos: 'Curso completo: {{size}}.',
    partial: 'Algumas aulas ainda estão a ser preparadas e não são contadas.',
  },
  dataSaver: {
    label: 'Poupança de dados',
    hint: 'As aulas são reproduzidas em 240p (ou só áudio) para gastar menos dados móveis.',
    saveError: 'Não foi possível guardar a sua escolha de poupança de dados. Tente novamente.',
  },
} satisfies Translation<typeof video>;
