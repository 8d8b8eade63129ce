import { registerNamespace } from '../../lib/i18n';

/** The Learners tab: each enrolled student's progress in a course, with a Stuck marker. */
export const learners = {
  learners: {
    title: 'Learners',
    course: 'Course',
    chooseCourse: 'Choose a course',
    searchLabel: 'Search learners',
    stuckOnly: 'Only stuck learners',
    stuckHint: 'Stuck: no activity for 14 days and not completed.',
    empty: 'No enrolled students match.',
    fetchError: 'Could not load the learners',
    name: 'Name',
    lectures: 'Lectures viewed',
    lecturesOf: '{{n}} of {{m}}',
    pieces: 'Practice pieces',
    piecesCounts: '{{passed}} passed · {{waiting}} waiting · {{needsWork}} needs work',
    lastActivity: 'Last activity',
    status: 'Status',
    completed: 'Completed',
    stuck: 'Stuck',
    active: 'In progress',
    pages: 'Learners pages',
    page: 'Page {{n}}',
    searchPlaceholder: 'Search by name or email',
  },
};

registerNamespace('learners', learners, import.meta.glob('./locales/i18n.*.ts'));
