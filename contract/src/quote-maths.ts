/**
 * The arithmetic of quotes and invoices, in integer cents only (no floating point ever touches an amount):
 *
 * - A line's rand amount: quantity × unit price; a foreign-currency line is converted with the stored
 *   rate (rand per unit, 4 decimals, held as an integer number of ten-thousandths) and rounded half-up
 *   to the cent, once per line.
 * - Prices include VAT. total = the sum of the lines' rand amounts. Each line has a VAT treatment
 *   (standard, zero-rated, exempt: vatRateOf). The lines are grouped by treatment and each group's VAT is
 *   group total − round(group total × 100 / (100 + its rate)); the quote's VAT is the sum of the groups',
 *   so the amount before VAT plus the VAT is the total. A line's own VAT is its share of its group's:
 *   computed alone, with the cent of rounding difference on the group's largest line.
 * - deposit = round(total × deposit% / 100); balance = total − deposit.
 *
 * "round" is half-up (half a cent goes up); every amount is ≥ 0, so half-up and half-away-from-zero agree.
 * Intermediate products use BigInt: a quantity × a price × a rate can pass 2^53.
 */

/** The largest amount a quote or an invoice may total (the columns are 32-bit integers of cents). */
export const MAX_TOTAL_CENTS = 2_000_000_000;

/**
 * How VAT applies to a line (South Africa's VAT Act): STANDARD at the standard rate (15 %), ZERO_RATED at
 * 0 % with input tax still claimable (international passenger transport, s11(2)(a)), EXEMPT with no VAT at
 * all (s12: e.g. domestic passenger transport by road or rail). Zero-rated and exempt both carry no VAT;
 * the accounts tell them apart, so they are kept apart everywhere.
 */
