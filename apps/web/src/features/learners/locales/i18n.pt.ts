import type { Translation } from '@sewee/shared/locales';
import type { learners } from '../i18n';

export default {
  learners: {
    title: 'Alunos',
    course: 'Curso',
    chooseCourse: 'Escolha um curso',
    searchLabel: 'Pesquisar alunos',
    stuckOnly: 'Só alunos parados',
    stuckHint: 'Parado: sem atividade há 14 dias e curso por concluir.',
    empty: 'Nenhum aluno inscrito corresponde.',
    fetchError: 'Não foi possível carregar os alunos',
    name: 'Nome',
    lectures: 'Aulas vistas',
    lecturesOf: '{{n}} de {{m}}',
    pieces: 'Exercícios práticos',
    piecesCounts: '{{passed}} aprovado(s) · {{waiting}} à espera · {{needsWork}} a melhorar',
    lastActivity: 'Última atividade',
    status: 'Estado',
    completed: 'Concluído',
    stuck: 'Parado',
    active: 'Em curso',
    pages: 'Páginas de alunos',
    page: 'Página {{n}}',
    searchPlaceholder: 'Pesquisar por nome ou e-mail',
  },
} satisfies Translation<typeof learners>;
