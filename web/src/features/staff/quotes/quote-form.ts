import {
  AGENCY_PAYMENT_POLICY,
  depositCents,
  MAX_TOTAL_CENTS,
  QUOTE_CURRENCIES,
  QUOTE_LINE_DESCRIPTION_MAX_LENGTH,
  QUOTE_LINE_KINDS,
  QUOTE_LINE_MAX_QUANTITY,
  QUOTE_LINE_MIN_QUANTITY,
  QUOTE_MAX_LINES,
  QUOTE_MAX_NET_COST_CENTS,
  QUOTE_MAX_UNIT_PRICE_CENTS,
  QUOTE_MESSAGE_MAX_LENGTH,
  QUOTE_MIN_LINES,
  QuoteMessages,
  quoteTotals,
  rateToTenThousandths,
  todayInSouthAfrica,
  defaultVatTreatment,
  VAT_TREATMENTS,
  type QuoteLineKind,
  type VatGroup,
  type VatTreatment,
} from '@travel/contract';
import { z } from 'zod';
import type { QuoteDefaultsQuery, QuoteInput, StaffQuoteFieldsFragment } from '../../../gql/graphql';
import { centsToAmountText } from '../../../lib/money-input';
import { centsAmount, optionalCentsAmount, requiredLocalDate, wholeNumber } from '../../../lib/zod-fields';

export { AGENCY_PAYMENT_POLICY };

type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];

/** One line of the builder as typed: text fields stay text until the schema reads them. */
export interface QuoteLineValues {
  /** Keeps a line's inputs with it when lines are moved or removed (not sent to the API). */
  key: string;
  kind: QuoteLineKind;
  description: string;
  quantity: string;
  /** In the line's currency, e.g. "1234.50". */
  unitPrice: string;
  currency: QuoteCurrency;
  /** Rand for the whole line, staff only; empty when unknown. */
  netCost: string;
  vatTreatment: VatTreatment;
  /**
   * Staff chose the treatment (or it was saved so): a change of kind then leaves it alone. Until then it
   * follows the kind (defaultVatTreatment). Not sent to the API.
   */
  vatTreatmentChosen: boolean;
}

export interface QuoteFormValues {
  lines: QuoteLineValues[];
  depositPercent: string;
  depositDueOn: string;
  balanceDueOn: string;
  validUntil: string;
  message: string;
}

/** What the server proposes for a new quote (the quoteDefaults query). */
export type QuoteDefaults = QuoteDefaultsQuery['quoteDefaults'];

let lineKeys = 0;
const nextLineKey = (): string => `line-${++lineKeys}`;

/** A new line, its VAT treatment the contract's default for its kind on this trip (`international`: it goes abroad). */
export const emptyLine = (international = false): QuoteLineValues => ({
  key: nextLineKey(),
  kind: 'PACKAGE',
  description: '',
  quantity: '1',
  unitPrice: '',
  currency: 'ZAR',
  netCost: '',
  vatTreatment: defaultVatTreatment('PACKAGE', international),
  vatTreatmentChosen: false,
});

/**
 * A change to a line as the builder makes it: a new kind brings its default VAT treatment with it until
 * staff have chosen one (an international flight zero-rated, everything else standard); choosing a
 * treatment keeps it from then on.
 */
export const patchLine = (line: QuoteLineValues, patch: Partial<QuoteLineValues>, international: boolean): QuoteLineValues => {
  const next = { ...line, ...patch };
  if (patch.vatTreatment !== undefined) return { ...next, vatTreatmentChosen: true };
  if (patch.kind !== undefined && !next.vatTreatmentChosen) return { ...next, vatTreatment: defaultVatTreatment(patch.kind, international) };
  return next;
};

/**
 * Whether a saved quote's trip goes abroad, for lines added while editing it (the server's quoteDefaults
 * says so for a new quote): a zero-rated flight among its lines is the sign of it.
 */
export const quoteLooksInternational = (quote: Pick<StaffQuoteFieldsFragment, 'lines'>): boolean =>
  quote.lines.some((line) => line.kind === 'FLIGHT' && line.vatTreatment === 'ZERO_RATED');

/**
 * A new quote's starting values: the request as its first line (a package request's package for its guests
 * at the price they saw, a stay's room for its nights; a trip plan starts with one empty line), and the
 * terms the server proposes. Without defaults the deposit and dates start empty and required (the form
 * shows the agency's policy beside them) rather than a guess made here.
 */
