import type { Translation } from '@sewee/shared';
import type { pdfTexts } from './en';

export default {
  documentTitle: 'Cheti cha kuhitimu: {{course}}',
  heading: 'Cheti cha Kuhitimu',
  certifies: 'Hiki ni kuthibitisha kwamba',
  completed: 'amehitimu kozi',
  instructor: 'Mkufunzi: {{name}}',
  completedOn: 'Alihitimu tarehe {{date}}',
  code: 'Msimbo wa cheti',
  checkAt: 'Kithibitishe kwenye',
} satisfies Translation<typeof pdfTexts>;
