import { registerNamespace } from '../../lib/i18n';

/** Strings of the account-status note (namespace "accountStatus"). */
export const accountStatus = {
  rejectedTitle: 'Your account was not approved',
  rejectedText:
    'The Sewee team did not approve your account, so you cannot apply for or buy courses. You can still browse them. To ask why, or if you think this is a mistake, write to us by e-mail.',
  contact: 'E-mail:',
};

registerNamespace('accountStatus', accountStatus, import.meta.glob('./locales/i18n.*.ts'));
