/** Money is stored in cents; the API speaks in currency units (rand, dollars). */
export const fromCents = (cents: number): number => cents / 100;
export const toCents = (amount: number): number => Math.round(amount * 100);
