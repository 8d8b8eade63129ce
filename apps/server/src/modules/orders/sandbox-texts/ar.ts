import type { Translation } from '@sewee/shared';
import type { sandboxTexts } from './en';

export default {
  title: 'دفع تجريبي — صفحة الدفع التجريبية في Sewee',
  banner: 'دفع تجريبي — لا أموال حقيقية',
  heading: 'صفحة الدفع التجريبية في Sewee',
  pay: 'ادفع {{amount}}',
  payLater: 'ادفع لاحقًا (تتم التسوية خلال {{seconds}} ثانية)',
  cancel: 'إلغاء',
  currency: 'يُحصَّل المبلغ بعملة {{currency}}.',
  done: 'اكتملت عملية الدفع التجريبية هذه أو أُلغيت من قبل.',
  returnToSewee: 'العودة إلى Sewee',
  note: 'تحلّ هذه الصفحة محل مزوّد الدفع بالبطاقة ما دامت Sewee تعمل في وضع التجربة. لا يُقتطع أي مبلغ.',
  notFoundTitle: 'صفحة الدفع غير موجودة',
  notFound: 'عملية الدفع التجريبية هذه غير موجودة أو لم تعد متاحة.',
  back: 'العودة إلى Sewee',
} satisfies Translation<typeof sandboxTexts>;
