import type { Translation } from '@sewee/shared/locales';
import type { myCourses } from '../my-courses-i18n';

export default {
  myCoursesPage: {
    title: 'دوراتي',
    createdBy: 'من إعداد {{name}}',
    startWatching: 'ابدأ المشاهدة',
    startWatchingWho: 'ابدأ مشاهدة {{title}}',
    certificate: 'الشهادة',
    certificateWho: 'شهادة {{title}}',
    empty: 'لم يتم العثور على دورات',
    browse: 'تصفّح الدورات',
    loading: 'جارٍ تحميل دوراتك…',
    loadError: 'تعذّر تحميل دوراتك. تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
  },
} satisfies Translation<typeof myCourses>;
