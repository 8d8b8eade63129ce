import type { Translation } from '@sewee/shared/locales';
import type { instructor } from '../i18n';

export default {
  dashboard: 'لوحة التحكم',
  createCourse: 'إنشاء دورة جديدة',
  nav: {
    view: 'واجهة المدرّب',
    label: 'أقسام واجهة المدرّب',
    dashboard: 'لوحة التحكم',
    students: 'الطلاب المهتمون',
    courses: 'الدورات',
    refunds: 'مدفوعات للاسترداد',
    reach: 'الانتشار',
    reviews: 'المراجعات',
    learners: 'المتعلّمون',
    intakes: 'الدفعات',
    logout: 'تسجيل الخروج',
    profile: 'الملف الشخصي',
  },
  reviews: {
    waitingCount: '{{count}} بالانتظار',
  },
} satisfies Translation<typeof instructor>;
