import type { AuthUser } from '../auth/auth-user.js';
import type { Database, Transaction } from '../db/client.js';
import { auditEvents, type AuditEntity } from '../db/schema.js';

/** Who made a change: a signed-in user, an anonymous visitor (public forms) or the system (the mail worker, seed). */
export type AuditActor = AuthUser | 'visitor' | 'system';

export interface AuditRecord {
  entity: AuditEntity;
  entityId: string;
  /** The hotel the row belongs to (hotels, room types' rooms, rates, rate types, stays), for managers' reads. */
  hotelId?: string | null;
  /** CREATED, UPDATED, DELETED, STATUS_CHANGED, ASSIGNED, NOTE_ADDED, CONVERTED, ... */
  action: string;
  actor: AuditActor;
  /** The row before the change (omit on create). Plain values: strings, numbers, booleans, arrays, null. */
  before?: Record<string, unknown> | null;
  /** The row after the change (omit on delete). */
  after?: Record<string, unknown> | null;
}

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** Fields never worth recording: they change on every write or are secrets. */
const IGNORED_FIELDS = new Set(['updatedAt', 'createdAt', 'passwordHash', 'searchText', 'fingerprint']);

/**
 * The fields that differ between before and after, each with both values. Values are compared as JSON,
 * so arrays (photos, includes) and dates compare by content.
 */
export function diffFields(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED_FIELDS.has(key)) continue;
    const a = normalise(before?.[key]);
    const b = normalise(after?.[key]);
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[key] = { before: a, after: b };
  }
  return changes;
}

const normalise = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * Appends one event to the audit trail. Call it with the transaction that makes the change, so the
 * change and its record commit or roll back together. An UPDATED that changes nothing is not recorded.
 */
export async function recordAudit(tx: Database | Transaction, record: AuditRecord): Promise<void> {
  await recordAudits(tx, [record]);
}

/** Several events in one insert (a range of rates saved at once); the same rules as recordAudit. */
export async function recordAudits(tx: Database | Transaction, records: readonly AuditRecord[]): Promise<void> {
  const values = records.flatMap((record) => {
    const changes = diffFields(record.before, record.after);
    if (record.action === 'UPDATED' && Object.keys(changes).length === 0) return [];
    const actor = record.actor;
    return [
      {
        entity: record.entity,
        entityId: record.entityId,
        hotelId: record.hotelId ?? null,
        action: record.action,
        actorId: typeof actor === 'string' ? null : actor.id,
        actorName: typeof actor === 'string' ? actor : actor.username,
        changes,
      },
    ];
  });
  if (values.length) await tx.insert(auditEvents).values(values);
}

/** A table row as the plain record recordAudit expects (dates are normalised by diffFields). */
export function plainRow(row: object): Record<string, unknown> {
  return { ...row } as Record<string, unknown>;
}
