import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LocalDate } from '../common/local-date.scalar.js';
import { quoteLineKind, quoteStatus } from '../db/schema.js';
import { Currency } from '../packages/package.model.js';

export type QuoteStatus = (typeof quoteStatus.enumValues)[number];
export const QuoteStatus = Object.fromEntries(quoteStatus.enumValues.map((s) => [s, s])) as { [K in QuoteStatus]: K };
registerEnumType(QuoteStatus, {
  name: 'QuoteStatus',
  valuesMap: {
    DRAFT: { description: 'Being written: only staff see it, and it can still change.' },
    SENT: { description: 'E-mailed to the customer, who may accept it while it is valid. It can no longer change.' },
    ACCEPTED: { description: 'Accepted by the customer: it has an invoice.' },
    SUPERSEDED: { description: 'Replaced by a newer version that was sent.' },
    WITHDRAWN: { description: 'Withdrawn by the agency.' },
  },
});

export type QuoteLineKind = (typeof quoteLineKind.enumValues)[number];
export const QuoteLineKind = Object.fromEntries(quoteLineKind.enumValues.map((k) => [k, k])) as { [K in QuoteLineKind]: K };
registerEnumType(QuoteLineKind, { name: 'QuoteLineKind' });

/** What the customer sees of a line: no net cost, no margin. */
@ObjectType({ description: 'A priced line of a quote or an invoice, as the customer sees it.' })
export class CustomerQuoteLine {
  @Field(() => Int)
  position: number;

  @Field(() => QuoteLineKind)
  kind: QuoteLineKind;

  @Field()
  description: string;

  @Field(() => Int)
  quantity: number;

  @Field(() => Int, { description: "Price of one, in the line's currency, in cents, VAT included." })
  unitPriceCents: number;

  @Field(() => Currency)
  currency: Currency;

  @Field({ description: 'Rand per unit of the line currency used (1.0000 for rand), as decimal text.' })
  exchangeRate: string;

  @Field(() => Int, { description: 'quantity × unit price × rate, rounded half-up to the cent, in rand cents.' })
  amountCents: number;
}

/** A line as staff see it: the customer's view plus what the agency pays for it. */
@ObjectType({ description: 'A quote line with its net cost and margin: staff and agency admins only.' })
export class QuoteLine extends CustomerQuoteLine {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { nullable: true, description: 'What the agency pays its supplier, in rand cents.' })
  netCostCents: number | null;

  @Field(() => Int, { nullable: true, description: 'amountCents − netCostCents (null without a net cost).' })
  marginCents: number | null;
}

/** The fields a customer and staff share. */
@ObjectType({ isAbstract: true })
abstract class QuoteCommon {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The reference of the booking or enquiry the quote answers (UH-… or EQ-…): the EFT reference of its invoice.' })
  reference: string;

  @Field(() => Int)
  version: number;

  @Field(() => QuoteStatus)
  status: QuoteStatus;

  @Field(() => Currency)
  currency: Currency;

  @Field(() => LocalDate)
  validUntil: string;

  @Field(() => Int)
  depositPercent: number;

  @Field(() => Int, { description: 'round(total × deposit% / 100), in rand cents.' })
  depositCents: number;

  @Field(() => LocalDate)
  depositDueOn: string;

  @Field(() => LocalDate)
  balanceDueOn: string;

  @Field()
  message: string;

  @Field(() => Int, { description: 'The VAT rate the quote was priced with, in percent.' })
  vatPercent: number;

  @Field(() => Int, { description: 'Total before VAT, in rand cents.' })
  subtotalCents: number;

  @Field(() => Int, { description: 'VAT included in the total: total − round(total × 100 / (100 + VAT%)).' })
  vatCents: number;

  @Field(() => Int, { description: 'Total including VAT, in rand cents: the sum of the lines.' })
  totalCents: number;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  @Field(() => Date, { nullable: true })
  acceptedAt: Date | null;
}

/** The customer's view of a quote (the token page, myQuotes). */
@ObjectType({ description: 'A quote as the customer sees it: no net costs.' })
export class CustomerQuote extends QuoteCommon {
  @Field()
  customerName: string;

  @Field(() => [CustomerQuoteLine])
  lines: CustomerQuoteLine[];

  @Field({ description: 'True while the quote can be accepted (SENT, not past its validity or its link).' })
  canAccept: boolean;

  @Field(() => String, { nullable: true, description: 'The invoice number once accepted.' })
  invoiceNumber: string | null;
}

/** Staff's view of a quote. */
@ObjectType({ description: 'A quote as staff see it, with net costs and margin.' })
export class Quote extends QuoteCommon {
  @Field(() => ID, { description: 'The booking or enquiry (inbox item) it answers.' })
  inboxItemId: string;

  @Field()
  customerName: string;

  @Field()
  customerEmail: string;

  @Field(() => ID, { nullable: true })
  revisesQuoteId: string | null;

  @Field(() => [QuoteLine])
  lines: QuoteLine[];

  @Field(() => Int, { nullable: true, description: 'Sum of the lines’ margins; null when a line has no net cost.' })
  marginCents: number | null;

  @Field(() => ID, { nullable: true, description: 'The invoice once accepted.' })
  invoiceId: string | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

/** What a new quote starts with: the agency's terms (config quotePolicy) applied to today and the trip's dates. */
@ObjectType({ description: "A new quote's suggested terms from the agency's policy (DEPOSIT_PERCENT, DEPOSIT_DUE_DAYS, BALANCE_DUE_DAYS_BEFORE_DEPARTURE, QUOTE_VALID_DAYS, VAT_PERCENT)." })
export class QuoteDefaults {
  @Field(() => LocalDate, { description: 'Today + QUOTE_VALID_DAYS, but no later than the day before departure (and never before today).' })
  validUntil: string;

  @Field(() => Int)
  depositPercent: number;

  @Field(() => LocalDate, { description: 'Today + DEPOSIT_DUE_DAYS, but no later than the day before departure (and never before today).' })
  depositDueOn: string;

  @Field(() => LocalDate, {
    description: 'Departure − BALANCE_DUE_DAYS_BEFORE_DEPARTURE, never before the deposit date; the deposit date when the item has no departure date.',
  })
  balanceDueOn: string;

  @Field(() => LocalDate, { nullable: true, description: "The item's departure or check-in date the balance date is counted from; null when it has none (choose the balance date by hand)." })
  departureDate: string | null;

  @Field(() => Int, { description: 'VAT_PERCENT: the rate a quote saved now is priced with (prices include it).' })
  vatPercent: number;
}
