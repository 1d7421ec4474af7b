import { Injectable } from '@nestjs/common';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { agencyPolicies } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import type { AgencyPolicies, AgencyPoliciesInput } from './policies.model.js';

/** The keys of agency_policies this feature owns. */
const KEYS = { cancellationPolicy: 'cancellation', terms: 'terms' } as const;

type Runner = Pick<Database, 'select'>;

@Injectable()
export class PoliciesService {
  constructor(@InjectDb() private readonly db: Database) {}

  get(runner: Runner = this.db): Promise<AgencyPolicies> {
    return readPolicies(runner);
  }

  /**
   * Saves both texts in one transaction (never one without the other).
   * Not recorded in the audit trail: its entity enum (audit_entity) has no POLICY value and this issue
   * adds no migration; the row keeps who saved last (updated_by_id) and when.
   */
  async update(input: AgencyPoliciesInput, userId: string): Promise<AgencyPolicies> {
    return this.db.transaction(async (tx) => {
      await tx
        .insert(agencyPolicies)
        .values([
          { key: KEYS.cancellationPolicy, body: input.cancellationPolicy, updatedById: userId },
          { key: KEYS.terms, body: input.terms, updatedById: userId },
        ])
        .onConflictDoUpdate({
          target: agencyPolicies.key,
          set: { body: sql`excluded.body`, updatedById: userId, updatedAt: sql`now()` },
        });
      return readPolicies(tx);
    });
  }
}

async function readPolicies(runner: Runner): Promise<AgencyPolicies> {
  const rows = await runner
    .select({ key: agencyPolicies.key, body: agencyPolicies.body, updatedAt: agencyPolicies.updatedAt })
    .from(agencyPolicies)
    .where(inArray(agencyPolicies.key, Object.values(KEYS)));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const times = rows.map((r) => r.updatedAt.getTime());
  return {
    cancellationPolicy: byKey.get(KEYS.cancellationPolicy)?.body ?? '',
    terms: byKey.get(KEYS.terms)?.body ?? '',
    updatedAt: times.length ? new Date(Math.max(...times)) : null,
  };
}
