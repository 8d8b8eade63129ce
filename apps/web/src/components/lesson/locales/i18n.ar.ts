import type { Translation } from '@sewee/shared/locales';
import type { lesson } from '../i18n';

export default {
  stepLesson: 'درس بالخطوات',
  step: 'خطوة',
  stepOf: 'الخطوة {{n}} من {{m}}',
  next: 'التالي',
  previous: 'السابق',
  nextLesson: 'الدرس التالي',
  photo: 'صورة الخطوة {{n}}',
  openPhoto: 'افتح صورة الخطوة {{n}} بملء الشاشة',
  zoomIn: 'تكبير',
  zoomOut: 'تصغير',
  zoomLevel: '{{percent}}٪',
  loading: 'جارٍ تحميل الدرس…',
  files: 'الملفات',
  download: 'تنزيل',
  downloadNamed: 'تنزيل {{name}}',
  preview: 'الصفحة الأولى من {{name}}',
  fileLocked: 'متاح بعد الشراء',
} satisfies Translation<typeof lesson>;
