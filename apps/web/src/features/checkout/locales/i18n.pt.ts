import type { Translation } from '@sewee/shared/locales';
import type { checkout } from '../i18n';

export default {
  processing: 'A processar o pagamento… Aguarde, por favor',
  failed: 'O pagamento falhou',
  failedTitle: 'O seu pagamento não foi concluído',
  failedText:
    'O pagamento foi cancelado ou não pôde ser verificado, por isso ainda não está inscrito no curso. Se o cancelou, não foi cobrado nenhum dinheiro. Pode tentar novamente a partir da página do curso.',
  missingText: 'Não conseguimos saber de que pagamento se trata, porque a página de pagamento não devolveu a sua referência.',
  serverSaid: 'Detalhes: {{message}}',
  reference: 'Referência do pagamento: {{reference}}',
  keepReference: 'Se foi cobrado dinheiro da sua conta, contacte o apoio ao cliente com esta referência.',
  backToCourse: 'Voltar ao curso',
  browseCourses: 'Ver cursos',
  waitingTitle: 'Pagamento recebido, a aguardar confirmação',
  waitingText:
    'Os pagamentos por dinheiro móvel e transferência bancária podem demorar alguns minutos a ser confirmados. Esta página verifica sozinha e abre Os meus cursos assim que o pagamento for confirmado.',
  waitingLeave:
    'Também pode sair desta página: o curso aparecerá em Os meus cursos e enviar-lhe-emos um recibo por e-mail quando o pagamento for confirmado. Não pague uma segunda vez.',
  amount: 'Valor',
  referenceLabel: 'Referência',
  myCourses: 'Ir para Os meus cursos',
  verifyError: 'Não foi possível verificar o pagamento.',
} satisfies Translation<typeof checkout>;
