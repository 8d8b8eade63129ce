import { registerNamespace } from '../../lib/i18n';

/** The Intakes tab: a course's intakes with their seats, dates and prices. */
export const intakes = {
  intakes: {
    title: 'Intakes',
    intro: 'Dated rounds of applications with funded seats. Admitted students beyond the seats wait on a waitlist that moves by itself.',
    course: 'Course',
    chooseCourse: 'Choose a course',
    none: 'This course has no intake: students may apply at any time and buy it at its price.',
    fetchError: 'Could not load the intakes',
    saveError: 'Could not save the intake',
    deleteError: 'Could not delete the intake',
    create: 'New intake',
    edit: 'Edit',
    editing: 'Edit “{{name}}”',
    cancel: 'Cancel',
    save: 'Save intake',
    saved: 'Intake saved',
    remove: 'Delete',
    deleted: 'Intake deleted',
    name: 'Name',
    namePlaceholder: 'January 2027',
    opensAt: 'Applications open on',
    closesAt: 'Applications close on',
    seats: 'Funded seats',
    waiverPercent: 'Scholarship (% of the price waived)',
    waiverHint: '100 means free: the student enrols without paying.',
    enrolWithinDays: 'Admitted students must enrol within (days)',
    window: 'Window',
    waiver: 'Scholarship',
    counts: {
      seats: 'Seats funded',
      admitted: 'Admitted',
      enrolled: 'Enrolled',
      waitlisted: 'Waitlisted',
      declined: 'Given up',
      expired: 'Expired',
      waived: 'Waivers granted',
    },
  },
};

registerNamespace('intakes', intakes, import.meta.glob('./locales/i18n.*.ts'));
