import type { MockLink } from '@apollo/client/testing';
import type { InvoicePaymentStatus, StaffInvoiceFieldsFragment } from '../../../gql/graphql';
import { InvoiceQuoteQuery, StaffInvoiceQuery, StaffInvoicesQuery } from './graphql';

type Overrides = Partial<StaffInvoiceFieldsFragment>;

/**
 * INV-2026-00042 for R 11 500.00: a R 10 000.00 package at 15% VAT and a R 1 500.00 international flight,
 * zero-rated; R 3 450.00 deposit due 10 Dec 2026, nothing paid yet.
 */
// The generated fragment types leave out __typename, which Apollo's cache needs in a mock's answer.
export const staffInvoice = (overrides: Overrides = {}): StaffInvoiceFieldsFragment =>
  ({
    __typename: 'Invoice',
    id: 'inv1',
    number: 'INV-2026-00042',
    reference: 'EQ-TRP333',
    quoteId: 'q1',
    customerName: 'Zanele Khumalo',
    customerEmail: 'zanele@example.test',
    status: 'AWAITING_DEPOSIT',
    issuedOn: '2026-11-21',
    subtotalCents: 1_019_565,
    vatCents: 130_435,
    vatPercent: 15,
    totalCents: 1_150_000,
    paidCents: 0,
    balanceCents: 1_150_000,
    depositCents: 345_000,
    depositDueOn: '2026-12-10',
    balanceDueOn: '2027-01-30',
    refundedCents: 0,
    refundDueCents: 0,
    acceptedAt: '2026-11-21T07:55:00Z',
    acceptedBy: 'Zanele Khumalo (e-mailed link)',
    termsVersion: 'T3-P1',
    createdAt: '2026-11-21T08:00:00Z',
    vatGroups: [
      { __typename: 'VatGroup', vatTreatment: 'STANDARD', vatPercent: 15, amountCents: 1_000_000, vatCents: 130_435 },
      { __typename: 'VatGroup', vatTreatment: 'ZERO_RATED', vatPercent: 0, amountCents: 150_000, vatCents: 0 },
    ],
    lines: [
      {
        __typename: 'CustomerQuoteLine',
        position: 1,
        kind: 'PACKAGE',
        description: 'Bali beach week',
        quantity: 2,
        unitPriceCents: 500_000,
        currency: 'ZAR',
        exchangeRate: '1.0000',
        amountCents: 1_000_000,
        vatTreatment: 'STANDARD',
        vatPercent: 15,
        vatCents: 130_435,
      },
      {
        __typename: 'CustomerQuoteLine',
        position: 2,
        kind: 'FLIGHT',
        description: 'Flights',
        quantity: 1,
        unitPriceCents: 8_219,
        currency: 'USD',
        exchangeRate: '18.2500',
        amountCents: 150_000,
        vatTreatment: 'ZERO_RATED',
        vatPercent: 0,
        vatCents: 0,
      },
    ],
    payments: [],
    refunds: [],
    creditNote: null,
    ...overrides,
  }) as unknown as StaffInvoiceFieldsFragment;

export const payment = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Payment',
  id: 'pay1',
  amountCents: 345_000,
  receivedOn: '2026-11-25',
  method: 'EFT',
  reference: 'FNB 123',
  createdAt: '2026-11-25T09:00:00Z',
  ...overrides,
});

export const refund = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Refund',
  id: 'ref1',
  amountCents: 100_000,
  refundedOn: '2026-11-28',
  method: 'EFT',
  reference: 'FNB OUT 9',
  createdAt: '2026-11-28T09:00:00Z',
  ...overrides,
});

/**
 * CN-2026-00001 on INV-2026-00042 with R 3 450.00 paid and a R 1 000.00 fee: R 10 500.00 credited (the total
 * less the fee, the fee shared over the two VAT groups in proportion), R 2 450.00 refund owed.
 */
export const creditNote = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CreditNote',
  id: 'cn1',
  number: 'CN-2026-00001',
  reason: 'Customer cancelled',
  cancellationFeeCents: 100_000,
  amountCreditedCents: 1_050_000,
  vatCreditedCents: 119_093,
  refundOwedCents: 245_000,
  createdAt: '2026-11-26T08:00:00Z',
  vatGroups: [
    { __typename: 'CreditNoteVatGroup', vatTreatment: 'STANDARD', vatPercent: 15, creditedCents: 913_043, creditedVatCents: 119_093, feeCents: 86_957, feeVatCents: 11_342 },
    { __typename: 'CreditNoteVatGroup', vatTreatment: 'ZERO_RATED', vatPercent: 0, creditedCents: 136_957, creditedVatCents: 0, feeCents: 13_043, feeVatCents: 0 },
  ],
  ...overrides,
});

/** The quote behind the invoice: where the acceptance came from and the item it answers. */
export const invoiceQuoteMock = (quoteId = 'q1'): MockLink.MockedResponse => ({
  request: { query: InvoiceQuoteQuery, variables: { id: quoteId } },
  result: { data: { quote: { __typename: 'Quote', id: quoteId, inboxItemId: 'i3', acceptedFromIp: '196.25.1.10' } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const invoicesMock = (invoices: StaffInvoiceFieldsFragment[], status: InvoicePaymentStatus | null = null): MockLink.MockedResponse => ({
  request: { query: StaffInvoicesQuery, variables: { status } },
  result: { data: { invoices } },
});

export const invoiceMock = (invoice: StaffInvoiceFieldsFragment | null, id = 'inv1'): MockLink.MockedResponse => ({
  request: { query: StaffInvoiceQuery, variables: { id } },
  result: { data: { invoice } },
});
