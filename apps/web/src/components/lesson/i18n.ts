import { registerNamespace } from '../../lib/i18n';

/** Strings of step lessons and lesson files (namespace "lesson"): the step viewer, the files list, the step-lesson label. */
export const lesson = {
  stepLesson: 'Step lesson',
  step: 'Step',
  stepOf: 'Step {{n}} of {{m}}',
  next: 'Next',
  previous: 'Previous',
  nextLesson: 'Next lesson',
  photo: 'Photo of step {{n}}',
  openPhoto: 'Open the photo of step {{n}} full screen',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomLevel: '{{percent}}%',
  loading: 'Loading the lesson…',
  files: 'Files',
  download: 'Download',
  downloadNamed: 'Download {{name}}',
  preview: 'First page of {{name}}',
  fileLocked: 'Available after purchase',
};

registerNamespace('lesson', lesson, import.meta.glob('./locales/i18n.*.ts'));
