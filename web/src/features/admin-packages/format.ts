/** A calendar date (YYYY-MM-DD) as South Africans write it: 14 Mar 2026. Never shifted by time zones. */
export const formatLocalDate = (value: string | null | undefined): string => {
  if (!value) return '';
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
};

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
