import type { AppContext } from '../../context';
import type { MailBuilder } from '../../platform/mail/mailer';
import { mailLocale } from '../../platform/mail/locale';
import { decisionMail } from '../../platform/mail/templates';
import { applicationsRepo } from './repository';

/** The applications' mails, built when they are sent from the application as it then stands. */
export function applicationMails(ctx: AppContext) {
  const { db, config } = ctx;
  return {
    // An admin's decision: its status, course and message.
    application_decision: async (job) => {
      const row = job.refId ? await applicationsRepo.forMail(db, job.refId) : undefined;
      if (!row || (row.status !== 'approved' && row.status !== 'rejected' && row.status !== 'waitlisted')) return null;
      const link =
        row.status === 'approved' ? `${config.publicUrl}/course/details/${row.courseId}` : `${config.publicUrl}/dashboard/courses`;
      return {
        ...decisionMail(
          { about: 'application', status: row.status, name: row.name, course: row.courseTitle, link, message: row.message },
          mailLocale(job, row),
        ),
        replyTo: config.siteEmail,
      };
    },

    // A seat freed by someone else, given to a waitlisted student: the course, and the new deadline.
    seat_offered: async (job) => {
      const row = job.refId ? await applicationsRepo.forMail(db, job.refId) : undefined;
      if (!row || row.status !== 'approved' || !row.enrolBy) return null;
      const locale = mailLocale(job, row);
      // The deadline is an instant: its day and time, in UTC, said so (docs/decisions/031-scholarship-intakes.md).
      const date = `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(row.enrolBy)} UTC`;
      return {
        ...decisionMail(
          {
            about: 'application',
            status: 'promoted',
            name: row.name,
            course: row.courseTitle,
            link: `${config.publicUrl}/course/details/${row.courseId}`,
            date,
          },
          locale,
        ),
        replyTo: config.siteEmail,
      };
    },
  } satisfies Record<'application_decision' | 'seat_offered', MailBuilder>;
}
