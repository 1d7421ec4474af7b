import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Database } from '../db/client.js';
import { mailOutbox, type MailRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { isDocumentRef, type RenderedDocument } from '../documents/document-ref.js';
import { DocumentsService } from '../documents/documents.service.js';
import { BACKGROUND_FIRST_RUN_AFTER_MS } from '../lifecycle/background-start.js';
import { createMailTransport, type MailTransport } from './mail-transport.js';
import { onMailQueued } from './outbox.js';

/** The longest wait between two attempts at one mail. */
export const MAX_RETRY_DELAY_MS = 15 * 60 * 1000;
/**
 * How long a claimed mail stays reserved for the worker that claimed it. Far longer than one send can
 * take with the SMTP timeouts; if that worker dies mid-send, another takes the mail after the lease.
 */
export const LEASE_SECONDS = 120;
const BATCH_SIZE = 20;
/** Woken inside the queuing transaction: look shortly after (usually committed), and once more later. */
const WAKE_DELAYS_MS = [100, 1500];

/** Delay before attempt n+1 after n failed attempts: base, 2×base, 4×base, … capped at 15 minutes. */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // 2^exponent overflows to Infinity long after the cap; min() keeps it finite.
  return Math.min(baseMs * 2 ** Math.min(exponent, 40), MAX_RETRY_DELAY_MS);
}

export interface DrainResult {
  sent: number;
  /** Failed this time, scheduled for another attempt. */
  retrying: number;
  /** Failed for the last time (MAIL_MAX_ATTEMPTS reached). */
  failed: number;
}

