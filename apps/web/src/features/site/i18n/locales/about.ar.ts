import type { Translation } from '@sewee/shared/locales';
import type { about } from '../about';

export default {
  about: {
    bannerTitle: 'عن Sewee',
    bannerText: 'تعليم الأزياء لكل طالب أفريقي، أينما كان.',
    introTitle: 'من نحن',
    introText:
      'Sewee مدرسة إلكترونية للأزياء والحِرف اليدوية. نقدّم دورات مجانية ممولة بمنح دراسية، ونسعى إلى قبول 5000 طالب كل عام من جميع البلدان الأفريقية الـ54. يعلّم مدرّبونا مهارات عملية — من صنع الباترون إلى إدارة علامة تجارية — في دروس فيديو قصيرة مصممة للهاتف.',
    valuesTitle: 'قيمنا الأساسية',
    values: {
      accessibility: 'سهولة الوصول',
      accessibilityText: 'تعلّم يصل إلى كل طالب، على أي جهاز وبأي اتصال.',
      excellence: 'التميّز',
      excellenceText: 'معايير عالية في كل درس وكل غرزة وكل تصميم.',
      innovation: 'الابتكار',
      innovationText: 'أدوات وأفكار جديدة تدفع الأزياء الأفريقية إلى الأمام.',
      community: 'المجتمع',
      communityText: 'طلاب ومدرّبون وشركاء ينمون معًا.',
      sustainability: 'الاستدامة',
      sustainabilityText: 'أزياء تحترم الناس والخامات والكوكب.',
    },
    dareTitle: 'تجرّأ على الحلم',
    dareText: 'كل علامة كبيرة بدأت بشخص واحد وفكرة واحدة. نساعدك على تحويل فكرتك إلى مهارات وملف أعمال ومشروع تجاري.',
    partner: 'كن شريكًا لنا',
  },
} satisfies Translation<typeof about>;
