import { useState } from 'react';

/** The HTTP header the API reads to answer a repeated create with its first answer (issue 7). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * JSON with object keys sorted, so the same values typed in another order (or rebuilt into a new
 * object) give the same text. Arrays keep their order: it is part of the value.
 */
export const stableStringify = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const record = inner as Record<string, unknown>;
    return Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key]]));
  });

export interface IdempotencyKeeper {
  /**
   * The key for sending these values: the previous key when the same values are sent again (a retry
   * after a failure or a timeout, which the server may already have stored), a new one otherwise.
   */
  keyFor: (values: unknown) => string;
  /** The send succeeded: the next submission is a new request, even with the same values. */
  succeeded: () => void;
}

export const createIdempotencyKeeper = (makeKey: () => string = () => crypto.randomUUID()): IdempotencyKeeper => {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor: (values) => {
      const fingerprint = stableStringify(values);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: makeKey() };
      return current.key;
    },
    succeeded: () => {
      current = null;
    },
  };
};

/** One keeper per mounted form: a form that is opened again starts with no key. */
export const useIdempotencyKeeper = (): IdempotencyKeeper => useState(() => createIdempotencyKeeper())[0];

/** Apollo operation context that sends the key as a header (merged with the bearer token by lib/apollo). */
export const idempotencyContext = (key: string): { headers: Record<string, string> } => ({
  headers: { [IDEMPOTENCY_HEADER]: key },
});
