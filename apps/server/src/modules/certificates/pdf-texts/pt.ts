import type { Translation } from '@sewee/shared';
import type { pdfTexts } from './en';

export default {
  documentTitle: 'Certificado de conclusão: {{course}}',
  heading: 'Certificado de Conclusão',
  certifies: 'Certifica-se que',
  completed: 'concluiu o curso',
  instructor: 'Formador: {{name}}',
  completedOn: 'Concluído em {{date}}',
  code: 'Código do certificado',
  checkAt: 'Verifique-o em',
} satisfies Translation<typeof pdfTexts>;
