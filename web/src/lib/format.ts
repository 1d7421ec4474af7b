const formatters = new Map<string, Intl.NumberFormat>();

/** Whole-unit currency in the South African style: `R 12 500` for ZAR, `US$1 200` for USD. */
export const formatPrice = (amount: number, currency: string = 'ZAR'): string => {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-ZA', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
};

/** Groups digits with spaces, as South Africans write amounts: 500000 → "500 000". */
export const groupDigits = (value: number): string =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
