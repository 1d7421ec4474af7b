import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.js';
import { sqlState } from '../common/database-errors.js';
import { todayInSouthAfrica } from '../common/dates.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Database } from '../db/client.js';
import { invoices, paymentReminders, payments, type PaymentReminderKind } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { BACKGROUND_FIRST_RUN_AFTER_MS } from '../lifecycle/background-start.js';
import { enqueueMail } from '../mail/outbox.js';
import { paymentReminderMail } from './reminder-mails.js';
import { paidOnInvoice, remindersSentOfInvoice } from './invoice-sql.js';
import { dueReminders, windowOpensBy } from './reminder-rules.js';

export interface ReminderRunResult {
  /** The South African day the run counted from. */
  today: string;
  /** Reminder mails this run queued (another process may have queued the rest). */
  queued: number;
}

/**
 * Deposit and balance reminders and overdue notices (reminder-rules.ts), queued through the mail outbox.
 *
 * Exactly once per invoice, kind and due date, whatever the number of processes and runs: each reminder
 * is one transaction that locks the invoice row, re-reads what has been paid (a payment recorded a moment
 * ago cancels the reminder; recording a payment locks the same row), inserts its payment_reminders row
 * with ON CONFLICT DO NOTHING and queues the mail only when that insert won. A second run waits on the
 * lock, then finds the row there and does nothing.
 *
 * Runs shortly after start-up and every REMINDER_INTERVAL_MS (unref'd: it never keeps the process alive); off in
 * tests unless REMINDER_JOB=true, where tests call run(today) themselves.
 */
@Injectable()
export class PaymentRemindersJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PaymentReminders');
  private interval: NodeJS.Timeout | undefined;
  private firstRun: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    @InjectDb() private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.quotePolicy.reminderJobEnabled) this.start(BACKGROUND_FIRST_RUN_AFTER_MS);
  }

  async onModuleDestroy(): Promise<void> {
    this.stop();
    // A run in progress finishes its transaction before the database closes.
    await this.running?.catch(() => undefined);
  }

  /** Runs every REMINDER_INTERVAL_MS, the first time after `firstRunAfterMs`. */
  start(firstRunAfterMs = 0): void {
    if (this.interval) return;
    this.interval = setInterval(() => this.tick(), this.config.quotePolicy.reminderIntervalMs);
    this.interval.unref();
    if (firstRunAfterMs === 0) return this.tick();
    this.firstRun = setTimeout(() => this.tick(), firstRunAfterMs);
    this.firstRun.unref();
  }

  stop(): void {
    if (this.interval) clearInterval(this.interval);
    clearTimeout(this.firstRun);
    this.interval = undefined;
    this.firstRun = undefined;
  }

  /** From the timer: one run at a time in this process (other processes are kept apart by the database). */
  private tick(): void {
    if (this.running) return;
    this.running = this.run()
      // By SQLSTATE or error name only: a database message can quote a row, and rows hold customers' names.
      .catch((error: unknown) => this.logger.error(`Payment reminder run failed (${sqlState(error) ?? (error instanceof Error ? error.name : 'error')})`))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Queues every reminder due on `today` that has not gone out yet. Tests call it with the day they need. */
  async run(today: string = todayInSouthAfrica()): Promise<ReminderRunResult> {
    const daysBefore = this.config.quotePolicy.paymentReminderDaysBefore;
    const candidates = await this.candidates(today, daysBefore);
    let queued = 0;
    for (const { invoice, paid, sent } of candidates) {
      for (const reminder of dueReminders(invoice, paid, today, daysBefore)) {
        if (sent.has(`${reminder.kind}@${reminder.dueOn}`)) continue;
        if (await this.send(invoice.id, reminder.kind, reminder.dueOn, today, daysBefore)) queued++;
      }
    }
    // Counts only: no invoice number, name or address in the log.
    if (queued > 0) this.logger.log(`Payment reminders for ${today}: ${queued} queued`);
    return { today, queued };
  }

  /**
   * One statement: the open invoices whose first reminder window has opened by `today`, each with what
   * has been paid and the reminders already sent ("KIND@YYYY-MM-DD,…"), so a run reads no invoice twice
   * and opens a transaction only for a reminder that is still to go out.
   */
  private async candidates(today: string, daysBefore: number) {
    const rows = await this.db
      .select({
        invoice: invoices,
        paid: paidOnInvoice,
        sent: remindersSentOfInvoice,
      })
      .from(invoices)
      .where(and(eq(invoices.status, 'ISSUED'), sql`least(${invoices.depositDueOn}, ${invoices.balanceDueOn}) <= ${windowOpensBy(today, daysBefore)}::date`));
    return rows
      .map((row) => ({ invoice: row.invoice, paid: Number(row.paid), sent: new Set(row.sent ? row.sent.split(',') : []) }))
      .filter((row) => row.paid < row.invoice.totalCents);
  }

  /** One reminder in one transaction; true when this call queued it. */
  private send(invoiceId: string, kind: PaymentReminderKind, dueOn: string, today: string, daysBefore: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
      if (!invoice) return false;
      const [row] = await tx.select({ paid: sql<string>`coalesce(sum(${payments.amountCents}), 0)` }).from(payments).where(eq(payments.invoiceId, invoiceId));
      const reminder = dueReminders(invoice, Number(row?.paid ?? 0), today, daysBefore).find((r) => r.kind === kind && r.dueOn === dueOn);
      // Paid or cancelled since the candidates were read.
      if (!reminder) return false;
      const won = await tx.insert(paymentReminders).values({ invoiceId, kind, dueOn }).onConflictDoNothing().returning({ kind: paymentReminders.kind });
      if (won.length === 0) return false;
      await enqueueMail(tx, paymentReminderMail(invoice, reminder));
      await recordAudit(tx, { entity: 'INVOICE', entityId: invoiceId, action: 'REMINDER_SENT', actor: 'system', after: { kind, dueOn, amountDueCents: reminder.amountDueCents } });
      return true;
    });
  }
}
