import type { AppContext } from '../context';
import type { MailBuilder, MailTemplate } from '../platform/mail/mailer';
import { applicationMails } from './applications/mails';
import { authMails } from './auth/mails';
import { contactMails } from './contact/mails';
import { orderMails } from './orders/mails';
import { practiceMails } from './practice/mails';
import { userMails } from './users/mails';

/**
 * Tells the mailer how to build every mail template, once, when the app is built and before any
 * mail is delivered: a job queued by one process (or before a restart) is built by whichever
 * process delivers it, so every process knows every template whatever it serves. Each module keeps
 * its own builders in its `mails.ts`; the type makes a template without a builder fail to compile.
 */
export function registerMailTemplates(ctx: AppContext): void {
  const builders: Record<MailTemplate, MailBuilder> = {
    ...authMails(ctx),
    ...userMails(ctx),
    ...contactMails(ctx),
    ...applicationMails(ctx),
    ...orderMails(ctx),
    ...practiceMails(ctx),
  };
  for (const [template, build] of Object.entries(builders) as [MailTemplate, MailBuilder][]) ctx.mailer.define(template, build);
}
