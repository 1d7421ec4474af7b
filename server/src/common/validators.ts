import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isLocalDate } from './local-date.scalar.js';

/** A real calendar date written YYYY-MM-DD (REST inputs; GraphQL's LocalDate scalar checks it too). */
export const IsLocalDate = (options?: ValidationOptions) =>
  ValidateBy(
    { name: 'isLocalDate', validator: { validate: (value) => isLocalDate(value) } },
    { message: 'Dates must be real calendar dates written YYYY-MM-DD.', ...options },
  );

/**
 * A finite number with at most two decimals (an amount in rand). Not class-validator's
 * `IsNumber({ maxDecimalPlaces })`: that counts decimals in `String(value)`, which for a tiny number such
 * as 1e-7 has no "." at all, and it crashed (a TypeError, answered as an internal error) instead of refusing.
 */
export const IsAmount = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isAmount',
      validator: { validate: (value) => typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(2)) === value },
    },
    { message: 'Amounts must be numbers with at most two decimals.', ...options },
  );
