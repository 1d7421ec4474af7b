import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LocalDate } from '../common/local-date.scalar.js';
import { quoteLineKind, quoteStatus, vatTreatment } from '../db/schema.js';
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
    CANCELLED: { description: 'Accepted, then cancelled with its invoice (the invoice has a credit note).' },
  },
});

export type VatTreatment = (typeof vatTreatment.enumValues)[number];
export const VatTreatment = Object.fromEntries(vatTreatment.enumValues.map((k) => [k, k])) as { [K in VatTreatment]: K };
registerEnumType(VatTreatment, {
  name: 'VatTreatment',
  description: "How VAT applies to a line (South Africa's VAT Act).",
  valuesMap: {
    STANDARD: { description: 'At the standard rate the quote was priced with (VAT_PERCENT, 15%).' },
    ZERO_RATED: { description: '0%, e.g. international passenger transport (s11(2)(a)).' },
    EXEMPT: { description: 'No VAT, e.g. domestic passenger transport by road or rail (s12).' },
  },
});

@ObjectType({ description: 'The lines of one VAT treatment of a quote or an invoice: their total and the VAT in it.' })
export class VatGroup {
  @Field(() => VatTreatment)
  vatTreatment: VatTreatment;

  @Field(() => Int)
  vatPercent: number;

  @Field(() => Int, { description: 'VAT included, in rand cents.' })
  amountCents: number;

  @Field(() => Int, { description: 'amount − round(amount × 100 / (100 + vatPercent)), in rand cents.' })
  vatCents: number;
}

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

  @Field(() => VatTreatment)
  vatTreatment: VatTreatment;

  @Field(() => Int, { description: 'The rate the line is charged at, in percent (0 unless standard-rated).' })
  vatPercent: number;

  @Field(() => Int, { description: "The VAT in amountCents: the line's share of its VAT group's, in rand cents." })
  vatCents: number;
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

  @Field(() => Int, { description: 'The standard VAT rate the quote was priced with, in percent.' })
  vatPercent: number;

  @Field(() => Int, { description: 'Total before VAT, in rand cents.' })
  subtotalCents: number;

  @Field(() => Int, { description: "VAT included in the total: the sum of its VAT groups' VAT." })
  vatCents: number;

  @Field(() => [VatGroup], { description: 'One per VAT treatment among the lines.' })
  vatGroups: VatGroup[];

  @Field(() => Int, { description: 'Total including VAT, in rand cents: the sum of the lines.' })
  totalCents: number;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  @Field(() => Date, { nullable: true })
  acceptedAt: Date | null;

  @Field(() => String, { nullable: true, description: "The agency's terms as they stood when the quote was sent (null on a draft)." })
  termsText: string | null;

  @Field(() => String, { nullable: true, description: "The cancellation policy the quote was sent with: the package's own, else the agency's (null on a draft)." })
  cancellationPolicyText: string | null;

  @Field(() => String, { nullable: true, description: 'Names the terms and cancellation policy the quote was sent with (null on a draft).' })
  termsVersion: string | null;
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

  @Field(() => String, { nullable: true, description: 'Who accepted: the customer through the e-mailed link, or signed in to their account.' })
  acceptedBy: string | null;

  @Field(() => String, { nullable: true, description: 'The network address the acceptance came from.' })
  acceptedFromIp: string | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

@ObjectType({ description: 'A line a new quote starts with, taken from the request (its package or stay, guests, dates and price).' })
export class QuoteLineSuggestion {
  @Field(() => QuoteLineKind)
  kind: QuoteLineKind;

  @Field()
  description: string;

  @Field(() => Int)
  quantity: number;

  @Field(() => Int, { description: "Price of one in the line's currency, in cents, VAT included." })
  unitPriceCents: number;

  @Field(() => Currency)
  currency: Currency;

  @Field(() => VatTreatment)
  vatTreatment: VatTreatment;
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

  @Field({ description: "Whether the trip goes abroad (a package's country outside South Africa): a flight line then starts zero-rated." })
  international: boolean;

  @Field(() => [QuoteLineSuggestion], { description: 'The request as lines to start from (empty for a trip plan: staff price it).' })
  suggestedLines: QuoteLineSuggestion[];

  @Field(() => String, { nullable: true, description: 'Rand per US$ a US$ line would be converted at now (the admin’s rate), as decimal text; null when none is set.' })
  usdRandPerUnit: string | null;
}
