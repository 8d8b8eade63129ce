import { registerNamespace } from '../../lib/i18n';

export const payments = {
  processing: 'Processing payment... Please wait',
  failed: 'Payment failed',
};

registerNamespace('payments', payments);
