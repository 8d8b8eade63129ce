import type { Translation } from '@sewee/shared/locales';
import type { catalog } from '../i18n';

export default {
  allCourses: 'كل الدورات',
  studentHome: 'الملف الشخصي للطالب',
  filters: {
    title: 'عوامل التصفية',
    show: 'إظهار عوامل التصفية',
    hide: 'إخفاء عوامل التصفية',
    clear: 'مسح عوامل التصفية',
    chosen: 'المحدَّد: {{count}}',
    groups: {
      category: 'الفئة',
      level: 'المستوى',
      primaryLanguage: 'اللغة الأساسية',
    },
  },
  sort: {
    button: 'ترتيب',
    legend: 'الترتيب حسب',
    options: {
      'price-lowtohigh': 'السعر: من الأقل إلى الأعلى',
      'price-hightolow': 'السعر: من الأعلى إلى الأقل',
      'title-atoz': 'العنوان: من A إلى Z',
      'title-ztoa': 'العنوان: من Z إلى A',
    },
  },
  results: 'النتائج: {{count}}',
  showing: 'عرض {{shown}} من {{count}}',
  showMore: 'عرض مزيد من الدورات',
  loadingCourses: 'جارٍ تحميل الدورات…',
  empty: 'لم يتم العثور على دورات',
  loadError: 'تعذّر تحميل الدورات. تحقّق من اتصالك وحاول مرة أخرى.',
  retry: 'إعادة المحاولة',
  card: {
    createdBy: 'من إعداد {{name}}',
    lectures_zero: 'بلا دروس - المستوى {{level}}',
    lectures_one: 'درس واحد - المستوى {{level}}',
    lectures_two: 'درسان - المستوى {{level}}',
    lectures_few: '{{count}} دروس - المستوى {{level}}',
    lectures_many: '{{count}} درسًا - المستوى {{level}}',
    lectures_other: '{{count}} درس - المستوى {{level}}',
    price: 'السعر',
    opening: 'جارٍ فتح الدورة…',
  },
  home: {
    caption: 'شغوف بالأزياء',
    tabsLabel: 'أقسام الملف الشخصي للطالب',
    tabs: {
      dashboard: 'لوحة التحكم',
      courses: 'الدورات',
      settings: 'الإعدادات',
    },
    categoriesTitle: 'فئات الدورات التي نقدّمها',
    greeting: 'لنواصل التعلّم يا {{name}}! يمكنك الاختيار من بين كل الدورات المتاحة حسب الفئات.',
    settings: 'الإعدادات',
    backToUploads: 'العودة إلى الملفات المرفوعة',
  },
  purchaseCheckError: 'تعذّر فتح الدورة. تحقّق من اتصالك وحاول مرة أخرى.',
} satisfies Translation<typeof catalog>;
