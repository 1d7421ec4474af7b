/** "5 days / 4 nights"; singular where it reads better. */
export const formatDuration = (days: number, nights: number): string =>
  `${days} ${days === 1 ? 'day' : 'days'} / ${nights} ${nights === 1 ? 'night' : 'nights'}`;

const rateFormatter = new Intl.NumberFormat('en-ZA', {
  style: 'currency',
  currency: 'ZAR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** An exchange rate needs cents and more: R 18,35. */
export const formatRate = (randPerUnit: number): string => rateFormatter.format(randPerUnit);
