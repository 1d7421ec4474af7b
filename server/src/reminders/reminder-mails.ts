/**
 * The payment reminder mails: amount due, due date, invoice number and the EFT reference, in the subject
 * and the body. Every value is HTML-escaped in the HTML body (names are typed by customers).
 */
import { formatRandCents } from '../billing/money-maths.js';
import { formatCalendarDate } from '../common/dates.js';
import type { InvoiceRow } from '../db/schema.js';
import { escapeHtml } from '../mail/notifications.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { DueReminder } from './reminder-rules.js';

const AGENCY = 'Ubuntu Horizons Travel';

type Invoice = Pick<InvoiceRow, 'number' | 'reference' | 'customerName' | 'customerEmail'>;

const WORDING: Record<DueReminder['kind'], { template: string; subject: string; sentence: (amount: string, due: string) => string }> = {
  DEPOSIT_REMINDER: {
    template: 'payment-reminder-deposit',
    subject: 'Deposit reminder',
    sentence: (amount, due) => `A friendly reminder that the deposit of ${amount} that secures your booking is due on ${due}.`,
  },
  DEPOSIT_OVERDUE: {
    template: 'payment-overdue-deposit',
    subject: 'Deposit overdue',
    sentence: (amount, due) => `We have not yet received the deposit of ${amount} that was due on ${due}. Please pay it as soon as possible to keep your booking.`,
  },
  BALANCE_REMINDER: {
    template: 'payment-reminder-balance',
    subject: 'Balance reminder',
    sentence: (amount, due) => `A friendly reminder that the balance of ${amount} for your trip is due on ${due}.`,
  },
  BALANCE_OVERDUE: {
    template: 'payment-overdue-balance',
    subject: 'Balance overdue',
    sentence: (amount, due) => `We have not yet received the balance of ${amount} that was due on ${due}. Please pay it as soon as possible.`,
  },
};

export const REMINDER_TEMPLATES = Object.values(WORDING).map((w) => w.template);

export function paymentReminderMail(invoice: Invoice, reminder: DueReminder): OutgoingMail {
  const wording = WORDING[reminder.kind];
  const amount = formatRandCents(reminder.amountDueCents);
  const due = formatCalendarDate(reminder.dueOn);
  const intro = [
    `Dear ${invoice.customerName},`,
    wording.sentence(amount, due),
    `Please pay by EFT with ${invoice.reference} as the payment reference. If you have paid in the last few days, thank you, and please ignore this reminder.`,
  ];
  const details: [string, string][] = [
    ['Amount due', amount],
    ['Due date', due],
    ['Invoice', invoice.number],
    ['EFT reference', invoice.reference],
  ];
  const text = [...intro, '', ...details.map(([k, v]) => `${k}: ${v}`), '', `— ${AGENCY}`].join('\n');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a202c">` +
    intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<table>${details.map(([k, v]) => `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` +
    `<p>— ${escapeHtml(AGENCY)}</p></body></html>`;
  // One line: the invoice number and reference are ours, but a subject must never carry a newline.
  const subject = `${wording.subject}: ${amount} due ${due} (invoice ${invoice.number}, EFT reference ${invoice.reference})`.replace(/[\r\n]+/g, ' ');
  return { to: invoice.customerEmail, template: wording.template, subject, text, html };
}
