import type { MockLink } from '@apollo/client/testing';
import type { StaffQuoteFieldsFragment } from '../../../gql/graphql';
import { InboxItemQuotesQuery, QuoteDefaultsQuery, QuoteExchangeRatesQuery } from './graphql';

type Overrides = Partial<StaffQuoteFieldsFragment>;

const lines = [
  {
    __typename: 'QuoteLine',
    id: 'l1',
    position: 1,
    kind: 'PACKAGE',
    description: 'Bali beach week',
    quantity: 2,
    unitPriceCents: 500_000,
    currency: 'ZAR',
    exchangeRate: '1.0000',
    amountCents: 1_000_000,
    netCostCents: 900_000,
    marginCents: 100_000,
    vatTreatment: 'STANDARD',
    vatPercent: 15,
    vatCents: 130_435,
  },
  {
    __typename: 'QuoteLine',
    id: 'l2',
    position: 2,
    kind: 'TRANSFER',
    description: 'Airport transfers',
    quantity: 1,
    unitPriceCents: 150_000,
    currency: 'ZAR',
    exchangeRate: '1.0000',
    amountCents: 150_000,
    netCostCents: 100_000,
    marginCents: 50_000,
    vatTreatment: 'STANDARD',
    vatPercent: 15,
    vatCents: 19_565,
  },
];

/** A quote of trip plan i3 as the API answers it: two rand lines, R 11 500.00 including 15% VAT. */
// The generated fragment types leave out __typename, which Apollo's cache needs in a mock's answer.
export const staffQuote = (overrides: Overrides = {}): StaffQuoteFieldsFragment =>
  ({
    __typename: 'Quote',
    id: 'q1',
    inboxItemId: 'i3',
    reference: 'EQ-TRP333',
    version: 1,
    status: 'DRAFT',
    customerEmail: 'zanele@example.test',
    currency: 'ZAR',
    subtotalCents: 1_000_000,
    vatCents: 150_000,
    vatPercent: 15,
    totalCents: 1_150_000,
    depositPercent: 30,
    depositCents: 345_000,
    depositDueOn: '2026-12-10',
    balanceDueOn: '2027-01-30',
    validUntil: '2026-12-31',
    marginCents: 150_000,
    message: 'Enjoy Bali!',
    sentAt: null,
    acceptedAt: null,
    acceptedBy: null,
    acceptedFromIp: null,
    termsVersion: null,
    invoiceId: null,
    vatGroups: [{ __typename: 'VatGroup', vatTreatment: 'STANDARD', vatPercent: 15, amountCents: 1_150_000, vatCents: 150_000 }],
    lines,
    ...overrides,
  }) as unknown as StaffQuoteFieldsFragment;

export const quotesMock = (quotes: StaffQuoteFieldsFragment[], inboxItemId = 'i3'): MockLink.MockedResponse => ({
  request: { query: InboxItemQuotesQuery, variables: { inboxItemId } },
  result: { data: { quotes } },
});

/** The admin's rate: R18.25 per US dollar; null: no rate set. */
export const ratesMock = (usdRandPerUnit: number | null = 18.25): MockLink.MockedResponse => ({
  request: { query: QuoteExchangeRatesQuery, variables: {} },
  result: {
    data: {
      exchangeRates:
        usdRandPerUnit === null
          ? []
          : [
              {
                __typename: 'ExchangeRate',
                currency: 'USD',
                randPerUnit: usdRandPerUnit,
              },
            ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The agency's terms for a new quote of item i3, as quoteDefaults answers them (15% VAT unless overridden). */
export const defaultsMock = (overrides: Record<string, unknown> = {}, inboxItemId = 'i3'): MockLink.MockedResponse => ({
  request: { query: QuoteDefaultsQuery, variables: { inboxItemId } },
  result: {
    data: {
      quoteDefaults: {
        __typename: 'QuoteDefaults',
        validUntil: '2099-01-14',
        depositPercent: 30,
        depositDueOn: '2099-01-07',
        balanceDueOn: '2099-02-01',
        departureDate: '2099-03-03',
        vatPercent: 15,
        international: false,
        suggestedLines: [],
        ...overrides,
      },
    },
  },
});
