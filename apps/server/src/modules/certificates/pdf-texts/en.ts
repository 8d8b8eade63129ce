/** The certificate PDF's words (modules/certificates/pdf.ts), in English; the name, title and instructor are drawn as written. */
export const pdfTexts = {
  /** The PDF's document title, shown by viewers in their title bar. */
  documentTitle: 'Certificate of completion: {{course}}',
  heading: 'Certificate of Completion',
  certifies: 'This certifies that',
  completed: 'has completed the course',
  instructor: 'Instructor: {{name}}',
  completedOn: 'Completed on {{date}}',
  code: 'Certificate code',
  checkAt: 'Check it at',
} as const;
