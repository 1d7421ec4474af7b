/** A hotel rating as shown in tables: "4.5 / 5"; whole numbers without a decimal. */
export const formatRating = (rating: number): string => `${Number.isInteger(rating) ? rating : rating.toFixed(1)} / 5`;

/** Nights between two calendar dates (YYYY-MM-DD). */
export const nightsBetween = (checkIn: string, checkOut: string): number => {
  const start = Date.parse(`${checkIn}T00:00:00Z`);
  const end = Date.parse(`${checkOut}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return 0;
  return Math.max(0, Math.round((end - start) / 86_400_000));
};
