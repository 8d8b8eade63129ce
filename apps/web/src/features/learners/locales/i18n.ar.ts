import type { Translation } from '@sewee/shared/locales';
import type { learners } from '../i18n';

export default {
  learners: {
    title: 'المتعلّمون',
    course: 'الدورة',
    chooseCourse: 'اختر دورة',
    searchLabel: 'ابحث في المتعلّمين',
    stuckOnly: 'المتعثّرون فقط',
    stuckHint: 'متعثّر: لا نشاط منذ 14 يومًا ولم يُكمل الدورة.',
    empty: 'لا يوجد طلاب مسجّلون مطابقون.',
    fetchError: 'تعذّر تحميل المتعلّمين',
    name: 'الاسم',
    lectures: 'الدروس المشاهدة',
    lecturesOf: '{{n}} من {{m}}',
    pieces: 'القطع التطبيقية',
    piecesCounts: '{{passed}} ناجحة · {{waiting}} بالانتظار · {{needsWork}} تحتاج إلى عمل',
    lastActivity: 'آخر نشاط',
    status: 'الحالة',
    completed: 'مكتمل',
    stuck: 'متعثّر',
    active: 'قيد التقدّم',
    pages: 'صفحات المتعلّمين',
    page: 'الصفحة {{n}}',
    searchPlaceholder: 'ابحث بالاسم أو البريد الإلكتروني',
  },
} satisfies Translation<typeof learners>;
