// Money and numbers: the contract's helpers (@travel/contract, shared with the server), where the site
// writes every amount. Dates: lib/dates.ts.
export { formatPrice, formatRandCents, groupDigits, NBSP, NO_PRICE } from '@travel/contract';
