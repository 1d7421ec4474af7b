import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isLocalDate } from './local-date.scalar.js';

/** A real calendar date written YYYY-MM-DD (REST inputs; GraphQL's LocalDate scalar checks it too). */
export const IsLocalDate = (options?: ValidationOptions) =>
  ValidateBy(
    { name: 'isLocalDate', validator: { validate: (value) => isLocalDate(value) } },
    { message: 'Dates must be real calendar dates written YYYY-MM-DD.', ...options },
  );
