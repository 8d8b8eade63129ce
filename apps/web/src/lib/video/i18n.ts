import { registerNamespace } from '../i18n';

/** Strings of the data cost labels and Data saver (namespace "video"): loaded with the pages that show them, not the shell. */
export const video = {
  dataCost: {
    lecture: '{{duration}} · {{size}}',
    totalDataSaver: 'Whole course: {{duration}} · {{size}} at 240p (Data saver is on).',
    totalBest: 'Whole course: {{duration}} · up to {{size}} at the best quality. Data saver plays it for much less.',
    steps_one: '{{count}} step · {{size}}',
    steps_other: '{{count}} steps · {{size}}',
    totalPhotos: 'Whole course: {{size}}.',
    partial: 'Some lectures are still being prepared and are not counted.',
  },
  dataSaver: {
    label: 'Data saver',
    hint: 'Lectures play at 240p (or audio only) to spend less mobile data.',
    saveError: 'Your Data saver choice could not be saved. Please try again.',
  },
};

registerNamespace('video', video, import.meta.glob('./locales/i18n.*.ts'));
