import type { Translation } from '@sewee/shared/locales';
import type { refunds } from '../i18n';

export default {
  refunds: {
    title: 'مدفوعات للاسترداد',
    intro:
      'مدفوعات لم تُلحق أحدًا بدورة: كان الطالب قد اشترى الدورة من قبل، أو رُفض قبل وصول الدفع. ردّ كل مبلغ لدى مزوّد الدفع باستخدام مرجعه، ثم ضع عليه علامة هنا. أُرسل بريد إلكتروني إلى الطالب.',
    student: 'الطالب',
    course: 'الدورة',
    amount: 'المبلغ',
    reference: 'مرجع الدفع',
    reason: 'السبب',
    paidAt: 'تاريخ الدفع',
    status: 'الحالة',
    actions: 'الإجراءات',
    reasons: {
      duplicate: 'دفع مرتين (ملتحق بالفعل)',
      account_rejected: 'الحساب مرفوض',
      application_rejected: 'طلب الالتحاق مرفوض',
    },
    due: 'بانتظار الاسترداد',
    refundedOn: 'استُرد في {{date}}',
    mark: 'تحديد كمسترد',
    markFor: 'تحديد كمسترد: دفعة {{name}} مقابل {{course}}',
    loading: 'جارٍ التحميل…',
    marked: 'تم التحديد كمسترد.',
    markError: 'تعذّر تحديد الدفعة كمستردة',
    empty: 'لا توجد مدفوعات للاسترداد.',
    fetchError: 'تعذّر جلب المدفوعات المطلوب استردادها',
  },
} satisfies Translation<typeof refunds>;
