import { registerNamespace } from '../../lib/i18n';

export const checkout = {
  processing: 'Processing payment... Please wait',
  failed: 'Payment failed',
  failedTitle: 'Your payment did not go through',
  failedText:
    'The payment was cancelled or could not be verified, so you are not enrolled yet. If you cancelled, no money was taken. You can try again from the course page.',
  missingText: 'We could not tell which payment this was, because the payment page did not send its reference back.',
  serverSaid: 'Details: {{message}}',
  reference: 'Payment reference: {{reference}}',
  keepReference: 'If money was taken from your account, contact support with this reference.',
  backToCourse: 'Back to the course',
  browseCourses: 'Browse courses',
  waitingTitle: 'Payment received, waiting for confirmation',
  waitingText:
    'Mobile money and bank transfers can take a few minutes to be confirmed. This page checks again by itself and opens My Courses as soon as the payment is confirmed.',
  waitingLeave:
    'You can also leave this page: the course will appear in My Courses and we will e-mail you a receipt once the payment is confirmed. Please do not pay a second time.',
  amount: 'Amount',
  referenceLabel: 'Reference',
  myCourses: 'Go to My Courses',
  verifyError: 'The payment could not be verified.',
};

registerNamespace('checkout', checkout, import.meta.glob('./locales/i18n.*.ts'));
