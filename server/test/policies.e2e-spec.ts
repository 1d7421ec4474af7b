/**
 * The agency's cancellation policy and terms over HTTP on a real database: anyone reads them, only
 * agency admins change them, both texts are saved together, trimmed and at most 10 000 characters.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { agencyPolicies } from '../src/db/schema.js';
import { createTestApp, type Caller as ApiCaller, type TestApp } from './support/test-app.js';

let t: TestApp;
type Caller = 'anonymous' | 'customer' | 'staff' | 'manager' | 'admin';
let callers: Record<Caller, ApiCaller>;
const gql = (query: string, variables: Record<string, unknown> | undefined, caller: Caller) => callers[caller].gql(query, variables);

const POLICIES = `query { policies { cancellationPolicy terms updatedAt } }`;
const UPDATE = `mutation($input: AgencyPoliciesInput!) { updatePolicies(input: $input) { cancellationPolicy terms updatedAt } }`;

const rows = () => t.db.select().from(agencyPolicies).orderBy(agencyPolicies.key);

beforeAll(async () => {
  t = await createTestApp();
  callers = {
    anonymous: await t.as('anonymous'),
    customer: await t.as('CUSTOMER'),
    staff: await t.as('STAFF'),
    manager: await t.as('HOTEL_MANAGER'),
    admin: await t.as('AGENCY_ADMIN'),
  };
});
afterAll(async () => {
  await t.close();
});

async function update(input: Record<string, unknown>, caller: Caller = 'admin') {
  return gql(UPDATE, { input }, caller).expect(200);
}

// Runs first: the texts are empty until an admin writes them.
describe('before anything is saved', () => {
  it('answers empty texts and no date', async () => {
    const res = await gql(POLICIES, undefined, 'anonymous').expect(200);
    expect(res.body.data.policies).toEqual({ cancellationPolicy: '', terms: '', updatedAt: null });
  });
});

describe('who may call each operation', () => {
  it.each<Caller>(['anonymous', 'customer', 'staff', 'manager', 'admin'])('policies is public (%s)', async (caller) => {
    const res = await gql(POLICIES, undefined, caller).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.policies).toHaveProperty('terms');
  });

  it.each<[Caller, string]>([
    ['anonymous', 'UNAUTHENTICATED'],
    ['customer', 'FORBIDDEN'],
    ['staff', 'FORBIDDEN'],
    ['manager', 'FORBIDDEN'],
  ])('updatePolicies refuses %s (%s) and writes nothing', async (caller, code) => {
    const before = await rows();
    const res = await update({ cancellationPolicy: 'Mine', terms: 'Mine' }, caller);
    expect(res.body.errors[0].extensions.code).toBe(code);
    expect(await rows()).toEqual(before);
  });

  it('updatePolicies answers an agency admin', async () => {
    const res = await update({ cancellationPolicy: 'Free cancellation up to 30 days before departure.', terms: 'Prices in rand.' });
    expect(res.body.errors).toBeUndefined();
  });
});

describe('saving', () => {
  it('trims both texts, stores them and shows them to everyone with the time saved', async () => {
    const started = Date.now();
    const res = await update({ cancellationPolicy: '  Full refund until 14 days before departure.\n', terms: '\tDeposits are non-refundable.  ' });
    expect(res.body.data.updatePolicies).toMatchObject({
      cancellationPolicy: 'Full refund until 14 days before departure.',
      terms: 'Deposits are non-refundable.',
    });
    const saved = Date.parse(res.body.data.updatePolicies.updatedAt);
    expect(saved).toBeGreaterThanOrEqual(started - 1000);
    const read = await gql(POLICIES, undefined, 'anonymous').expect(200);
    expect(read.body.data.policies).toEqual(res.body.data.updatePolicies);
    expect((await rows()).map((r) => [r.key, r.body])).toEqual([
      ['cancellation', 'Full refund until 14 days before departure.'],
      ['terms', 'Deposits are non-refundable.'],
    ]);
  });

  it('accepts 10 000 characters (counted after trimming) and empty texts', async () => {
    const long = 'a'.repeat(10_000);
    const res = await update({ cancellationPolicy: `  ${long}  `, terms: '' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updatePolicies.cancellationPolicy).toHaveLength(10_000);
    expect(res.body.data.updatePolicies.terms).toBe('');
  });

  it.each([
    ['cancellationPolicy', { cancellationPolicy: 'a'.repeat(10_001), terms: 'New terms' }, 'The cancellation policy can be at most 10000 characters.'],
    ['terms', { cancellationPolicy: 'New policy', terms: 'b'.repeat(10_001) }, 'The terms and conditions can be at most 10000 characters.'],
  ])('refuses a %s over 10 000 characters and saves neither text', async (field, input, message) => {
    const before = await rows();
    const res = await update(input);
    expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    expect(await rows()).toEqual(before);
  });
});
