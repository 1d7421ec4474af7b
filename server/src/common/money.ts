/** Money is stored in cents; the API speaks in currency units (rand, dollars). Shared with the web: @travel/contract. */
export { fromCents, toCents } from '@travel/contract';
