import type { Translation } from '@sewee/shared';
import type { pdfTexts } from './en';

export default {
  documentTitle: 'Certificat de réussite : {{course}}',
  heading: 'Certificat de réussite',
  certifies: 'Ce certificat atteste que',
  completed: 'a terminé le cours',
  instructor: 'Formateur : {{name}}',
  completedOn: 'Terminé le {{date}}',
  code: 'Code du certificat',
  checkAt: 'Vérifiez-le sur',
} satisfies Translation<typeof pdfTexts>;
