import { registerNamespace } from '../../lib/i18n';

export const instructor = {
  dashboard: 'Dashboard',
  createCourse: 'Create New Course',
  editCourse: 'Edit Course',
};

registerNamespace('instructor', instructor);
