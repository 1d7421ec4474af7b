/**
 * An activity's price is text in the spec ("R 950", "Free"); we keep it as an amount in rand (null = free),
 * so it can be shown and compared like every other price. The REST compatibility API reads and writes the
 * spec's text, the same way in every body: a number, a numeric string ("950", "950.50"), a rand text
 * ("R 950", "R 1 200", "R1,200.50") or a word for no charge ("Free", "", "On request").
 */
const NO_CHARGE = new Set(['', 'free', 'on request', 'n/a']);
const RAND_TEXT = /^(?:R|ZAR)?\s*(\d{1,3}(?:[\s\u00a0,]\d{3})*|\d+)(\.\d{1,2})?$/i;

/** A REST body's price → the input's amount (null = free); text that is no price is returned for validation to refuse. */
export function activityPriceFromRest(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (NO_CHARGE.has(text.toLowerCase())) return null;
  const match = RAND_TEXT.exec(text);
  if (!match) return value;
  return Number(match[1]!.replace(/[\s\u00a0,]/g, '') + (match[2] ?? ''));
}

/** An amount in rand → the spec's text: "R 950", "R 1 200", "R 950.50"; null → "Free". */
export function activityPriceText(price: number | null): string {
  if (price === null) return 'Free';
  const [whole, cents] = price.toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `R ${grouped}${cents === '00' ? '' : `.${cents}`}`;
}
