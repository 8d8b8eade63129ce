import type { Translation } from '@sewee/shared';
import type { contactAckTexts } from './en';

export default {
  subject: 'استلمنا رسالتك',
  title: 'شكرًا لأنك راسلت Sewee',
  body: 'استلمنا رسالتك وسنرد عليك على هذا العنوان، عادةً خلال يومَي عمل.',
  notYou: 'إذا لم تراسلنا، فتجاهل هذه الرسالة.',
} satisfies Translation<typeof contactAckTexts>;
