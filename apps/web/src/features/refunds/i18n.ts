import { registerNamespace } from '../../lib/i18n';

/** The Payments to refund tab: payments that enrolled nobody. */
export const refunds = {
  refunds: {
    title: 'Payments to refund',
    intro:
      'Payments that enrolled nobody: the student had already bought the course, or was rejected before the payment arrived. Refund each one at the payment provider, using its reference, then mark it here. The student has been e-mailed.',
    student: 'Student',
    course: 'Course',
    amount: 'Amount',
    reference: 'Payment reference',
    reason: 'Reason',
    paidAt: 'Paid on',
    status: 'Status',
    actions: 'Actions',
    reasons: {
      duplicate: 'Paid twice (already enrolled)',
      account_rejected: 'Account rejected',
      application_rejected: 'Application rejected',
    },
    due: 'To refund',
    refundedOn: 'Refunded on {{date}}',
    mark: 'Mark as refunded',
    markFor: 'Mark as refunded: the payment of {{name}} for {{course}}',
    loading: 'Loading...',
    marked: 'Marked as refunded.',
    markError: 'Failed to mark the payment as refunded',
    empty: 'No payments to refund.',
    fetchError: 'Failed to fetch the payments to refund',
  },
};

registerNamespace('refunds', refunds, import.meta.glob('./locales/i18n.*.ts'));
