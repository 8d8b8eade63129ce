import type { Translation } from '@sewee/shared/locales';
import type { myApplicationsTexts } from '../my-applications-i18n';

export default {
  myApplications: {
    title: 'As minhas candidaturas',
    empty: 'Ainda não se candidatou a nenhum curso.',
    browse: 'Ver os cursos',
    fetchError: 'Não foi possível carregar as suas candidaturas',
    appliedOn: 'Candidatura de {{date}}',
    statuses: {
      pending: 'Pendente',
      approved: 'Aprovada',
      rejected: 'Não aprovada',
      waitlisted: 'Em lista de espera',
      declined: 'Desistiu',
      expired: 'Expirada',
    },
    hints: {
      pending: 'A equipa Sewee ainda não decidiu. Vai receber um e-mail quando decidir.',
      approved: 'Foi admitido(a): abra o curso e carregue em Comprar agora para se inscrever.',
      rejected: 'Esta candidatura não foi aprovada.',
      waitlisted:
        'Todas as vagas financiadas estão ocupadas: está na lista de espera. Se uma vaga ficar livre, será sua na sua vez e enviaremos um e-mail.',
      declined: 'Desistiu desta vaga.',
      expired: 'Esta vaga expirou porque não se inscreveu a tempo.',
      enrolled: 'Está inscrito(a): o curso está em Os meus cursos.',
    },
    buyNow: 'Aprovada: Comprar agora',
    continue: 'Continuar o curso',
    open: 'Abrir {{course}}',
    intake: 'Turma {{name}}',
    position: 'Posição {{position}} na lista de espera',
    enrolBy: 'Inscreva-se até {{date}}',
    adminMessage: 'Mensagem da equipa Sewee:',
  },
} satisfies Translation<typeof myApplicationsTexts>;