export const initialQuoteValues = (defaults: QuoteDefaults | null | undefined): QuoteFormValues => ({
  lines: defaults?.suggestedLines.length
    ? defaults.suggestedLines.map((line) => ({
        key: nextLineKey(),
        kind: line.kind,
        description: line.description,
        quantity: String(line.quantity),
        unitPrice: centsToAmountText(line.unitPriceCents),
        currency: line.currency,
        netCost: '',
        vatTreatment: line.vatTreatment,
        vatTreatmentChosen: false,
      }))
    : [emptyLine(defaults?.international ?? false)],
  depositPercent: defaults ? String(defaults.depositPercent) : '',
  depositDueOn: defaults?.depositDueOn ?? '',
  balanceDueOn: defaults?.balanceDueOn ?? '',
  validUntil: defaults?.validUntil ?? '',
  message: '',
});

/** A saved draft back into the builder, to edit it. */
export const quoteToValues = (quote: StaffQuoteFieldsFragment): QuoteFormValues => ({
  lines: [...quote.lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      key: nextLineKey(),
      kind: line.kind,
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: centsToAmountText(line.unitPriceCents),
      currency: line.currency,
      netCost: line.netCostCents == null ? '' : centsToAmountText(line.netCostCents),
      vatTreatment: line.vatTreatment,
      vatTreatmentChosen: true,
    })),
  depositPercent: String(quote.depositPercent),
  depositDueOn: quote.depositDueOn,
  balanceDueOn: quote.balanceDueOn,
  validUntil: quote.validUntil,
  message: quote.message,
});

/** The form's own wording for text that is not an amount (the API takes whole cents, so it never sees one). */
export const AMOUNT_FORMAT = (label: string) => `${label} must be an amount such as 1234.50.`;

/** The select offers only the three treatments: this shows only if the form's state were corrupted. */
const VAT_TREATMENT_MESSAGE = `VAT must be one of ${VAT_TREATMENTS.join(', ')}.`;

const lineSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS, QuoteMessages.KIND),
  description: z
    .string()
    .trim()
    .min(1, QuoteMessages.DESCRIPTION)
    .max(QUOTE_LINE_DESCRIPTION_MAX_LENGTH, QuoteMessages.DESCRIPTION_TOO_LONG),
  quantity: wholeNumber({
    required: QuoteMessages.QUANTITY,
    whole: QuoteMessages.QUANTITY_WHOLE,
    min: { value: QUOTE_LINE_MIN_QUANTITY, message: QuoteMessages.QUANTITY_MIN },
    max: { value: QUOTE_LINE_MAX_QUANTITY, message: QuoteMessages.QUANTITY_MAX },
  }),
  unitPriceCents: centsAmount({
    required: QuoteMessages.UNIT_PRICE,
    invalid: AMOUNT_FORMAT('Unit price'),
    negative: QuoteMessages.UNIT_PRICE_NEGATIVE,
    max: { cents: QUOTE_MAX_UNIT_PRICE_CENTS, message: QuoteMessages.UNIT_PRICE_MAX },
  }),
  currency: z.enum(QUOTE_CURRENCIES, QuoteMessages.CURRENCY),
  netCostCents: optionalCentsAmount({
    invalid: AMOUNT_FORMAT('Net cost'),
    negative: QuoteMessages.NET_COST_NEGATIVE,
    max: { cents: QUOTE_MAX_NET_COST_CENTS, message: QuoteMessages.NET_COST_MAX },
  }),
  vatTreatment: z.enum(VAT_TREATMENTS, VAT_TREATMENT_MESSAGE),
});

/**
 * The builder's rules, the server's (QuoteInput and the quotes service) with the contract's messages.
 * Paths follow the API's field names (`lines.0.unitPriceCents`), so the server's field errors land on the
 * same inputs. `today` is a parameter so tests can fix it.
 */
export const quoteFormSchema = (today: string = todayInSouthAfrica()) =>
  z
    .object({
      lines: z.array(lineSchema).min(QUOTE_MIN_LINES, QuoteMessages.LINES).max(QUOTE_MAX_LINES, QuoteMessages.LINES),
      depositPercent: wholeNumber({
        required: QuoteMessages.DEPOSIT_PERCENT,
        whole: QuoteMessages.DEPOSIT_PERCENT_RANGE,
        min: { value: 0, message: QuoteMessages.DEPOSIT_PERCENT_RANGE },
        max: { value: 100, message: QuoteMessages.DEPOSIT_PERCENT_RANGE },
      }),
      depositDueOn: requiredLocalDate(QuoteMessages.DEPOSIT_DUE),
      balanceDueOn: requiredLocalDate(QuoteMessages.BALANCE_DUE),
      validUntil: requiredLocalDate(QuoteMessages.VALID_UNTIL).refine((date) => date >= today, QuoteMessages.VALID_UNTIL_PAST),
      message: z.string().trim().max(QUOTE_MESSAGE_MAX_LENGTH, QuoteMessages.MESSAGE_TOO_LONG),
    })
    // ISO dates compare as text.
    .refine((quote) => quote.balanceDueOn >= quote.depositDueOn, { message: QuoteMessages.DUE_ORDER, path: ['balanceDueOn'] });

