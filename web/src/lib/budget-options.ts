import { BUDGET_AMOUNTS, DEFAULT_BUDGET } from '@travel/contract';
import { formatPrice } from './format';

export { DEFAULT_BUDGET };

/** Public spec section 9's budget filter: the contract's amounts, labelled as prices. */
export const budgetOptions: ReadonlyArray<{ value: number; label: string }> = BUDGET_AMOUNTS.map((value) => ({
  value,
  // The same `R 500 000` as every other price (the spec's old site wrote R500 000).
  label: `${formatPrice(value)} or less`,
}));
