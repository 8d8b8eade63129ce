import type { AppContext } from '../../context';
import { mailLocale } from '../../platform/mail/locale';
import type { MailBuilder } from '../../platform/mail/mailer';
import { practiceReviewMail } from '../../platform/mail/templates';
import { practiceRepo } from './repository';

/** The practice mails, built when they are sent from the round as it then stands. */
export function practiceMails(ctx: AppContext) {
  const { db, config } = ctx;
  return {
    // An instructor's verdict on a practice round.
    practice_review: async (job) => {
      const row = job.refId ? await practiceRepo.forMail(db, job.refId) : undefined;
      if (!row || row.status === 'waiting') return null;
      return {
        ...practiceReviewMail(
          {
            verdict: row.status,
            name: row.name,
            piece: row.piece,
            course: row.course,
            comment: row.comment,
            link: `${config.publicUrl}/course-progress/${row.courseId}`,
          },
          mailLocale(job, row),
        ),
        replyTo: config.siteEmail,
      };
    },
  } satisfies Record<'practice_review', MailBuilder>;
}
