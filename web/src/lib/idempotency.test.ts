import { describe, expect, it } from 'vitest';
import { createIdempotencyKeeper, idempotencyContext, stableStringify } from './idempotency';

/** Keys k1, k2, ... so a test can tell which one was made when. */
const counter = () => {
  let n = 0;
  return () => `k${++n}`;
};

describe('idempotency keys of a form', () => {
  it('reuses the key when the same values are sent again after a failure', () => {
    const keeper = createIdempotencyKeeper(counter());
    expect(keeper.keyFor({ name: 'Thandi', guests: 2 })).toBe('k1');
    expect(keeper.keyFor({ name: 'Thandi', guests: 2 })).toBe('k1');
  });

  it('treats the same values in another key order as the same form', () => {
    const keeper = createIdempotencyKeeper(counter());
    keeper.keyFor({ name: 'Thandi', trip: { from: '2026-03-01', to: '2026-03-08' } });
    expect(keeper.keyFor({ trip: { to: '2026-03-08', from: '2026-03-01' }, name: 'Thandi' })).toBe('k1');
  });

  it('makes a new key when a value changed', () => {
    const keeper = createIdempotencyKeeper(counter());
    keeper.keyFor({ name: 'Thandi', guests: 2 });
    expect(keeper.keyFor({ name: 'Thandi', guests: 3 })).toBe('k2');
    // Changing back is a new request too: the server may have stored the first one already.
    expect(keeper.keyFor({ name: 'Thandi', guests: 2 })).toBe('k3');
  });

  it('makes a new key after a success, even for the same values', () => {
    const keeper = createIdempotencyKeeper(counter());
    keeper.keyFor({ name: 'Thandi' });
    keeper.succeeded();
    expect(keeper.keyFor({ name: 'Thandi' })).toBe('k2');
  });

  it('makes random UUIDs by default', () => {
    const keeper = createIdempotencyKeeper();
    const key = keeper.keyFor({ a: 1 });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    keeper.succeeded();
    expect(keeper.keyFor({ a: 1 })).not.toBe(key);
  });

  it('keeps array order and tells null from a missing field', () => {
    expect(stableStringify({ b: [2, 1], a: null })).toBe('{"a":null,"b":[2,1]}');
    expect(stableStringify({ a: null })).not.toBe(stableStringify({}));
  });

  it('puts the key in the Idempotency-Key header', () => {
    expect(idempotencyContext('k1')).toEqual({ headers: { 'Idempotency-Key': 'k1' } });
  });
});
