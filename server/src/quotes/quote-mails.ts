/**
 * The mails of the money flow: the quote with its acceptance link, the invoice once accepted, a receipt
 * per payment, the travel voucher once paid in full, the credit note of a cancellation, and the
 * customer's question to the agency. Queued with enqueueMail in the caller's transaction
 * (mail/outbox.ts); each customer document is attached as a PDF by reference (documents/).
 * Every value the customer or staff typed is HTML-escaped.
 */
import { formatRandCents } from '../billing/money-maths.js';
import { formatCalendarDate } from '../common/dates.js';
import { escapeHtml } from '../mail/notifications.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { AgencyConfig } from '../config/config.js';
import { vatGroupLabel, type CreditSplit } from '@travel/contract';
import type { CreditNoteRow, InvoiceRow, PaymentRow, QuoteRow, RefundRow } from '../db/schema.js';

const AGENCY = 'Ubuntu Horizons Travel';

type Row = [label: string, value: string];

function compose(to: string, template: string, subject: string, intro: string[], details: Row[], link?: string, attachments?: OutgoingMail['attachments']): OutgoingMail {
  const text = [...intro, ...(link ? ['', link] : []), '', ...details.map(([k, v]) => `${k}: ${v}`), '', `— ${AGENCY}`].join('\n');
  const rows = details
    .map(([k, v]) => `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`)
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a202c">` +
    intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (link ? `<p><a href="${escapeHtml(link)}">View and accept your quote</a></p>` : '') +
    `<table>${rows}</table><p>— ${escapeHtml(AGENCY)}</p></body></html>`;
  return { to, template, subject: subject.replace(/[\r\n]+/g, ' '), text, html, ...(attachments?.length ? { attachments } : {}) };
}

/** The quote to the customer, with the only copy of the acceptance link's token. */
export function quoteSentMail(quote: QuoteRow, reference: string, link: string): OutgoingMail {
  return compose(
    quote.customerEmail,
    'quote-sent',
    `Your quote for ${reference}`,
    [
      `Dear ${quote.customerName},`,
      `Here is our quote for ${reference} (version ${quote.version}). Open the link below to see every line and accept it online; no sign-in is needed.`,
      ...(quote.message ? [quote.message] : []),
    ],
    [
      ['Reference', reference],
      ['Total (VAT included)', formatRandCents(quote.totalCents)],
      [`VAT (${quote.vatPercent}%)`, formatRandCents(quote.vatCents)],
      ['Deposit', `${quote.depositPercent}%, due ${formatCalendarDate(quote.depositDueOn)}`],
      ['Balance due', formatCalendarDate(quote.balanceDueOn)],
      ['Valid until', formatCalendarDate(quote.validUntil)],
    ],
    link,
    [{ kind: 'quote', id: quote.id }],
  );
}

/** Where to pay by EFT, with the booking reference the agency matches payments by. */
function bankingRows(agency: AgencyConfig, reference: string): Row[] {
  return [
    ['Bank', agency.bank.name],
    ['Account name', agency.bank.accountName],
    ['Account number', agency.bank.accountNumber],
    ['Branch code', agency.bank.branchCode],
    ['Payment reference', reference],
  ];
}

/** The invoice to the customer once they accepted: what to pay, by when, into which account, with which EFT reference. */
export function invoiceIssuedMail(invoice: InvoiceRow, agency: AgencyConfig): OutgoingMail {
  return compose(
    invoice.customerEmail,
    'invoice-issued',
    `Invoice ${invoice.number} for ${invoice.reference}`,
    [
      `Dear ${invoice.customerName},`,
      `Thank you for accepting our quote. Your invoice ${invoice.number} is attached; please pay by EFT into the account below, with ${invoice.reference} as the payment reference.`,
    ],
    [
      ['Invoice', invoice.number],
      ['Total (VAT included)', formatRandCents(invoice.totalCents)],
      [`VAT (${invoice.vatPercent}%)`, formatRandCents(invoice.vatCents)],
      ['Deposit', `${formatRandCents(invoice.depositCents)}, due ${formatCalendarDate(invoice.depositDueOn)}`],
      ['Balance', `${formatRandCents(invoice.totalCents - invoice.depositCents)}, due ${formatCalendarDate(invoice.balanceDueOn)}`],
      ...bankingRows(agency, invoice.reference),
    ],
    undefined,
    [{ kind: 'invoice', id: invoice.id }],
  );
}

const METHOD: Record<PaymentRow['method'], string> = { EFT: 'EFT', CARD: 'card', CASH: 'cash' };

