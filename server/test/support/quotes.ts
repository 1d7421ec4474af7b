/**
 * Quote fixtures over the API, as staff build them: a draft for an inbox item, sent, and the acceptance
 * token read back from the e-mail in the outbox (the only place the raw token exists).
 */
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema.js';
import { isoDaysFromNow } from './factories.js';
import type { Caller, TestApp } from './test-app.js';

export const QUOTE_FIELDS = `id reference version status validUntil depositPercent depositCents depositDueOn balanceDueOn message vatPercent
  subtotalCents vatCents totalCents marginCents inboxItemId customerEmail invoiceId revisesQuoteId termsVersion acceptedBy acceptedFromIp
  vatGroups { vatTreatment vatPercent amountCents vatCents }
  lines { id position kind description quantity unitPriceCents currency exchangeRate amountCents netCostCents marginCents vatTreatment vatPercent vatCents }`;

export const INVOICE_FIELDS = `id number quoteId reference customerName issuedOn vatPercent subtotalCents vatCents totalCents depositCents
  depositDueOn balanceDueOn paidCents balanceCents refundedCents refundDueCents status acceptedBy termsVersion
  vatGroups { vatTreatment vatPercent amountCents vatCents }
  lines { position kind description quantity unitPriceCents currency exchangeRate amountCents vatTreatment vatPercent vatCents }
  payments { amountCents receivedOn method reference }
  refunds { id amountCents refundedOn method reference }
  creditNote { number cancellationFeeCents amountCreditedCents vatCreditedCents refundOwedCents reason vatGroups { vatTreatment vatPercent creditedCents creditedVatCents feeCents feeVatCents } }`;
export const RECORD_REFUND = `mutation($id: ID!, $input: RefundInput!) { recordRefund(invoiceId: $id, input: $input) { ${INVOICE_FIELDS} } }`;
export const CANCEL_INVOICE = `mutation($id: ID!, $input: CancelInvoiceInput!) { cancelInvoice(id: $id, input: $input) { ${INVOICE_FIELDS} } }`;

export const CREATE_QUOTE = `mutation($id: ID!, $input: QuoteInput!) { createQuote(inboxItemId: $id, input: $input) { ${QUOTE_FIELDS} } }`;
export const SEND_QUOTE = `mutation($id: ID!) { sendQuote(id: $id) { ${QUOTE_FIELDS} } }`;
export const ACCEPT_QUOTE = `mutation($token: String!) { acceptQuote(token: $token) { ${INVOICE_FIELDS} } }`;
export const RECORD_PAYMENT = `mutation($id: ID!, $input: PaymentInput!) { recordPayment(invoiceId: $id, input: $input) { ${INVOICE_FIELDS} } }`;

/** Three lines, one in US dollars: R12 000 × 2, US$ 350.50 at the admin's rate, R1 499.99 × 1. */
export function threeLineQuote(overrides: Record<string, unknown> = {}) {
  return {
    lines: [
      { kind: 'PACKAGE', description: 'Kruger safari, 4 nights', quantity: 2, unitPriceCents: 1_200_000, currency: 'ZAR', netCostCents: 1_900_000 },
      { kind: 'FLIGHT', description: 'JNB–MQP return', quantity: 1, unitPriceCents: 35_050, currency: 'USD', netCostCents: 500_000 },
      { kind: 'INSURANCE', description: 'Travel insurance', quantity: 1, unitPriceCents: 149_999, currency: 'ZAR' },
    ],
    validUntil: isoDaysFromNow(14),
    depositPercent: 30,
    depositDueOn: isoDaysFromNow(7),
    balanceDueOn: isoDaysFromNow(30),
    message: 'As discussed on the phone.',
    ...overrides,
  };
}

/** The raw token of the newest quote mail to `email`, read from its link. */
export async function tokenFromMail(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'quote-sent')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/quotes\/([A-Za-z0-9_-]{43})\b/.exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no quote link in the mail to ${email}`);
  return token;
}

/** Creates and sends a quote for the inbox item; answers the quote and its token. */
export async function sentQuote(t: TestApp, staff: Caller, inboxItemId: string, email: string, input = threeLineQuote()) {
  const created = await staff.gql(CREATE_QUOTE, { id: inboxItemId, input });
  if (created.body.errors) throw new Error(JSON.stringify(created.body.errors));
  const sent = await staff.gql(SEND_QUOTE, { id: created.body.data.createQuote.id });
  if (sent.body.errors) throw new Error(JSON.stringify(sent.body.errors));
  return { quote: sent.body.data.sendQuote, token: await tokenFromMail(t, email) };
}
