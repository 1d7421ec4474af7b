import { createHash } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requestOf } from '../auth/decorators.js';
import { badInput, conflict } from './errors.js';

/** The HTTP header a client sends to make a creation safe to retry (REST and GraphQL alike). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the first one instead of creating anything. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const IdempotencyMsg = {
  INVALID: 'Idempotency-Key must be 1 to 200 letters, digits, dashes, dots, colons or underscores.',
  REUSED: 'This Idempotency-Key was already used for a different request.',
} as const;

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/;

/**
 * A client's promise that requests with this key are one and the same: the first one creates the row,
 * every retry answers that row. `replayed()` marks the HTTP answer as a repeat (REST clients see the
 * header; GraphQL clients get the same payload, the header is on that answer too).
 */
export interface IdempotencyKey {
  readonly key: string;
  replayed(): void;
}

/** The header's value checked; undefined when the client sent none (the operation works as before). */
export function idempotencyKeyOf(req: Pick<Request, 'headers'> & { res?: { setHeader(name: string, value: string): unknown } }): IdempotencyKey | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  // Express joins repeated headers of unknown names with ", ": never a valid key, so refused below.
  const key = Array.isArray(raw) ? raw.join(', ') : raw;
  if (!KEY_PATTERN.test(key)) throw badInput(IdempotencyMsg.INVALID);
  return {
    key,
    replayed: () => {
      if (req.res && !(req.res as { headersSent?: boolean }).headersSent) req.res.setHeader(REPLAYED_HEADER, 'true');
    },
  };
}

/** `@Idempotency() idempotency?: IdempotencyKey` on a controller method or a resolver. */
export const Idempotency = createParamDecorator((_data: unknown, context: ExecutionContext): IdempotencyKey | undefined =>
  idempotencyKeyOf(requestOf(context)),
);

/**
 * What makes two requests "the same": the operation, its validated input and who sent it. Keys are
 * global (one unique index per table), so another caller's key reused with the same form is refused
 * as a different request rather than answering someone else's booking.
 */
export function idempotencyFingerprint(operation: string, input: unknown, userId: string | null | undefined): string {
  return createHash('sha256')
    .update(canonicalJson({ operation, input, user: userId ?? null }))
    .digest('hex');
}

/** The stored row's fingerprint against this request's: a repeat answers the row, anything else is a CONFLICT. */
export function assertSameRequest(storedFingerprint: string | null, fingerprint: string): void {
  if (storedFingerprint !== fingerprint) throw conflict(IdempotencyMsg.REUSED);
}

/** JSON with object keys sorted at every level, so the order fields arrive in never changes a fingerprint. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof Date) return v;
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}
