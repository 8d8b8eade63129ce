import type { Translation } from '@sewee/shared/locales';
import type { accountStatus } from '../i18n';

export default {
  rejectedTitle: 'Votre compte n’a pas été approuvé',
  rejectedText:
    'L’équipe Sewee n’a pas approuvé votre compte : vous ne pouvez donc ni postuler à des cours ni en acheter. Vous pouvez toujours les parcourir. Pour en connaître la raison, ou si vous pensez qu’il s’agit d’une erreur, écrivez-nous par e-mail.',
  contact: 'E-mail :',
} satisfies Translation<typeof accountStatus>;
