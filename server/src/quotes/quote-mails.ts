/**
 * The mails of the money flow: the quote with its acceptance link, the invoice once accepted, and the
 * customer's question to the agency. Queued with enqueueMail in the caller's transaction (mail/outbox.ts).
 * Every value the customer or staff typed is HTML-escaped.
 */
import { formatRandCents } from '../billing/money-maths.js';
import { formatCalendarDate } from '../common/dates.js';
import { escapeHtml } from '../mail/notifications.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { InvoiceRow, QuoteRow } from '../db/schema.js';

const AGENCY = 'Ubuntu Horizons Travel';

type Row = [label: string, value: string];

function compose(to: string, template: string, subject: string, intro: string[], details: Row[], link?: string): OutgoingMail {
  const text = [...intro, ...(link ? ['', link] : []), '', ...details.map(([k, v]) => `${k}: ${v}`), '', `— ${AGENCY}`].join('\n');
  const rows = details
    .map(([k, v]) => `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`)
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a202c">` +
    intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (link ? `<p><a href="${escapeHtml(link)}">View and accept your quote</a></p>` : '') +
    `<table>${rows}</table><p>— ${escapeHtml(AGENCY)}</p></body></html>`;
  return { to, template, subject: subject.replace(/[\r\n]+/g, ' '), text, html };
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
  );
}

/** The invoice to the customer once they accepted: what to pay, by when, with which EFT reference. */
export function invoiceIssuedMail(invoice: InvoiceRow): OutgoingMail {
  return compose(
    invoice.customerEmail,
    'invoice-issued',
    `Invoice ${invoice.number} for ${invoice.reference}`,
    [`Dear ${invoice.customerName},`, `Thank you for accepting our quote. Your invoice ${invoice.number} is below; please use ${invoice.reference} as the payment reference.`],
    [
      ['Invoice', invoice.number],
      ['Payment reference', invoice.reference],
      ['Total (VAT included)', formatRandCents(invoice.totalCents)],
      [`VAT (${invoice.vatPercent}%)`, formatRandCents(invoice.vatCents)],
      ['Deposit', `${formatRandCents(invoice.depositCents)}, due ${formatCalendarDate(invoice.depositDueOn)}`],
      ['Balance', `${formatRandCents(invoice.totalCents - invoice.depositCents)}, due ${formatCalendarDate(invoice.balanceDueOn)}`],
    ],
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
