import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isSecretKey } from '../logging/masks.js';
import { canonicalizeIds, findInputProblem, MAX_INPUT_DEPTH, Refusal, textProblem } from './input-boundary.js';

/** `{"a":{"a":…}}` with `depth` objects. */
const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('textProblem', () => {
  it('refuses NUL anywhere and lone surrogates of either half', () => {
    expect(textProblem('\u0000')).toBe(Refusal.NUL);
    expect(textProblem('Cape\u0000Town')).toBe(Refusal.NUL);
    expect(textProblem('\uD800')).toBe(Refusal.ILL_FORMED);
    expect(textProblem('a\uDC00b')).toBe(Refusal.ILL_FORMED);
    expect(textProblem('\uDC00\uD800')).toBe(Refusal.ILL_FORMED); // both halves, in the wrong order
  });

  it('accepts every well-formed string without NUL (emoji pairs, accents, RTL, control characters)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!text.includes('\u0000'));
        expect(textProblem(text)).toBeUndefined();
      }),
      { seed: 16, numRuns: 300 },
    );
  });

  it('refuses exactly the strings JavaScript calls ill-formed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const wellFormed = (text as unknown as { isWellFormed(): boolean }).isWellFormed();
        const problem = textProblem(text);
        if (text.includes('\u0000')) expect(problem).toBe(Refusal.NUL);
        else expect(problem === Refusal.ILL_FORMED).toBe(!wellFormed);
      }),
      { seed: 16, numRuns: 500 },
    );
  });
});

describe('findInputProblem', () => {
  it('names the path of the first problem, in nested objects, lists and keys', () => {
    expect(findInputProblem({ input: { name: 'ok', email: 'a\uD800' } }, '')).toEqual({ path: 'input.email', message: Refusal.ILL_FORMED });
    expect(findInputProblem(['ok', ['x', '\u0000']], 'ids')).toEqual({ path: 'ids.1.1', message: Refusal.NUL });
    expect(findInputProblem({ input: { 'bad\u0000key': 1 } })).toEqual({ path: 'input', message: Refusal.NUL });
    expect(findInputProblem({ a: '\u0000', b: '\uD800' })?.path).toBe('a');
  });

  it(`allows ${MAX_INPUT_DEPTH} levels and refuses one more, without recursion (100 000 levels)`, () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))?.message).toBe(Refusal.TOO_DEEP);
    expect(findInputProblem(nested(100_000))?.message).toBe(Refusal.TOO_DEEP);
  });
});

describe('canonicalizeIds', () => {
  it('lower-cases UUIDs at any depth, leaves other strings and secret keys as they are', () => {
    const id = '646BA480-11C0-4A00-8000-00000000ABCD';
    const value = { hotelId: id, ids: [id, 'NOT-A-UUID'], nested: { _id: id, name: id.slice(1) }, password: id, newPassword: id };
    expect(canonicalizeIds(value, isSecretKey)).toEqual({
      hotelId: id.toLowerCase(),
      ids: [id.toLowerCase(), 'NOT-A-UUID'],
      nested: { _id: id.toLowerCase(), name: id.slice(1) },
      password: id,
      newPassword: id,
    });
    expect(canonicalizeIds(id, isSecretKey)).toBe(id.toLowerCase());
  });
});
