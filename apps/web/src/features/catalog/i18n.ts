import { registerNamespace } from '../../lib/i18n';

export const catalog = {
  allCourses: 'All Courses',
  studentHome: 'Student Profile',
};

registerNamespace('catalog', catalog);
