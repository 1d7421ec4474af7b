import { Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, nightsBetween, todayInSouthAfrica } from '../common/dates.js';
import type { Database } from '../db/client.js';
import { invoices } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { paidOnInvoice } from './invoice-sql.js';
import type { PaymentDue } from './payment-due.model.js';
import { nextInstalment } from './reminder-rules.js';

/**
 * The "Payments due" list: every open invoice (not cancelled, not paid in full) whose next instalment is
 * overdue or due within `withinDays`. One query: the invoices with what each has been paid, pre-filtered
 * on their earliest due date; the instalment is chosen here by the same rule as the reminders.
 */
@Injectable()
export class PaymentsDueService {
  constructor(@InjectDb() private readonly db: Database) {}

  async list(withinDays: number, today: string = todayInSouthAfrica()): Promise<PaymentDue[]> {
    const horizon = addDays(today, withinDays);
    const rows = await this.db
      .select({
        invoice: invoices,
        paid: paidOnInvoice,
      })
      .from(invoices)
      .where(and(eq(invoices.status, 'ISSUED'), sql`least(${invoices.depositDueOn}, ${invoices.balanceDueOn}) <= ${horizon}::date`))
      .orderBy(asc(invoices.number));
    const due: PaymentDue[] = [];
    for (const { invoice, paid } of rows) {
      const next = nextInstalment(invoice, Number(paid));
      if (!next || next.dueOn > horizon) continue;
      const daysOverdue = Math.max(0, nightsBetween(next.dueOn, today));
      due.push({
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        reference: invoice.reference,
        customerName: invoice.customerName,
        kind: next.kind,
        amountDueCents: next.amountDueCents,
        dueOn: next.dueOn,
        overdue: daysOverdue > 0,
        daysOverdue,
      });
    }
    // Overdue first (the longest overdue at the top: earliest due date), then by due date.
    return due.sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.dueOn.localeCompare(b.dueOn) || a.invoiceNumber.localeCompare(b.invoiceNumber));
  }
}
