import type { Translation } from '@sewee/shared/locales';
import type { myApplicationsTexts } from '../my-applications-i18n';

export default {
  myApplications: {
    title: 'As minhas candidaturas',
    empty: 'Ainda não se candidatou a nenhum curso.',
    browse: 'Ver os cursos',
    fetchError: 'Não foi possível carregar as suas candidaturas',
    appliedOn: 'Candidatura de {{date}}',
    statuses: { pending: 'Pendente', approved: 'Aprovada', rejected: 'Não aprovada' },
    hints: {
      pending: 'A equipa Sewee ainda não decidiu. Vai receber um e-mail quando decidir.',
      approved: 'Foi admitido(a): abra o curso e carregue em Comprar agora para se inscrever.',
      rejected: 'Esta candidatura não foi aprovada.',
    },
    buyNow: 'Aprovada: Comprar agora',
    open: 'Abrir {{course}}',
    adminMessage: 'Mensagem da equipa Sewee:',
  },
} satisfies Translation<typeof myApplicationsTexts>;
