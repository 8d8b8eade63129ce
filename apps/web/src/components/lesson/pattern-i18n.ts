import { registerNamespace } from '../../lib/i18n';

/** Strings of the pattern lesson viewer (namespace "patternLesson"); the pattern's own words are in the "pattern" namespace. */
export const patternLesson = {
  draft: 'Draft my pattern',
  drafting: 'Drafting your pattern…',
  intro: 'Drafted to your own measurements, on this phone. It works offline once the lesson is downloaded.',
  drawing: 'Your pattern, drafted to your measurements',
  seamAllowance: 'Seam allowance',
  paper: 'Paper size',
  a4: 'A4',
  letter: 'Letter',
  downloadPdf: 'Download PDF',
  noPrinter: 'No printer?',
  closeSheet: 'Back to the pattern',
  lines: 'Lines, in order around the piece',
  downloadDimensions: 'Download as PDF',
  point: 'Point',
  across: 'Right',
  down: 'Down',
  askMissing: 'To draft it, this pattern needs these measurements:',
  draftError: 'This pattern could not be drafted with your measurements. Check them in My measurements.',
  loadError: 'The pattern could not be drafted: its drawing code did not load. Check your connection and try again.',
  measurementsError: 'Your measurements could not be loaded. Check your connection and try again.',
  pdfError: 'The PDF could not be made. Try again.',
  signIn: 'Sign in to draft this pattern to your own measurements.',
};

registerNamespace('patternLesson', patternLesson, import.meta.glob('./locales/pattern-lesson.*.ts'));
