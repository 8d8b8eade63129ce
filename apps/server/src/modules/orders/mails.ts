import type { AppContext } from '../../context';
import { formatMoney } from '../../lib/money';
import { mailLocale } from '../../platform/mail/locale';
import type { MailBuilder } from '../../platform/mail/mailer';
import { receiptMail, refundMail } from '../../platform/mail/templates';
import { ordersRepo } from './repository';

/** The orders' mails, built when they are sent from the order as it then stands. */
export function orderMails(ctx: AppContext) {
  const { db, config } = ctx;
  return {
    // The order's refund record: reason, amount, reference.
    refund: async (job) => {
      const [row] = job.refId ? await ordersRepo.refunds(db, { orderId: job.refId, limit: 1 }) : [];
      if (!row?.order.refundReason) return null;
      const locale = mailLocale(job, { language: row.studentLanguage });
      return {
        ...refundMail(
          {
            name: row.studentName,
            courseTitle: row.courseTitle,
            amount: formatMoney(row.order.amountCents, row.order.currency, locale),
            reference: row.order.reference,
            reason: row.order.refundReason,
          },
          locale,
        ),
        replyTo: config.siteEmail,
      };
    },

    // The receipt of a paid order that enrolled its student: course, amount, reference, date.
    receipt: async (job) => {
      const row = job.refId ? await ordersRepo.withPeople(db, job.refId) : undefined;
      if (!row?.order.paidAt) return null;
      const locale = mailLocale(job, { language: row.studentLanguage });
      return {
        ...receiptMail(
          {
            name: row.studentName,
            courseTitle: row.courseTitle,
            amount: formatMoney(row.order.amountCents, row.order.currency, locale),
            reference: row.order.reference,
            date:
              new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(row.order.paidAt) + ' UTC',
          },
          locale,
        ),
        replyTo: config.siteEmail,
      };
    },
  } satisfies Record<'refund' | 'receipt', MailBuilder>;
}
