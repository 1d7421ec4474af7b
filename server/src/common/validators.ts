import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { toSouthAfricanCalendarDates } from './calendar-date.js';
import { isLocalDate } from './local-date.scalar.js';

export const LOCAL_DATE_MESSAGE = 'Dates must be real calendar dates written YYYY-MM-DD.';

/**
 * A real calendar date written YYYY-MM-DD (REST inputs; GraphQL's LocalDate scalar checks it too). An ISO
 * date-time (what a JavaScript client sends for a `Date`) is first read as its South African calendar date,
 * so every date field of every REST body and query accepts it the same way.
 */
export const IsLocalDate = (options?: ValidationOptions) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => toSouthAfricanCalendarDates(value)),
    ValidateBy(
      { name: 'isLocalDate', validator: { validate: (value) => isLocalDate(value) } },
      { message: LOCAL_DATE_MESSAGE, ...options },
    ),
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
