import type { Translation } from '@sewee/shared';
import type { pdfTexts } from './en';

export default {
  documentTitle: 'شهادة إتمام: {{course}}',
  heading: 'شهادة إتمام',
  certifies: 'تشهد هذه الوثيقة بأن',
  completed: 'قد أتم الدورة',
  instructor: 'المدرب: {{name}}',
  completedOn: 'تاريخ الإتمام: {{date}}',
  code: 'رمز الشهادة',
  checkAt: 'تحقق منها على',
} satisfies Translation<typeof pdfTexts>;
