import { Transform } from 'class-transformer';

/** Trims surrounding white space from a string input; other values pass untouched for validation. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
