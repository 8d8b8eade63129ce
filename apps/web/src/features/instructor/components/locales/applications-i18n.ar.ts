import type { Translation } from '@sewee/shared/locales';
import type { applicationsPanel } from '../applications-i18n';

export default {
  applications: {
    title: 'طلبات التحاق الطلاب بالدورات',
    search: 'البحث في الطلبات',
    searchPlaceholder: 'ابحث بالاسم أو البريد الإلكتروني',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    course: 'الدورة',
    status: 'الحالة',
    actions: 'الإجراءات',
    na: 'غير متوفر',
    enroll: 'قبول',
    reject: 'رفض',
    enrollWho: 'قبول {{name}}',
    rejectWho: 'رفض {{name}}',
    loading: 'جارٍ التحميل…',
    empty: 'لا توجد طلبات التحاق بعد.',
    noMatch: 'لا توجد طلبات تطابق بحثك.',
    fetchError: 'تعذّر جلب طلبات الالتحاق',
    updateError: 'تعذّر تحديث الحالة',
    unexpected: 'حدث خطأ ما',
    updated: 'تم تحديث حالة الطلب',
    statuses: { pending: 'قيد المراجعة', approved: 'مقبول', rejected: 'مرفوض' },
    pagination: 'صفحات الطلبات',
    page: 'الصفحة {{page}}',
  },
} satisfies Translation<typeof applicationsPanel>;
