import type { Translation } from '@sewee/shared/locales';
import type { course } from '../i18n';

export default {
  details: 'Detalhes do curso',
  loading: 'A carregar o curso…',
  backToProfile: 'Voltar ao perfil',
  createdBy: 'Criado por {{name}}',
  created: 'Criado em {{date}}',
  language: 'Língua: {{language}}',
  students_zero: '{{count}} estudantes',
  students_one: '{{count}} estudante',
  students_many: '{{count}} de estudantes',
  students_other: '{{count}} estudantes',
  learn: 'O que vai aprender',
  description: 'Descrição do curso',
  curriculum: 'Programa do curso',
  freePreview: 'Amostra gratuita',
  locked: 'Disponível após a compra',
  previewTitle: 'Amostra do curso',
  previewList: 'Aulas de amostra gratuita',
  close: 'Fechar',
  noPreview: 'Este curso ainda não tem amostra gratuita.',
  loadingVideo: 'A carregar o vídeo…',
  price: 'Preço',
  missing: {
    title: 'Este curso não existe ou já não está disponível',
    allCourses: 'Todos os cursos',
  },
  actions: {
    apply: 'Candidatar-se',
    pending: 'Candidatura pendente',
    buy: 'Comprar agora',
    enrolFree: 'Inscrever-se grátis',
    rejected: 'Candidatura recusada',
    go: 'Ir para o curso',
  },
  actionHints: {
    pending: 'Um formador vai analisar a sua candidatura. Quando for aprovada, pode comprar o curso aqui.',
    rejected: 'A sua candidatura a este curso não foi aceite.',
  },
  toasts: {
    missingUser: 'Faltam dados do utilizador. Inicie sessão novamente.',
    applied: 'Candidatura enviada com sucesso',
    applyFailed: 'Não foi possível enviar a candidatura',
    orderFailed: 'Não foi possível iniciar o pagamento. Tente novamente.',
    redirecting: 'A abrir a página de pagamento seguro…',
  },
} satisfies Translation<typeof course>;
