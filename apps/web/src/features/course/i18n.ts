import { registerNamespace } from '../../lib/i18n';

export const course = {
  details: 'Course Details',
};

registerNamespace('course', course);
