import type { Translation } from '@sewee/shared/locales';
import type { applicationsPanel } from '../applications-i18n';

export default {
  applications: {
    title: 'Candidaturas dos estudantes aos cursos',
    search: 'Pesquisar candidaturas',
    searchPlaceholder: 'Pesquisar por nome ou e-mail',
    name: 'Nome',
    email: 'E-mail',
    course: 'Curso',
    status: 'Estado',
    actions: 'Ações',
    na: 'N/D',
    enroll: 'Inscrever',
    reject: 'Recusar',
    enrollWho: 'Inscrever {{name}}',
    rejectWho: 'Recusar {{name}}',
    loading: 'A carregar…',
    empty: 'Ainda não há candidaturas.',
    noMatch: 'Nenhuma candidatura corresponde à sua pesquisa.',
    fetchError: 'Não foi possível obter as candidaturas',
    updateError: 'Não foi possível atualizar o estado',
    unexpected: 'Ocorreu um erro',
    updated: 'Estado da candidatura atualizado',
    statuses: { pending: 'Pendente', approved: 'Aprovada', rejected: 'Recusada' },
    pagination: 'Páginas de candidaturas',
    page: 'Página {{page}}',
  },
} satisfies Translation<typeof applicationsPanel>;
