import type { Translation } from '@sewee/shared/locales';
import type { contact } from '../contact';

export default {
  contact: {
    bannerTitle: 'اتصل بنا',
    heading: 'يسعدنا أن نسمع منك',
    intro: 'لديك أسئلة عن الدورات أو المنح الدراسية أو الشراكات؟ أرسل إلينا رسالة وسنرد عليك بالبريد الإلكتروني.',
    formTitle: 'أرسل إلينا رسالة',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    company: 'اسم الشركة',
    subject: 'الموضوع',
    message: 'الرسالة',
    privacy: 'بإرسال هذا النموذج، فإنك توافق على سياسة الخصوصية. لا نستخدم بياناتك إلا للرد عليك.',
    submit: 'إرسال الرسالة',
    success: 'شكرًا لك! تم إرسال رسالتك.',
    error: 'حدث خطأ أثناء إرسال رسالتك',
    detailsTitle: 'تواصل معنا',
    location: 'لاغوس، نيجيريا',
    locationLabel: 'الموقع',
    emailLabel: 'البريد الإلكتروني',
    phoneNigeria: 'الهاتف (نيجيريا)',
    phoneUsa: 'الهاتف (الولايات المتحدة)',
  },
} satisfies Translation<typeof contact>;
