import type { CategoryId } from '../../options';

/** The course categories' names in this language (the web's filters and search, the server's search). */
export default {
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
} satisfies Record<CategoryId, string>;
