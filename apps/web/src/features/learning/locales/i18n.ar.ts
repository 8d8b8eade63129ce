import type { Translation } from '@sewee/shared/locales';
import type { learning } from '../i18n';

export default {
  myCourses: 'دوراتي',
  progress: 'التقدّم في الدورة',
  courseProgress: {
    back: 'العودة إلى صفحة دوراتي',
    showPanel: 'إظهار محتوى الدورة',
    hidePanel: 'إخفاء محتوى الدورة',
    panelLabel: 'محتوى الدورة ونظرة عامة',
    contentTab: 'محتوى الدورة',
    overviewTab: 'نظرة عامة',
    about: 'عن هذه الدورة',
    viewed: 'تمت مشاهدته',
    notViewed: 'لم تتم مشاهدته',
    nowPlaying: 'قيد التشغيل الآن',
    noLectures: 'لا توجد دروس في هذه الدورة بعد.',
    loading: 'جارٍ تحميل دورتك…',
    loadError: 'تعذّر تحميل دورتك. تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
    notPurchasedTitle: 'لا يمكنك عرض هذه الصفحة',
    notPurchasedText: 'يُرجى شراء هذه الدورة للوصول إليها',
    viewDetails: 'عرض تفاصيل الدورة',
    completedTitle: 'تهانينا!',
    completedText: 'لقد أكملت الدورة',
    myCoursesPage: 'صفحة دوراتي',
    rewatch: 'إعادة مشاهدة الدورة',
    getCertificate: 'احصل على شهادتك',
    markError: 'تعذّر حفظ تقدّمك. تحقّق من اتصالك؛ سيُسجَّل الدرس عندما ينتهي مرة أخرى.',
    resetError: 'تعذّرت إعادة بدء الدورة. يُرجى المحاولة مرة أخرى.',
  },
} satisfies Translation<typeof learning>;
