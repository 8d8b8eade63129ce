import type { Translation } from '@sewee/shared';
import type { sandboxTexts } from './en';

export default {
  title: 'PAGAMENTO DE TESTE — pagamento simulado da Sewee',
  banner: 'PAGAMENTO DE TESTE — sem dinheiro real',
  heading: 'Pagamento simulado da Sewee',
  pay: 'Pagar {{amount}}',
  payLater: 'Pagar mais tarde (liquidado em {{seconds}} s)',
  cancel: 'Cancelar',
  currency: 'Cobrado em {{currency}}.',
  done: 'Este pagamento de teste já foi concluído ou cancelado.',
  returnToSewee: 'Voltar à Sewee',
  note: 'Esta página substitui um prestador de pagamentos com cartão enquanto a Sewee funciona em modo de teste. Nada é cobrado.',
  notFoundTitle: 'Pagamento não encontrado',
  notFound: 'Este pagamento de teste não existe ou já não está disponível.',
  back: 'Voltar à Sewee',
} satisfies Translation<typeof sandboxTexts>;
