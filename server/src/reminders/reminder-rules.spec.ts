import { describe, expect, it } from '@jest/globals';
import { dueReminders, nextInstalment, type InvoiceTerms } from './reminder-rules.js';

const INVOICE: InvoiceTerms = { status: 'ISSUED', issuedOn: '2027-01-01', totalCents: 100_000, depositCents: 30_000, depositDueOn: '2027-02-01', balanceDueOn: '2027-04-01' };
const kinds = (invoice: InvoiceTerms, paid: number, today: string) => dueReminders(invoice, paid, today, 7).map((r) => `${r.kind} ${r.amountDueCents}`);

describe('dueReminders', () => {
  it('opens the reminder window 7 days before each due date and the overdue notice the day after', () => {
    expect(kinds(INVOICE, 0, '2027-01-24')).toEqual([]);
    expect(kinds(INVOICE, 0, '2027-01-25')).toEqual(['DEPOSIT_REMINDER 30000']);
    expect(kinds(INVOICE, 0, '2027-02-01')).toEqual(['DEPOSIT_REMINDER 30000']);
    expect(kinds(INVOICE, 0, '2027-02-02')).toEqual(['DEPOSIT_OVERDUE 30000']);
    expect(kinds(INVOICE, 10_000, '2027-03-25')).toEqual(['DEPOSIT_OVERDUE 20000', 'BALANCE_REMINDER 90000']);
    expect(kinds(INVOICE, 30_000, '2027-04-02')).toEqual(['BALANCE_OVERDUE 70000']);
  });

  it('says nothing for a cancelled invoice, one paid in full, or a deposit of 0 or due with the balance', () => {
    expect(kinds({ ...INVOICE, status: 'CANCELLED' }, 0, '2027-02-02')).toEqual([]);
    expect(kinds(INVOICE, 100_000, '2027-04-02')).toEqual([]);
    expect(kinds({ ...INVOICE, depositCents: 0 }, 0, '2027-02-02')).toEqual([]);
    expect(kinds({ ...INVOICE, depositDueOn: '2027-04-01' }, 0, '2027-04-02')).toEqual(['BALANCE_OVERDUE 100000']);
  });

  it('sends no reminder for an invoice issued inside the window, only the overdue notice', () => {
    const late = { ...INVOICE, issuedOn: '2027-01-28' };
    expect(kinds(late, 0, '2027-01-29')).toEqual([]);
    expect(kinds(late, 0, '2027-02-02')).toEqual(['DEPOSIT_OVERDUE 30000']);
  });
});

describe('nextInstalment', () => {
  it('is the deposit while it is not covered, then the balance; nothing once paid or cancelled', () => {
    expect(nextInstalment(INVOICE, 29_999)).toEqual({ kind: 'DEPOSIT', dueOn: '2027-02-01', amountDueCents: 1 });
    expect(nextInstalment(INVOICE, 30_000)).toEqual({ kind: 'BALANCE', dueOn: '2027-04-01', amountDueCents: 70_000 });
    expect(nextInstalment({ ...INVOICE, depositCents: 0 }, 0)).toEqual({ kind: 'BALANCE', dueOn: '2027-04-01', amountDueCents: 100_000 });
    expect(nextInstalment(INVOICE, 100_000)).toBeNull();
    expect(nextInstalment({ ...INVOICE, status: 'CANCELLED' }, 0)).toBeNull();
  });
});
