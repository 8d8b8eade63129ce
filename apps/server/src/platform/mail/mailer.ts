import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mailJobs } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

const MAX_ATTEMPTS = 5;

/**
 * Outgoing mail. `send` records a job in the database first and then delivers it, so a crash
 * between the two loses nothing: `drain` (at start and on a timer) picks up what is left.
 * Delivery is SMTP when SMTP_URL is set, otherwise an RFC 822 `.eml` file in DATA_DIR/outbox.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outbox?: string;
  private draining: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;

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

  /** Records the message and starts delivering it; resolves once it is recorded. */
  async send(message: MailMessage): Promise<void> {
    await this.db.insert(mailJobs).values(message);
    void this.drain();
  }

  /** Delivers every pending job; concurrent calls share one pass. Resolves when the queue is empty. */
  drain(): Promise<void> {
    this.draining = this.draining.then(() => this.deliverPending()).catch((err) => this.opts.log.error({ err }, 'mail queue failed'));
    return this.draining;
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

  private async claim() {
    // Take one job at a time; another process skips it while it is held.
    const [job] = await this.db
      .update(mailJobs)
      .set({ lockedUntil: sql`now() + interval '2 minutes'`, attempts: sql`${mailJobs.attempts} + 1` })
      .where(
        eq(
          mailJobs.id,
          sql`(SELECT id FROM ${mailJobs} WHERE ${and(
            eq(mailJobs.status, 'pending'),
            or(isNull(mailJobs.lockedUntil), lt(mailJobs.lockedUntil, sql`now()`)),
          )} ORDER BY ${asc(mailJobs.createdAt)} LIMIT 1 FOR UPDATE SKIP LOCKED)`,
        ),
      )
      .returning();
    return job;
  }

  private async deliverPending(): Promise<void> {
    for (let job = await this.claim(); job; job = await this.claim()) {
      try {
        await this.deliver(job);
        await this.db.update(mailJobs).set({ status: 'sent', sentAt: new Date(), lockedUntil: null }).where(eq(mailJobs.id, job.id));
        this.opts.log.info({ to: job.to, subject: job.subject }, 'mail sent');
      } catch (err) {
        const failed = job.attempts >= MAX_ATTEMPTS;
        await this.db
          .update(mailJobs)
          .set({
            status: failed ? 'failed' : 'pending',
            lastError: String((err as Error).message).slice(0, 500),
            // Back off: the timer retries it after a minute.
            lockedUntil: sql`now() + interval '1 minute'`,
          })
          .where(eq(mailJobs.id, job.id));
        this.opts.log.warn({ err, to: job.to, attempts: job.attempts }, 'mail delivery failed');
      }
    }
  }

  private async deliver(job: typeof mailJobs.$inferSelect): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.opts.from,
      to: job.to,
      subject: job.subject,
      text: job.text,
      html: job.html,
      replyTo: job.replyTo ?? undefined,
    });
    if (this.outbox) {
      await fs.mkdir(this.outbox, { recursive: true });
      const stamp = job.createdAt.toISOString().replace(/[:.]/g, '-');
      await fs.writeFile(path.join(this.outbox, `${stamp}-${job.id}.eml`), info.message as Buffer);
    }
  }
}
