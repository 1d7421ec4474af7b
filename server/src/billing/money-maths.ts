/**
 * The quote and invoice arithmetic lives in the contract (`contract/src/quote-maths.ts`) so the staff quote
 * builder's live preview and the server compute the same cents. This module keeps the names the server has
 * always imported from here.
 */
export {
  depositCents,
  formatRandCents,
  lineAmountCents,
  MAX_TOTAL_CENTS,
  quoteTotals,
  rateToTenThousandths,
  tenThousandthsToRate,
  vatIncludedCents,
  type PricedLine,
  type Totals,
} from '@travel/contract';
