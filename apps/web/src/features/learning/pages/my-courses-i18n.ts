import { registerNamespace } from '../../../lib/i18n';

/** Strings merged into the 'learning' namespace (their own catalogue file, so they can be translated). */
export const myCourses = {
  myCoursesPage: {
    title: 'My Courses',
    createdBy: 'Created By {{name}}',
    startWatching: 'Start Watching',
    startWatchingWho: 'Start Watching {{title}}',
    certificate: 'Certificate',
    certificateWho: 'Certificate of {{title}}',
    empty: 'No Courses found',
    browse: 'Browse courses',
    loading: 'Loading your courses…',
    loadError: 'Your courses could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
};

registerNamespace('learning', myCourses, import.meta.glob('./locales/my-courses-i18n.*.ts'));