export const VAT_TREATMENTS = ['STANDARD', 'ZERO_RATED', 'EXEMPT'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

export const VAT_TREATMENT_LABELS: Readonly<Record<VatTreatment, string>> = {
  STANDARD: 'Standard',
  ZERO_RATED: 'Zero-rated',
  EXEMPT: 'Exempt',
};

/** The rate a treatment charges, given the quote's standard rate (the rate it was priced with). */
export function vatRateOf(treatment: VatTreatment, standardPercent: number): number {
  return treatment === 'STANDARD' ? standardPercent : 0;
}

/** "VAT 15%", "Zero-rated (0%)", "Exempt": a VAT group's name on a document or a screen. */
export function vatGroupLabel(treatment: VatTreatment, vatPercent: number): string {
  if (treatment === 'STANDARD') return `VAT ${vatPercent}%`;
  return treatment === 'ZERO_RATED' ? 'Zero-rated (0%)' : 'Exempt';
}

export interface PricedLine {
  quantity: number;
  unitPriceCents: number;
  /** Rand per unit of the line's currency, in ten-thousandths (R18.2500 per US$ = 182_500; rand lines 10_000). */
  rateTenThousandths: number;
  vatTreatment: VatTreatment;
}

/** An amount with its VAT treatment: a priced line, or a share of a credit note. */
export interface TreatedAmount {
  amountCents: number;
  vatTreatment: VatTreatment;
}

/** The lines of one VAT treatment: their VAT-inclusive total and the VAT in it. */
export interface VatGroup {
  vatTreatment: VatTreatment;
  vatPercent: number;
  /** VAT included. */
  amountCents: number;
  vatCents: number;
}

export interface Totals {
  /** Each line's amount in rand cents, in the order given. */
  lineAmounts: number[];
  /** The VAT in each line (its share of its group's VAT), in the order given. */
  lineVat: number[];
  /** One per treatment present, in VAT_TREATMENTS order. */
  vatGroups: VatGroup[];
  /** Before VAT. */
  subtotalCents: number;
  vatCents: number;
  /** VAT included. */
  totalCents: number;
}

/** a ÷ b rounded half-up, for a ≥ 0 and b > 0. */
function divideHalfUp(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of cents, at least 0.`);
}

/** The rand amount of one line, rounded half-up to the cent. */
export function lineAmountCents(line: PricedLine): number {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError('quantity must be a whole number, at least 1.');
  assertCents(line.unitPriceCents, 'unitPriceCents');
  if (!Number.isSafeInteger(line.rateTenThousandths) || line.rateTenThousandths < 1) throw new RangeError('rate must be positive.');
  const amount = divideHalfUp(BigInt(line.quantity) * BigInt(line.unitPriceCents) * BigInt(line.rateTenThousandths), 10_000n);
  return Number(amount);
}

/** The VAT inside a VAT-inclusive total: total − round(total × 100 / (100 + vatPercent)). */
export function vatIncludedCents(totalCents: number, vatPercent: number): number {
  assertCents(totalCents, 'totalCents');
  if (!Number.isInteger(vatPercent) || vatPercent < 0 || vatPercent > 100) throw new RangeError('vatPercent must be 0 to 100.');
  const beforeVat = divideHalfUp(BigInt(totalCents) * 100n, BigInt(100 + vatPercent));
  return totalCents - Number(beforeVat);
}

/** The amounts grouped by treatment, each group's VAT from its own total (VAT_TREATMENTS order, empty groups left out). */
export function vatGroups(amounts: readonly TreatedAmount[], standardPercent: number): VatGroup[] {
  return VAT_TREATMENTS.flatMap((treatment) => {
    const members = amounts.filter((a) => a.vatTreatment === treatment);
    if (!members.length) return [];
    const amountCents = members.reduce((sum, a) => sum + a.amountCents, 0);
    const vatPercent = vatRateOf(treatment, standardPercent);
    return [{ vatTreatment: treatment, vatPercent, amountCents, vatCents: vatIncludedCents(amountCents, vatPercent) }];
  });
}

/**
 * The VAT in each amount, adding up to its group's VAT exactly: each amount's own VAT, and the cent or two
 * of rounding difference on the group's largest amount (the first of equals).
 */
export function lineVatCents(amounts: readonly TreatedAmount[], standardPercent: number): number[] {
  const vat = amounts.map((a) => vatIncludedCents(a.amountCents, vatRateOf(a.vatTreatment, standardPercent)));
  for (const group of vatGroups(amounts, standardPercent)) {
    const members = amounts.flatMap((a, i) => (a.vatTreatment === group.vatTreatment ? [i] : []));
    const difference = group.vatCents - members.reduce((sum, i) => sum + vat[i]!, 0);
    if (difference === 0) continue;
    const largest = members.reduce((best, i) => (amounts[i]!.amountCents > amounts[best]!.amountCents ? i : best), members[0]!);
    vat[largest]! += difference;
  }
  return vat;
}

/** Every line's rand amount and VAT, the VAT groups, the VAT-inclusive total, the VAT in it and the amount before VAT. */
export function quoteTotals(lines: readonly PricedLine[], standardPercent: number): Totals {
  if (!Number.isInteger(standardPercent) || standardPercent < 0 || standardPercent > 100) throw new RangeError('vatPercent must be 0 to 100.');
  const lineAmounts = lines.map(lineAmountCents);
  const treated = lines.map((l, i) => ({ amountCents: lineAmounts[i]!, vatTreatment: l.vatTreatment }));
  const groups = vatGroups(treated, standardPercent);
  const totalCents = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const vatCents = groups.reduce((sum, g) => sum + g.vatCents, 0);
  return { lineAmounts, lineVat: lineVatCents(treated, standardPercent), vatGroups: groups, subtotalCents: totalCents - vatCents, vatCents, totalCents };
}

/** The deposit on a total: round(total × percent / 100), half-up. */
export function depositCents(totalCents: number, depositPercent: number): number {
  assertCents(totalCents, 'totalCents');
  if (!Number.isInteger(depositPercent) || depositPercent < 0 || depositPercent > 100) throw new RangeError('depositPercent must be 0 to 100.');
  return Number(divideHalfUp(BigInt(totalCents) * BigInt(depositPercent), 100n));
}

/**
 * A rate in rand per unit (a numeric(12,4) as the database returns it, "18.2500", or a number) as an
 * integer number of ten-thousandths, read from its decimal text so 18.2 never becomes 181999.
 */
export function rateToTenThousandths(rate: string | number): number {
  const text = typeof rate === 'number' ? rate.toFixed(4) : rate.trim();
  const match = /^(\d+)(?:\.(\d{1,4})\d*)?$/.exec(text);
  if (!match) throw new RangeError('rate must be a positive decimal number.');
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}

/** Ten-thousandths back to the numeric(12,4) text the database stores ("18.2500"). */
export function tenThousandthsToRate(value: number): string {
  return `${Math.floor(value / 10_000)}.${String(value % 10_000).padStart(4, '0')}`;
}

/** "R 12 345.67": rand cents as the agency writes them in mails (a space between thousands, a decimal point). */
export function formatRandCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const rand = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}R ${rand}.${String(abs % 100).padStart(2, '0')}`;
}
