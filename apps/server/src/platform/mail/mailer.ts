import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { mailJobsRepo, type MailJob, type MailJobRow } from './repository';

/** A built mail; its recipient is the job's. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export type MailTemplate = MailJobRow['template'];
/**
 * Builds a queued mail's message when it is sent; one-time secrets are made here, so they never
 * rest in the queue. Null when there is nothing to send (no such account any more, say).
 */
export type MailBuilder = (job: MailJobRow) => Promise<MailContent | null>;

const MAX_ATTEMPTS = 5;

/**
 * Outgoing mail. `send` records a job in the database first and then delivers it, so a crash
 * between the two loses nothing: `drain` (at start and on a timer) picks up what is left.
 * A job names a template (see `define`); its message, and any code or link in it, is built only
 * when it is delivered, so the database never holds a usable secret in plain text.
 * Delivery is SMTP when SMTP_URL is set, otherwise an RFC 822 `.eml` file in DATA_DIR/outbox.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outbox?: string;
  private draining: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private readonly builders = new Map<MailTemplate, MailBuilder>();

  constructor(
    private readonly db: Db,
    private readonly opts: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger },
  ) {
    if (opts.smtpUrl) {
      this.transport = nodemailer.createTransport(opts.smtpUrl);
    } else {
      this.outbox = path.join(opts.dataDir, 'outbox');
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  /** Says how to build the mails of one template; modules/mail-templates.ts defines every one when the app is built. */
  define(template: MailTemplate, build: MailBuilder): void {
    this.builders.set(template, build);
  }

  /** Records the job in `db` (a caller's transaction, so it commits with the caller's rows); call `drain` after the commit. */
  async record(db: DbOrTx, job: MailJob): Promise<void> {
    await mailJobsRepo.insert(db, job);
  }

  /** Records the job and starts delivering it; resolves once it is recorded. */
  async send(job: MailJob): Promise<void> {
    await this.record(this.db, job);
    void this.drain();
  }

  /** Delivers every pending job; concurrent calls share one pass. Resolves when the queue is empty. */
  drain(): Promise<void> {
    this.draining = this.draining.then(() => this.deliverPending()).catch((err) => this.opts.log.error({ err }, 'mail queue failed'));
    return this.draining;
  }

  /** Forgets jobs finished (sent, skipped or given up) more than `days` ago; pending ones stay. Returns how many. */
  async prune(db: DbOrTx, days: number): Promise<number> {
    return mailJobsRepo.deleteFinishedBefore(db, days);
  }

  startTimer(intervalMs = 30_000): void {
    this.timer = setInterval(() => void this.drain(), intervalMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.draining;
    this.transport.close();
  }

  private async deliverPending(): Promise<void> {
    for (let job = await mailJobsRepo.claim(this.db); job; job = await mailJobsRepo.claim(this.db)) {
      // Logged by id and template: never the subject (it may carry the code), nor the address (the
      // job's id finds it while the job is kept; forgot-password queues addresses no one owns).
      const about = { mailId: job.id, template: job.template };
      try {
        const delivered = await this.deliver(job);
        await mailJobsRepo.finish(this.db, job.id, delivered ? 'sent' : 'skipped');
        this.opts.log.info(about, delivered ? 'mail sent' : 'mail skipped: nothing to send');
      } catch (err) {
        const failed = job.attempts >= MAX_ATTEMPTS;
        // An SMTP refusal often quotes the recipient ("550 <ada@example.com>: no such user").
        const message = String((err as Error).message)
          .replace(/[^\s<>@"']+@[^\s<>@"']+/g, '<address>')
          .slice(0, 500);
        await mailJobsRepo.fail(this.db, job.id, failed ? 'failed' : 'pending', message);
        // The error's message and code only: a transport error object can hold the message it failed to send.
        this.opts.log.warn(
          { ...about, attempts: job.attempts, error: message, code: (err as { code?: unknown }).code },
          'mail delivery failed',
        );
      }
    }
  }

  /** Builds and sends one job; false when its template had nothing to send. */
  private async deliver(job: MailJobRow): Promise<boolean> {
    const build = this.builders.get(job.template);
    if (!build) throw new Error(`No mail template "${job.template}" is defined`);
    const message = await build(job);
    if (!message) return false;
    const info = await this.transport.sendMail({ from: this.opts.from, ...message, to: job.to });
    if (this.outbox) {
      await fs.mkdir(this.outbox, { recursive: true });
      const stamp = job.createdAt.toISOString().replace(/[:.]/g, '-');
      await fs.writeFile(path.join(this.outbox, `${stamp}-${job.id}.eml`), info.message as Buffer);
    }
    return true;
  }
}
