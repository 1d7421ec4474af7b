import { describe, expect, it } from '@jest/globals';
import { isLocalDate, LocalDate } from './local-date.scalar.js';

describe('LocalDate', () => {
  it.each(['2026-11-21', '2028-02-29', '2026-12-31'])('accepts the calendar date %s unchanged', (value) => {
    expect(isLocalDate(value)).toBe(true);
    expect(LocalDate.parseValue(value)).toBe(value);
  });

  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-5', '2026-11-21T00:00:00Z', '', 20261121, null])(
    'refuses %p',
    (value) => {
      expect(isLocalDate(value)).toBe(false);
      expect(() => LocalDate.parseValue(value)).toThrow('Dates must be real calendar dates written YYYY-MM-DD.');
    },
  );
});
