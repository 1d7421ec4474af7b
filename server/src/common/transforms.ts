import { Transform } from 'class-transformer';

/** Trims surrounding white space from a string input; other values pass untouched for validation. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trims every string of a list and, unless told otherwise, drops the blank ones (the spec's "add only non-blank"). */
export const TrimAll = ({ dropBlank = true }: { dropBlank?: boolean } = {}) =>
  Transform(({ value }: { value: unknown }) => {
    if (!Array.isArray(value)) return value;
    const trimmed = value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v));
    return dropBlank ? trimmed.filter((v) => v !== '') : trimmed;
  });
