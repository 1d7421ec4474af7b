/**
 * The hotel list's labels. The spec only shows "Excellent"; the lower bands are ours, so a 2-star
 * guest house is not called excellent.
 */
export const ratingLabel = (rating: number): string => {
  if (rating >= 4.5) return 'Excellent';
  if (rating >= 4) return 'Very good';
  if (rating >= 3) return 'Good';
  return `Rated ${Number.isInteger(rating) ? rating : rating.toFixed(1)}/5`;
};

/** The rating itself, one decimal at most: 4.5, 4, 3.8. */
export const ratingValue = (rating: number): string => (Number.isInteger(rating) ? String(rating) : rating.toFixed(1));

/**
 * Distance from the centre: metres below 1 km, then kilometres with one decimal (`1.2 km`). Null for 0, which
 * is what a hotel registered without a distance holds (the form's blank): "0 m from centre" would be a claim.
 */
export const formatDistance = (metres: number): string | null => {
  if (!(metres > 0)) return null;
  if (metres <= 1000) return `${Math.round(metres)} m from centre`;
  const km = metres / 1000;
  return `${km >= 10 ? Math.round(km) : km.toFixed(1).replace(/\.0$/, '')} km from centre`;
};

export const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

/** "2 adults · 1 child · 1 room" */
export const partySummary = ({ adult, children, room }: { adult: number; children: number; room: number }): string =>
  [plural(adult, 'adult'), plural(children, 'child', 'children'), plural(room, 'room')].join(' · ');
