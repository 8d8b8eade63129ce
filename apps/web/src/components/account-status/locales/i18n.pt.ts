import type { Translation } from '@sewee/shared/locales';
import type { accountStatus } from '../i18n';

export default {
  rejectedTitle: 'A sua conta não foi aprovada',
  rejectedText:
    'A equipa Sewee não aprovou a sua conta, por isso não pode candidatar-se a cursos nem comprá-los. Pode continuar a explorá-los. Para saber porquê, ou se achar que se trata de um erro, escreva-nos por e-mail.',
  contact: 'E-mail:',
} satisfies Translation<typeof accountStatus>;
