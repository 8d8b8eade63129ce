import type { Translation } from '@sewee/shared/locales';
import type { reviews } from '../i18n';

export default {
  reviews: {
    title: 'Avaliações',
    intro: 'As fotos que os alunos enviaram dos exercícios práticos, as mais antigas primeiro.',
    status: 'Mostrar',
    statuses: {
      waiting: 'À espera de avaliação',
      passed: 'Aprovado',
      needs_work: 'Precisa de melhorias',
    },
    course: 'Curso',
    allCourses: 'Todos os cursos',
    empty: 'Nada aqui.',
    fetchError: 'Não foi possível carregar as avaliações',
    round: 'Envio {{n}}',
    sentOn: 'Enviado em {{date}}',
    photo: 'Envio {{round}}, foto {{n}} de {{piece}} de {{name}}',
    earlier: 'Envios anteriores ({{count}})',
    comment: 'Comentário para o aluno',
    commentHint: 'Obrigatório para «Precisa de melhorias».',
    passed: 'Aprovado',
    needsWork: 'Precisa de melhorias',
    reviewError: 'Não foi possível guardar a avaliação',
    reviewed: 'Avaliação guardada. O aluno recebe um e-mail.',
    instructions: 'Instruções',
    page: 'Página {{n}}',
  },
} satisfies Translation<typeof reviews>;
