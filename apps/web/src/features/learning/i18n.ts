import { registerNamespace } from '../../lib/i18n';

export const learning = {
  myCourses: 'My Courses',
  progress: 'Course Progress',
};

registerNamespace('learning', learning);
