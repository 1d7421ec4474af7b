import { formatPrice } from './format';

// Public spec section 9. The original gave 500 000, 400 000, 300 000 and 200 000 the same value
// (200000); each option here searches with its own amount.
const amounts = [500_000, 400_000, 300_000, 200_000, 150_000, 100_000, 65_000, 40_000, 30_000, 20_000, 15_000, 12_000];

export const DEFAULT_BUDGET = 500_000;

export const budgetOptions: ReadonlyArray<{ value: number; label: string }> = amounts.map((value) => ({
  value,
  // The same `R 500 000` as every other price (the spec's old site wrote R500 000).
  label: `${formatPrice(value)} or less`,
}));
