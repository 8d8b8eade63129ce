import type { Translation } from '@sewee/shared/locales';
import type { catalogOptions } from '../options-i18n';

export default {
  options: {
    'beginner-to-advanced-fashion': 'دورة أزياء من المستوى المبتدئ إلى المتقدم',
    'professional-makeup': 'المكياج الاحترافي',
    beading: 'الأشغال بالخرز',
    'male-fashion': 'أزياء الرجال',
    'tie-and-dye-batik': 'الصباغة بالربط / الباتيك',
    'bag-making': 'صناعة الحقائب',
    'shoe-making': 'صناعة الأحذية',
    crochet: 'الكروشيه',
    'hair-fascinators-and-hats': 'زينة الشعر والقبعات',
    'jewelries-and-accessories': 'المجوهرات والإكسسوارات',
    'fashion-technology-and-illustration': 'تقنيات الأزياء والرسم',
    'ready-to-wear-brand': 'إطلاق علامة أزياء جاهزة',
    beginner: 'مبتدئ',
    intermediate: 'متوسط',
    advanced: 'متقدم',
    english: 'الإنجليزية',
    spanish: 'الإسبانية',
    french: 'الفرنسية',
    german: 'الألمانية',
    chinese: 'الصينية',
    japanese: 'اليابانية',
    korean: 'الكورية',
    portuguese: 'البرتغالية',
    arabic: 'العربية',
    russian: 'الروسية',
  },
} satisfies Translation<typeof catalogOptions>;
