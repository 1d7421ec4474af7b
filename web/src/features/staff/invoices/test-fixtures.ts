import type { MockLink } from '@apollo/client/testing';
import type { InvoicePaymentStatus, StaffInvoiceFieldsFragment } from '../../../gql/graphql';
import { StaffInvoiceQuery, StaffInvoicesQuery } from './graphql';

type Overrides = Partial<StaffInvoiceFieldsFragment>;

/** INV-2026-00042 for R 11 500.00: R 3 450.00 deposit due 10 Dec 2026, nothing paid yet. */
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
    subtotalCents: 1_000_000,
    vatCents: 150_000,
    vatPercent: 15,
    totalCents: 1_150_000,
    paidCents: 0,
    balanceCents: 1_150_000,
    depositCents: 345_000,
    depositDueOn: '2026-12-10',
    balanceDueOn: '2027-01-30',
    createdAt: '2026-11-21T08:00:00Z',
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
      },
    ],
    payments: [],
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

export const invoicesMock = (invoices: StaffInvoiceFieldsFragment[], status: InvoicePaymentStatus | null = null): MockLink.MockedResponse => ({
  request: { query: StaffInvoicesQuery, variables: { status } },
  result: { data: { invoices } },
});

export const invoiceMock = (invoice: StaffInvoiceFieldsFragment | null, id = 'inv1'): MockLink.MockedResponse => ({
  request: { query: StaffInvoiceQuery, variables: { id } },
  result: { data: { invoice } },
});
