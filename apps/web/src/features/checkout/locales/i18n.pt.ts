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
  verifyError: 'Não foi possível verificar o pagamento.',
} satisfies Translation<typeof checkout>;
