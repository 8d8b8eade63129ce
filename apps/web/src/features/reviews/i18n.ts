import { registerNamespace } from '../../lib/i18n';

/** The Reviews tab: practice photos students sent, and the instructor's verdict. */
export const reviews = {
  reviews: {
    title: 'Reviews',
    intro: 'Photos students sent of their practice pieces, oldest first.',
    status: 'Show',
    statuses: {
      waiting: 'Waiting for review',
      passed: 'Passed',
      needs_work: 'Needs work',
    },
    course: 'Course',
    allCourses: 'All courses',
    empty: 'Nothing here.',
    fetchError: 'Could not load the reviews',
    round: 'Round {{n}}',
    sentOn: 'Sent {{date}}',
    photo: 'Round {{round}}, photo {{n}} of {{piece}} by {{name}}',
    earlier: 'Earlier rounds ({{count}})',
    comment: 'Comment for the student',
    commentHint: 'Required for Needs work.',
    passed: 'Passed',
    needsWork: 'Needs work',
    reviewError: 'The review could not be saved',
    reviewed: 'Review saved. The student gets an e-mail.',
    instructions: 'Instructions',
    page: 'Page {{n}}',
  },
};

registerNamespace('reviews', reviews, import.meta.glob('./locales/i18n.*.ts'));
