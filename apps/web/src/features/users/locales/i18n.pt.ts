import type { Translation } from '@sewee/shared/locales';
import type { users } from '../i18n';

export default {
  members: {
    title: 'Informações de todos os membros',
    name: 'Nome',
    email: 'E-mail',
    empty: 'Não há utilizadores.',
    error: 'Não foi possível obter os utilizadores',
  },
  users: {
    title: 'Todos os utilizadores registados',
    search: 'Pesquisar utilizadores',
    searchPlaceholder: 'Pesquisar por nome ou e-mail',
    decisions:
      'Recusar impede a pessoa de se candidatar a cursos ou de os comprar (pode continuar a vê-los) e retira os poderes a um administrador; Aprovar devolve tudo isso. Uma conta nova (Pendente) já se pode candidatar, por isso aprová-la apenas a marca como verificada. Cada decisão envia um e-mail à pessoa.',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    country: 'País',
    status: 'Estado',
    actions: 'Ações',
    na: 'N/D',
    approve: 'Aprovar',
    reject: 'Recusar',
    approveUser: 'Aprovar {{name}}',
    rejectUser: 'Recusar {{name}}',
    you: 'A sua própria conta',
    loading: 'A carregar…',
    empty: 'Nenhum utilizador encontrado.',
    fetchError: 'Não foi possível obter os utilizadores',
    updateError: 'Não foi possível atualizar o estado',
    unexpected: 'Ocorreu um erro',
    updated: 'Estado do utilizador atualizado',
    statuses: {
      pending: 'Pendente',
      approved: 'Aprovado',
      rejected: 'Recusado',
    },
    downloadCsv: 'Descarregar CSV',
    bulk: {
      selected: 'Selecionados: {{count}}',
      clear: 'Limpar a seleção',
      approve: 'Aprovar os selecionados',
      reject: 'Recusar os selecionados',
      selectPage: 'Selecionar todos os utilizadores desta página',
      selectRow: 'Selecionar {{name}}',
    },
    pagination: 'Páginas',
    page: 'Página {{page}}',
  },
} satisfies Translation<typeof users>;
