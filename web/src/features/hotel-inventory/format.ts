import { formatPrice } from '../../lib/format';

/** Admin spec section 9: amounts with the R prefix, in whole rand unless there are cents. */
export const formatRand = (amount: number | null | undefined): string => {
  if (amount === null || amount === undefined) return '—';
  if (Number.isInteger(amount)) return formatPrice(amount, 'ZAR');
  return `R ${amount.toLocaleString('en-ZA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
};

/** A number as the form's text (null stays blank). */
export const asText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