/** The receipt of one payment, with what has been paid so far and what is still due. */
export function paymentReceiptMail(invoice: InvoiceRow, payment: PaymentRow, paidToDateCents: number): OutgoingMail {
  const balance = invoice.totalCents - paidToDateCents;
  return compose(
    invoice.customerEmail,
    'payment-receipt',
    `Receipt: ${formatRandCents(payment.amountCents)} received for ${invoice.reference}`,
    [`Dear ${invoice.customerName},`, `Thank you: we received your ${METHOD[payment.method]} payment of ${formatRandCents(payment.amountCents)}. Your receipt is attached.`],
    [
      ['Invoice', invoice.number],
      ['Amount received', formatRandCents(payment.amountCents)],
      ['Received on', formatCalendarDate(payment.receivedOn)],
      ['Paid to date', formatRandCents(paidToDateCents)],
      ['Balance outstanding', balance > 0 ? `${formatRandCents(balance)}, due ${formatCalendarDate(invoice.balanceDueOn)}` : formatRandCents(0)],
    ],
    undefined,
    [{ kind: 'receipt', id: payment.id }],
  );
}

/** Sent once, with the payment that settles the invoice: the voucher the traveller shows on the trip. */
export function travelVoucherMail(invoice: InvoiceRow, agency: AgencyConfig): OutgoingMail {
  return compose(
    invoice.customerEmail,
    'travel-voucher',
    `Your travel voucher for ${invoice.reference}`,
    [`Dear ${invoice.customerName},`, `Your booking ${invoice.reference} is paid in full. Your travel voucher is attached: please keep it with you while you travel.`],
    [
      ['Booking reference', invoice.reference],
      ['Invoice', invoice.number],
      ['Emergency contact', `${agency.emergencyPhone} · ${agency.email}`],
    ],
    undefined,
    [{ kind: 'voucher', id: invoice.id }],
  );
}

/** The credit note of a cancelled invoice: the fee kept and the amount credited back. */
export function creditNoteMail(invoice: InvoiceRow, note: CreditNoteRow, split: CreditSplit): OutgoingMail {
  const refund = note.refundDueCents > 0 ? `We owe you a refund of ${formatRandCents(note.refundDueCents)} and will pay it back to you; you will get a confirmation when we do.` : 'Nothing is owed back: the cancellation fee was kept from what you had paid.';
  return compose(
    invoice.customerEmail,
    'credit-note',
    `Credit note ${note.number} for ${invoice.reference}`,
    [`Dear ${invoice.customerName},`, `Your booking ${invoice.reference} has been cancelled and invoice ${invoice.number} credited. The credit note is attached.`, refund],
    [
      ['Credit note', note.number],
      ['Invoice', invoice.number],
      ['Invoice total (VAT included)', formatRandCents(invoice.totalCents)],
      ['Cancellation fee kept', formatRandCents(note.cancellationFeeCents)],
      ['Amount credited (VAT included)', formatRandCents(note.amountCreditedCents)],
      ...split.groups.map((g): Row => [`${vatGroupLabel(g.vatTreatment, g.vatPercent)} credited`, formatRandCents(g.creditedVatCents)]),
      ['Refund owed to you', formatRandCents(note.refundDueCents)],
      ['Reason', note.reason],
    ],
    undefined,
    [{ kind: 'credit-note', id: invoice.id }],
  );
}

/** The confirmation of one refund paid back, with what is still owed. */
export function refundMail(invoice: InvoiceRow, note: CreditNoteRow, refund: RefundRow, refundedToDateCents: number): OutgoingMail {
  const left = note.refundDueCents - refundedToDateCents;
  return compose(
    invoice.customerEmail,
    'refund-paid',
    `Refund: ${formatRandCents(refund.amountCents)} paid back for ${invoice.reference}`,
    [`Dear ${invoice.customerName},`, `We have paid ${formatRandCents(refund.amountCents)} back to you by ${METHOD[refund.method]} for the cancelled booking ${invoice.reference}. The refund confirmation is attached.`],
    [
      ['Credit note', note.number],
      ['Amount refunded', formatRandCents(refund.amountCents)],
      ['Refunded on', formatCalendarDate(refund.refundedOn)],
      ['Refunded to date', formatRandCents(refundedToDateCents)],
      ['Still to refund', formatRandCents(left)],
    ],
    undefined,
    [{ kind: 'refund', id: refund.id }],
  );
}

/** The customer's question from the quote page, to the agency inbox (also kept as a note on the item). */
export function quoteQuestionMail(agencyInbox: string, quote: QuoteRow, reference: string, question: string): OutgoingMail {
  return compose(agencyInbox, 'quote-question-agency', `Question about the quote for ${reference}`, [`${quote.customerName} asked about quote version ${quote.version}:`, question], [
    ['Reference', reference],
    ['Customer', quote.customerName],
    ['E-mail', quote.customerEmail],
  ]);
}