/**
 * Sends the outbox. Mails are claimed with one UPDATE … FOR UPDATE SKIP LOCKED that sets a lease and
 * counts the attempt, so any number of workers (processes, or concurrent drain() calls) never claim
 * the same mail twice. Sending happens outside any transaction: a slow mail server never holds a
 * database connection (the embedded database has only one).
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailWorker');
  private readonly transport: MailTransport;
  private interval: NodeJS.Timeout | undefined;
  private readonly wakeTimers = new Set<NodeJS.Timeout>();
  /** The first run after start-up, when start() was asked to wait for it. */
  private firstRun: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = false;
  /**
   * Counts stop() calls. A drain under way when stop() is called (a backlog after a busy hour can be
   * thousands of mails) finishes the mail in hand and claims no more, so a shutdown waits for one send,
   * not for the whole outbox. A count rather than a flag: a drain started later (tests call drain()
   * directly) must not undo the stop of one already running.
   */
  private stops = 0;

  constructor(
    @InjectDb() private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    // Optional: a worker built by hand (tests) without documents sends mails without attachments, and
    // fails (and retries) the ones that have some.
    @Optional() private readonly documents?: DocumentsService,
  ) {
    this.transport = createMailTransport(config.mail);
  }

  onApplicationBootstrap(): void {
    if (this.config.mail.workerEnabled) this.start(BACKGROUND_FIRST_RUN_AFTER_MS);
  }

  async onModuleDestroy(): Promise<void> {
    // Let a send in progress finish its bookkeeping before the database closes.
    await this.stopAndSettle();
    this.transport.close();
  }

  /** Polls every MAIL_POLL_MS and wakes whenever this process queues a mail; the first look after `firstRunAfterMs`. */
  start(firstRunAfterMs = 0): void {
    if (this.interval) return;
    this.stopped = false;
    this.logger.log(`Mail worker started (${this.transport.kind === 'smtp' ? 'SMTP' : 'logging mails: SMTP_URL is not set'})`);
    this.interval = setInterval(() => this.tick(), this.config.mail.pollMs);
    this.interval.unref();
    this.unsubscribe = onMailQueued(() => this.wake());
    if (firstRunAfterMs === 0) return this.tick();
    // Apart from the wake timers: a mail queued before the first run must still wake the worker at once.
    this.firstRun = setTimeout(() => {
      this.firstRun = undefined;
      this.tick();
    }, firstRunAfterMs);
    this.firstRun.unref();
  }

  stop(): void {
    this.stopped = true;
    this.stops++;
    if (this.interval) clearInterval(this.interval);
    this.interval = undefined;
    for (const timer of this.wakeTimers) clearTimeout(timer);
    this.wakeTimers.clear();
    clearTimeout(this.firstRun);
    this.firstRun = undefined;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /**
   * stop(), then waits for the drain under way (if any) to finish the mail in hand and release the rest:
   * once it resolves, no mail is claimed, in flight or about to be released by this worker.
   */
  async stopAndSettle(): Promise<void> {
    this.stop();
    await this.running?.catch(() => undefined);
  }

  private wake(): void {
    if (this.stopped || this.wakeTimers.size > 0) return;
    for (const delay of WAKE_DELAYS_MS) {
      const timer = setTimeout(() => {
        this.wakeTimers.delete(timer);
        this.tick();
      }, delay);
      timer.unref();
      this.wakeTimers.add(timer);
    }
  }

  /** One drain at a time from the timer; a wake during a drain runs another right after. */
  private tick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`Mail worker run failed: ${messageOf(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.rerun) {
          this.rerun = false;
          this.tick();
        }
      });
  }

  /** Sends every mail due now (claiming them in batches); returns what happened. Tests call it directly. */
  async drain(): Promise<DrainResult> {
    const stopsAtStart = this.stops;
    const stopRequested = () => this.stops !== stopsAtStart;
    const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
    while (!stopRequested()) {
      const batch = await this.claim(BATCH_SIZE);
      if (batch.length === 0) return result;
      for (const [index, mail] of batch.entries()) {
        if (stopRequested()) {
          await this.release(batch.slice(index));
          return result;
        }
        result[await this.deliver(mail)]++;
      }
    }
    return result;
  }

  /** Mails claimed but not tried (the worker is stopping): free again at once, and not counted as an attempt. */
  private async release(mails: MailRow[]): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(inArray(mailOutbox.id, mails.map((mail) => mail.id)));
  }

  private claim(limit: number): Promise<MailRow[]> {
    const now = sql`now()`;
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'PENDING'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  private async deliver(mail: MailRow): Promise<keyof DrainResult> {
    try {
      await this.transport.send(mail, await this.attachmentsOf(mail));
    } catch (error) {
      const lastError = messageOf(error).slice(0, 1000);
      const { maxAttempts, retryBaseMs } = this.config.mail;
      if (mail.attempts >= maxAttempts) {
        await this.db.update(mailOutbox).set({ status: 'FAILED', lockedUntil: null, lastError }).where(eq(mailOutbox.id, mail.id));
        // The recipient is personal data: the mail's id finds it in mail_outbox for whoever may look.
        this.logger.error(`Mail #${mail.id} failed for good after ${mail.attempts} attempts: ${lastError}`);
        return 'failed';
      }
      const delayMs = retryDelayMs(mail.attempts, retryBaseMs);
      await this.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`, lockedUntil: null, lastError })
        .where(eq(mailOutbox.id, mail.id));
      this.logger.warn(`Mail #${mail.id} not sent (attempt ${mail.attempts}), retrying in ${Math.round(delayMs / 1000)} s: ${lastError}`);
      return 'retrying';
    }
    await this.db
      .update(mailOutbox)
      .set({ status: 'SENT', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, mail.id));
    return 'sent';
  }

  /**
   * The mail's documents, rendered now: issued documents do not change, so this is the file the mail was
   * queued with (an invoice's "payments received" shows those recorded by now). A failure is a failed attempt like an SMTP error; its message names the document kind and
   * the outbox row, never the customer.
   */
  private async attachmentsOf(mail: MailRow): Promise<RenderedDocument[]> {
    const refs: unknown[] = Array.isArray(mail.attachments) ? mail.attachments : [];
    if (refs.length === 0) return [];
    const documents = this.documents;
    if (!documents) throw new Error('Attachments cannot be rendered: no document renderer in this process.');
    const rendered: RenderedDocument[] = [];
    for (const ref of refs) {
      if (!isDocumentRef(ref)) throw new Error('Attachment reference is malformed.');
      try {
        rendered.push(await documents.render(ref));
      } catch (error) {
        throw new Error(`Attachment (${ref.kind}) could not be rendered: ${messageOf(error)}`);
      }
    }
    return rendered;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