const pricedLineSchema = lineSchema.pick({ quantity: true, unitPriceCents: true, currency: true, vatTreatment: true });

export type ParsedQuote = z.output<ReturnType<typeof quoteFormSchema>>;

/** What the schema reads: the typed values under the API's names. */
export const toSchemaInput = (values: QuoteFormValues) => ({
  ...values,
  lines: values.lines.map(({ kind, description, quantity, unitPrice, currency, netCost, vatTreatment }) => ({
    kind,
    description,
    quantity,
    unitPriceCents: unitPrice,
    currency,
    netCostCents: netCost,
    vatTreatment,
  })),
});

export const toQuoteInput = (parsed: ParsedQuote): QuoteInput => ({
  ...parsed,
  message: parsed.message === '' ? null : parsed.message,
});

/** The live preview's figures; null amounts could not be worked out yet (a line still being typed). */
export interface QuotePreview {
  /** Each line's rand amount (null while its quantity or price is not a number). */
  lineAmounts: (number | null)[];
  /** Each line's VAT, its share of its group's (null as its amount). */
  lineVat: (number | null)[];
  /** One per treatment among the priced lines, as the quote and the invoice will list them. */
  vatGroups: VatGroup[];
  subtotalCents: number;
  vatCents: number;
  vatPercent: number;
  totalCents: number;
  /** Null until the deposit percent is a whole number from 0 to 100. */
  depositCents: number | null;
  balanceCents: number | null;
  /** Null unless every priced line has a net cost (as the server's margin). */
  marginCents: number | null;
  /** A dollar line without a rate to convert it with: the server refuses to save it. */
  missingUsdRate: boolean;
  tooLarge: boolean;
}

/**
 * The totals the server will compute, with the contract's maths (each line at its VAT treatment) and the
 * exchange rate the admin set, so what the agent sees while typing is what the customer will be sent.
 * Lines not yet readable count as 0.
 */
export const previewQuote = (values: QuoteFormValues, vatPercent: number, usdRandPerUnit: number | null): QuotePreview => {
  const usdRate = usdRandPerUnit === null ? null : rateToTenThousandths(usdRandPerUnit);
  let missingUsdRate = false;
  let marginKnown = true;
  let netCostTotal = 0;
  const parsedLines = values.lines.map((line) => {
    if (line.currency === 'USD' && usdRate === null) missingUsdRate = true;
    // The amount needs only the quantity and the price: a net cost still being typed does not hide it.
    const priced = pricedLineSchema.safeParse({ quantity: line.quantity, unitPriceCents: line.unitPrice, currency: line.currency, vatTreatment: line.vatTreatment });
    const netCost = lineSchema.shape.netCostCents.safeParse(line.netCost);
    if (!netCost.success || netCost.data === null) marginKnown = false;
    else netCostTotal += netCost.data;
    if (!priced.success) {
      marginKnown = false;
      return null;
    }
    const rate = priced.data.currency === 'USD' ? usdRate : 10_000;
    if (rate === null || rate < 1) {
      marginKnown = false;
      return null;
    }
    return { quantity: priced.data.quantity, unitPriceCents: priced.data.unitPriceCents, rateTenThousandths: rate, vatTreatment: priced.data.vatTreatment };
  });
  const priced = parsedLines.filter((line) => line !== null);
  const totals = quoteTotals(priced, vatPercent);
  let index = 0;
  const lineAmounts = parsedLines.map((line) => (line === null ? null : (totals.lineAmounts[index++] ?? null)));
  index = 0;
  const lineVat = parsedLines.map((line) => (line === null ? null : (totals.lineVat[index++] ?? null)));
  const percent = /^\d+$/.test(values.depositPercent.trim()) ? Number(values.depositPercent) : NaN;
  const deposit = Number.isInteger(percent) && percent <= 100 && totals.totalCents <= MAX_TOTAL_CENTS ? depositCents(totals.totalCents, percent) : null;
  return {
    lineAmounts,
    lineVat,
    vatGroups: totals.vatGroups,
    subtotalCents: totals.subtotalCents,
    vatCents: totals.vatCents,
    vatPercent,
    totalCents: totals.totalCents,
    depositCents: deposit,
    balanceCents: deposit === null ? null : totals.totalCents - deposit,
    marginCents: marginKnown && priced.length > 0 ? totals.totalCents - netCostTotal : null,
    missingUsdRate,
    tooLarge: totals.totalCents > MAX_TOTAL_CENTS,
  };
};
