import type { Translation } from '@sewee/shared/locales';
import type { accountStatus } from '../i18n';

export default {
  rejectedTitle: 'لم تتم الموافقة على حسابك',
  rejectedText:
    'لم يوافق فريق Sewee على حسابك، لذا لا يمكنك التقدّم بطلب للالتحاق بالدورات أو شراؤها. لكن يمكنك تصفّحها. لمعرفة السبب، أو إذا كنت تعتقد أن هذا خطأ، راسلنا عبر البريد الإلكتروني.',
  contact: 'البريد الإلكتروني:',
} satisfies Translation<typeof accountStatus>;
