import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as contract from '@travel/contract';
import { describe, expect, it } from 'vitest';
import { formatPrice, groupDigits, NBSP, NO_PRICE } from './format';

// How prices are written (R prefix, no-break spaces, rounding, US$) is the contract's, tested with it:
// contract/src/money.test.ts. The web's helpers are those very functions.
describe('lib/format.ts', () => {
  it('is the contract\'s money helpers', () => {
    expect(formatPrice).toBe(contract.formatPrice);
    expect(groupDigits).toBe(contract.groupDigits);
    expect([NBSP, NO_PRICE]).toEqual([contract.NBSP, contract.NO_PRICE]);
  });
});

// Prices and dates go through lib/format.ts and lib/dates.ts only: an ad-hoc toLocaleString or Intl formatter elsewhere
// is how "R1234.5" and "11/25/2026" crept in before. Exceptions are named with their reason.
const allowed: Record<string, string> = {
  'lib/format.ts': 'the money helpers (the contract\'s)',
  'lib/dates.ts': 'the date helpers (the contract\'s, and the visitor\'s own day)',
  'features/admin-packages/format.ts': 'an exchange rate needs cents (R 18,35), it is not a price',
  'features/insights/period.ts': 'today in SAST as YYYY-MM-DD for the period inputs',
};

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' || entry.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('one formatting helper', () => {
  it('no module outside lib/format.ts and lib/dates.ts formats money or dates by itself', () => {
    const root = join(import.meta.dirname, '..');
    const files = sources(root);
    // The walk found the app (a wrong root would find nothing and prove nothing).
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .map((path) => relative(root, path).replace(/\\/g, '/'))
      .filter((path) => !(path in allowed))
      .filter((path) => /toLocaleString\(|toLocaleDateString\(|toLocaleTimeString\(|new Intl\.(NumberFormat|DateTimeFormat)\(/.test(readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
