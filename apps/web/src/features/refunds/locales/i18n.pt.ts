import type { Translation } from '@sewee/shared/locales';
import type { refunds } from '../i18n';

export default {
  refunds: {
    title: 'Pagamentos a reembolsar',
    intro:
      'Pagamentos que não inscreveram ninguém: o estudante já tinha comprado o curso, ou foi recusado antes de o pagamento chegar. Reembolse cada um junto do prestador de pagamentos, usando a sua referência, e depois marque-o aqui. O estudante já foi avisado por e-mail.',
    student: 'Estudante',
    course: 'Curso',
    amount: 'Montante',
    reference: 'Referência do pagamento',
    reason: 'Motivo',
    paidAt: 'Pago em',
    status: 'Estado',
    actions: 'Ações',
    reasons: {
      duplicate: 'Pago duas vezes (já inscrito)',
      account_rejected: 'Conta recusada',
      application_rejected: 'Candidatura recusada',
    },
    due: 'A reembolsar',
    refundedOn: 'Reembolsado em {{date}}',
    mark: 'Marcar como reembolsado',
    markFor: 'Marcar como reembolsado: o pagamento de {{name}} para {{course}}',
    loading: 'A carregar…',
    marked: 'Marcado como reembolsado.',
    markError: 'Não foi possível marcar o pagamento como reembolsado',
    empty: 'Não há pagamentos a reembolsar.',
    fetchError: 'Não foi possível obter os pagamentos a reembolsar',
  },
} satisfies Translation<typeof refunds>;
