/** A hotel rating as shown in tables: "4.5 / 5"; whole numbers without a decimal. */
export const formatRating = (rating: number): string => `${Number.isInteger(rating) ? rating : rating.toFixed(1)} / 5`;

