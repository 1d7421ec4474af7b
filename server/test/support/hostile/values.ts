/**
 * Hostile values for property-based tests: the strings, numbers, dates and shapes an attacker (or a
 * broken client) sends, next to valid-looking ones so generated requests also get past validation
 * and reach the services and the SQL behind them.
 */
import fc from 'fast-check';

/** Above Nest's 100 kB JSON body limit on its own: the body parser, not a service, must refuse it. */
export const HUGE_LENGTH = 110 * 1024;

export const INJECTION_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' AND SLEEP(5) --",
  "admin'--",
  '%',
  '_',
  '\\',
  '$1',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '../../../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
] as const;

export const UNICODE_STRINGS = [
  '🏝️🐘👨‍👩‍👧‍👦',
  'مرحبا بالعالم',
  '\u202Egnp.exe',
  'nul\u0000byte',
  '\uD800',
  'lone \uDC00 low',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z̷̢̛̛̯͎̖͔̥̦͍̝̬͉̞͓̈́̒̈́̐̃͒̈̽̕͜a̴l̸g̵o',
  '\u200B\u200D\uFEFF',
  '\r\n\t',
  ' ',
  '',
] as const;

export const INVALID_DATES = ['2026-02-30', '9999-99-99', '0000-00-00', '2026-13-01', '2026-1-1', 'tomorrow', '2026-02-28T25:00:00Z', '-001-01-01', '20260101'] as const;

export const NANISH = ['NaN', 'Infinity', '-Infinity', '1e309', '0x10', '', ' 1 ', '1,5'] as const;

export const WEIRD_NUMBERS = [0, -1, -0, 1.5, -2_147_483_649, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324] as const;

/** A string of `length` characters from a short repeated pattern (cheap to build, 100 kB+ when asked). */
export function hugeString(length = HUGE_LENGTH, pattern = 'A'): string {
  return pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);
}

/** `{"a":{"a":…}}` nested `depth` times. */
export function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** `[[[…]]]` nested `depth` times. */
export function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INJECTION_STRINGS, ...UNICODE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(hugeString(), hugeString(10_000, '<b>é'), hugeString(3_000, "'")),
);

/** Values of the wrong JSON type for anything: a scalar position gets an object, a list, a deep shape. */
export const wrongShape: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>({}, [], { $gt: '' }, JSON.parse('{"__proto__":{"role":"AGENCY_ADMIN"}}'), [null], true, 0, 'x'),
  fc.constantFrom<unknown>(deepObject(2_000), deepArray(2_000)),
  fc.constant(Array.from({ length: 10_000 }, (_, i) => i)),
);

export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...WEIRD_NUMBERS, ...NANISH),
  fc.double(),
  fc.integer(),
);

export const hostileDate: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom<unknown>(...INVALID_DATES), hostileString, hostileNumber);

/** A calendar date within the next two years (valid, so a request gets past parsing). */
export const futureDate: fc.Arbitrary<string> = fc
  .integer({ min: 1, max: 700 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

/** Anything hostile, whatever the expected type. */
export const anyHostile: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, hostileDate, wrongShape, fc.constant(null));
