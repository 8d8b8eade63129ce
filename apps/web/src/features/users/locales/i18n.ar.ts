import type { Translation } from '@sewee/shared/locales';
import type { users } from '../i18n';

export default {
  members: {
    title: 'معلومات جميع الأعضاء',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    empty: 'لا يوجد مستخدمون.',
    error: 'تعذّر جلب المستخدمين',
  },
  users: {
    title: 'جميع المستخدمين المسجّلين',
    search: 'البحث عن مستخدمين',
    searchPlaceholder: 'ابحث بالاسم أو البريد الإلكتروني',
    decisions:
      '«رفض» يمنع الشخص من التقدّم إلى الدورات أو شرائها (ويبقى بإمكانه تصفّحها) ويسحب صلاحيات المشرف؛ و«قبول» يعيد كل ذلك. الحساب الجديد («قيد المراجعة») يستطيع التقدّم من قبلُ، لذا فقبوله يعني فقط أنه رُوجع. كل قرار يُرسل إلى الشخص رسالة بريد إلكتروني.',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    country: 'البلد',
    status: 'الحالة',
    actions: 'الإجراءات',
    na: 'غير متوفر',
    approve: 'قبول',
    reject: 'رفض',
    approveUser: 'قبول {{name}}',
    rejectUser: 'رفض {{name}}',
    you: 'حسابك أنت',
    loading: 'جارٍ التحميل…',
    empty: 'لم يتم العثور على مستخدمين.',
    fetchError: 'تعذّر جلب المستخدمين',
    updateError: 'تعذّر تحديث الحالة',
    unexpected: 'حدث خطأ ما',
    updated: 'تم تحديث حالة المستخدم',
    statuses: {
      pending: 'قيد المراجعة',
      approved: 'مقبول',
      rejected: 'مرفوض',
    },
    downloadCsv: 'تنزيل ملف CSV',
    bulk: {
      selected: 'المحدد: {{count}}',
      clear: 'إلغاء التحديد',
      approve: 'الموافقة على المحدد',
      reject: 'رفض المحدد',
      selectPage: 'تحديد كل المستخدمين في هذه الصفحة',
      selectRow: 'تحديد {{name}}',
    },
    pagination: 'الصفحات',
    page: 'الصفحة {{page}}',
  },
} satisfies Translation<typeof users>;
