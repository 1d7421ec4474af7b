import { formatPrice, NO_PRICE } from '../../lib/format';

/**
 * Admin spec section 9: amounts with the R prefix, as every price on the site (public spec: en-ZA,
 * 0 decimals). A rate entered with cents shows rounded here; its form keeps the exact amount.
 */
export const formatRand = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? NO_PRICE : formatPrice(amount, 'ZAR');

/** A number as the form's text (null stays blank). */
export const asText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
