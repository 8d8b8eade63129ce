import type { Translation } from '@sewee/shared/locales';
import type { instructor } from '../i18n';

export default {
  dashboard: 'Painel',
  createCourse: 'Criar novo curso',
  nav: {
    view: 'Área do formador',
    label: 'Secções da área do formador',
    dashboard: 'Painel',
    students: 'Estudantes interessados',
    courses: 'Cursos',
    refunds: 'Pagamentos a reembolsar',
    reach: 'Alcance',
    reviews: 'Avaliações',
    learners: 'Alunos',
    intakes: 'Turmas',
    logout: 'Terminar sessão',
    profile: 'Perfil',
  },
  reviews: {
    waitingCount: '{{count}} à espera',
  },
} satisfies Translation<typeof instructor>;
