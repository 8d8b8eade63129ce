import type { Translation } from '@sewee/shared';
import type { contactAckTexts } from './en';

export default {
  subject: 'Recebemos a sua mensagem',
  title: 'Obrigado por escrever à Sewee',
  body: 'Recebemos a sua mensagem e vamos responder para este endereço, normalmente dentro de dois dias úteis.',
  notYou: 'Se não nos escreveu, ignore este e-mail.',
} satisfies Translation<typeof contactAckTexts>;
