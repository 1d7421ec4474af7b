import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { AccountMessages } from '../src/auth/auth.service.js';
import { JWT_AUDIENCE, JWT_ISSUER } from '../src/auth/jwt.strategy.js';
import { throttledMessage } from '../src/auth/login-throttle.service.js';
import { passwordVerificationCount } from '../src/auth/password.js';
import { PasswordMessages } from '../src/auth/password-rules.js';
import { Messages } from '../src/common/errors.js';
import { loadConfig } from '../src/config/config.js';
import { auditEvents, loginFailures, revokedTokens, users, type UserRow } from '../src/db/schema.js';
import { createUser, TEST_PASSWORD, uniqueName } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Sign-in throttling, tokens (sign-out, sign-out everywhere, versions, expiry) and password changes,
 * over REST and GraphQL. Every test sends from an address of its own (X-Forwarded-For from the
 * loopback "proxy"), so the per-address limit only meets the tests that are about it.
 */
const MAX_PER_USERNAME = 4;
const MAX_PER_ADDRESS = 6;
const WINDOW_SECONDS = 900;
const FREE_FAILURES = 2;
const BACKOFF_BASE_SECONDS = 60;
const SLOW_DOWN_MS = 300;
const REGISTRATIONS_PER_ADDRESS = 3;

let t: TestApp;
beforeAll(async () => {
  const base = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) });
  t = await createTestApp({
    security: {
      ...base.security,
      trustProxy: ['loopback'],
      loginThrottle: {
        maxPerUsername: MAX_PER_USERNAME,
        maxPerAddress: MAX_PER_ADDRESS,
        windowSeconds: WINDOW_SECONDS,
        backoffFreeFailures: FREE_FAILURES,
        backoffBaseSeconds: BACKOFF_BASE_SECONDS,
        slowDownMs: SLOW_DOWN_MS,
      },
      registrationThrottle: { maxPerAddress: REGISTRATIONS_PER_ADDRESS, windowSeconds: 3600 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
/** A client address nobody else used (TEST-NET-2 range). */
const freshAddress = () => `198.51.100.${++addressCounter}`;

const login = (username: string, password: string, address: string) =>
  request(t.http).post('/api/auth/login').set('x-forwarded-for', address).send({ username, password });

const gql = (query: string, variables?: Record<string, unknown>, token?: string, address = freshAddress()) =>
  graphqlRequest(t.http, query, variables, token).set('x-forwarded-for', address);

const ME = `{ me { id username } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token } }`;
const SIGN_OUT = `mutation { signOut }`;
const SIGN_OUT_EVERYWHERE = `mutation { signOutEverywhere }`;
const CHANGE_PASSWORD = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { token expiresAt details { id username } } }`;

async function signIn(user: UserRow, password = TEST_PASSWORD): Promise<string> {
  const res = await login(user.username, password, freshAddress()).expect(200);
  return res.body.token as string;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

async function meCode(token: string): Promise<{ code: string | undefined; message: string | undefined }> {
  const res = await gql(ME, undefined, token);
  const error = res.body.errors?.[0];
  return { code: error?.extensions?.code, message: error?.message };
}

async function failuresOf(usernameKey: string): Promise<number> {
  const rows = await t.db.select().from(loginFailures).where(eq(loginFailures.usernameKey, usernameKey));
  return rows.length;
}

describe('login throttling', () => {
  it('backs one (username, address) off after its free failures, before any password check, and doubles the wait per failure (REST, Retry-After)', async () => {
    const user = await createUser(t.db);
    const address = freshAddress();
    for (let i = 0; i < FREE_FAILURES; i++) await login(user.username, `wrong-guess-${i}`, address).expect(401);

    const before = passwordVerificationCount();
    const locked = await login(user.username, TEST_PASSWORD, address).expect(429);
    expect(passwordVerificationCount()).toBe(before);
    expect(locked.body).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: throttledMessage(BACKOFF_BASE_SECONDS) });
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(BACKOFF_BASE_SECONDS - 5);
    expect(retryAfter).toBeLessThanOrEqual(BACKOFF_BASE_SECONDS);
    // The refused attempt was not recorded as one more failure.
    expect(await failuresOf(user.username.toLowerCase())).toBe(FREE_FAILURES);

    // Three failures, the latest 70 s ago: the wait is now 2 × 60 s, 50 s of it left.
    const key = user.username.toLowerCase();
    await t.db.delete(loginFailures).where(eq(loginFailures.usernameKey, key));
    for (let i = 0; i < FREE_FAILURES + 1; i++) {
      await t.db.insert(loginFailures).values({ usernameKey: key, clientAddress: address, failedAt: sql`now() - interval '70 seconds'` });
    }
    const doubled = await login(user.username, TEST_PASSWORD, address).expect(429);
    expect(Number(doubled.headers['retry-after'])).toBeGreaterThan(45);
    expect(Number(doubled.headers['retry-after'])).toBeLessThanOrEqual(50);
  });

  it('an attacker cannot lock the owner out: past the ceiling, failing addresses are refused, others are slowed down and the right password works', async () => {
    const user = await createUser(t.db);
    const attackers = Array.from({ length: MAX_PER_USERNAME }, () => freshAddress());
    for (const address of attackers) await login(user.username, 'wrong-guess-1', address).expect(401);

    const refused = await login(user.username, TEST_PASSWORD, attackers[0]!).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_SECONDS);
    const started = Date.now();
    await login(user.username, TEST_PASSWORD, freshAddress()).expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_DOWN_MS);
    // The owner's success reopens nothing for the attackers; a new address gets one slowed guess.
    await login(user.username, TEST_PASSWORD, attackers[1]!).expect(429);
    const guesser = freshAddress();
    await login(user.username, 'wrong-guess-2', guesser).expect(401);
    await login(user.username, TEST_PASSWORD, guesser).expect(429);
  });

  it('answers a locked unknown username exactly like a locked real one', async () => {
    const real = await createUser(t.db);
    const ghost = uniqueName('ghost');
    const address = freshAddress();
    for (let i = 0; i < FREE_FAILURES; i++) {
      await login(real.username, 'wrong-guess-1', address).expect(401);
      await login(ghost, 'wrong-guess-1', address).expect(401);
    }
    const realLocked = await login(real.username, 'wrong-guess-1', address).expect(429);
    const ghostLocked = await login(ghost, 'wrong-guess-1', address).expect(429);
    expect(ghostLocked.body).toEqual(realLocked.body);
    expect(Object.keys(ghostLocked.headers)).toEqual(expect.arrayContaining(['retry-after']));
  });

  it('counts the username as typed in any case, and answers GraphQL with TOO_MANY_REQUESTS', async () => {
    const user = await createUser(t.db);
    const address = freshAddress();
    for (const spelling of [user.username.toUpperCase(), ` ${user.username} `]) await login(spelling, 'wrong-guess-1', address).expect(401);
    const res = await gql(LOGIN, { input: { username: user.username, password: TEST_PASSWORD } }, undefined, address);
    expect(res.body.errors[0]).toMatchObject({ message: throttledMessage(BACKOFF_BASE_SECONDS), extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(res.body.data).toBeNull();
  });

  it("clears the address's failures on a username when it signs in there; other addresses' stay", async () => {
    const user = await createUser(t.db);
    const [home, elsewhere] = [freshAddress(), freshAddress()];
    await login(user.username, 'wrong-guess-1', home).expect(401);
    await login(user.username, 'wrong-guess-1', elsewhere).expect(401);
    await login(user.username, TEST_PASSWORD, home).expect(200);
    const rows = await t.db.select().from(loginFailures).where(eq(loginFailures.usernameKey, user.username.toLowerCase()));
    expect(rows.map((r) => r.clientAddress)).toEqual([elsewhere]);
    for (let i = 0; i < FREE_FAILURES; i++) await login(user.username, 'wrong-guess-1', home).expect(401);
    await login(user.username, TEST_PASSWORD, home).expect(429);
  });

  it('locks an address that fails across many usernames, and only that address', async () => {
    const address = freshAddress();
    for (let i = 0; i < MAX_PER_ADDRESS; i++) await login(uniqueName('spray'), 'wrong-guess-1', address).expect(401);
    const user = await createUser(t.db);
    const locked = await login(user.username, TEST_PASSWORD, address).expect(429);
    expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    await login(user.username, TEST_PASSWORD, freshAddress()).expect(200);
  });

  it('forgets failures older than the window and prunes them', async () => {
    const user = await createUser(t.db);
    const key = user.username.toLowerCase();
    const old = sql`now() - make_interval(secs => ${WINDOW_SECONDS * 2})`;
    for (let i = 0; i < MAX_PER_USERNAME + 2; i++) {
      await t.db.insert(loginFailures).values({ usernameKey: key, clientAddress: '203.0.113.9', failedAt: old });
    }
    await login(user.username, 'wrong-guess-1', '203.0.113.9').expect(401);
    // The failure just recorded pruned the expired rows; only itself is left.
    expect(await failuresOf(key)).toBe(1);
  });

  it('lets at most the free failures of 20 simultaneous wrong guesses from one address reach a password check', async () => {
    const user = await createUser(t.db);
    const address = freshAddress();
    const before = passwordVerificationCount();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(user.username, `parallel-guess-${i}`, address)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES);
    expect(passwordVerificationCount() - before).toBe(checked);
    expect(await failuresOf(user.username.toLowerCase())).toBe(checked);
    await login(user.username, TEST_PASSWORD, address).expect(checked === FREE_FAILURES ? 429 : 200);
  });

  // An agency office behind one NAT at 08:00: the throttle counts failures, never attempts still in flight.
  it.each([2, FREE_FAILURES + 1, 3 * FREE_FAILURES + 2])('lets %i simultaneous correct sign-ins of one user from one address all in, recording no failure', async (n) => {
    const user = await createUser(t.db);
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: n }, () => login(user.username, TEST_PASSWORD, address)));
    expect(answers.map((a) => a.status)).toEqual(Array(n).fill(200));
    expect(await failuresOf(user.username.toLowerCase())).toBe(0);
  });

  it('simultaneous correct sign-ins of several users from one address all get in', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser(t.db)));
    const address = freshAddress();
    const answers = await Promise.all(users.flatMap((u) => [login(u.username, TEST_PASSWORD, address), login(u.username, TEST_PASSWORD, address)]));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
  });
});

describe('registration throttling', () => {
  const register = (body: object, address: string) => request(t.http).post('/api/auth/register').set('x-forwarded-for', address).send(body);
  const registration = (overrides: Record<string, unknown> = {}) => {
    const username = uniqueName('thandi');
    return { username, password: 'Safari2026!', email: `${username}@example.co.za`, phone: '+27 82 555 0123', country: 'South Africa', city: 'Durban', ...overrides };
  };

  it('answers "taken" only a few times per address: then 429 with Retry-After, nothing written; other addresses are not affected; input errors are not counted', async () => {
    const existing = await createUser(t.db);
    const address = freshAddress();
    await register({ username: '' }, address).expect(400);
    await register(registration(), address).expect(201);
    const taken = await register(registration({ email: existing.email }), address).expect(400);
    expect(taken.body.fields).toEqual({ email: 'An account with that email already exists.' });
    await register(registration({ username: existing.username }), address).expect(400);
    expect(REGISTRATIONS_PER_ADDRESS).toBe(3);

    const fresh = registration();
    const refused = await register(fresh, address).expect(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many registrations from your network. Please try again in 60 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const probe = await register(registration({ email: existing.email }), address).expect(429);
    expect(probe.body.fields).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.username, fresh.username))).toEqual([]);

    const gqlRefused = await gql(`mutation($input: RegisterInput!) { register(input: $input) { message } }`, { input: registration() }, undefined, address);
    expect(gqlRefused.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    await register(fresh, freshAddress()).expect(201);
  });
});

describe('unknown usernames and wrong passwords take the same path', () => {
  it('runs exactly one argon2 verification for an unknown user, a wrong password and a right one', async () => {
    const user = await createUser(t.db);
    const verificationsOf = async (username: string, password: string, status: number) => {
      const before = passwordVerificationCount();
      const res = await login(username, password, freshAddress()).expect(status);
      return { count: passwordVerificationCount() - before, body: res.body as unknown };
    };
    const unknown = await verificationsOf(uniqueName('ghost'), 'wrong-guess-1', 401);
    const wrong = await verificationsOf(user.username, 'wrong-guess-1', 401);
    const right = await verificationsOf(user.username, TEST_PASSWORD, 200);
    expect([unknown.count, wrong.count, right.count]).toEqual([1, 1, 1]);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: Messages.WRONG_CREDENTIALS });
  });
});

describe('tokens', () => {
  const jwtWith = (claims: object, options: object = {}) =>
    new JwtService({ secret: t.config.jwtSecret }).sign(claims, { issuer: JWT_ISSUER, audience: JWT_AUDIENCE, algorithm: 'HS256', ...options });

  it('carry a random id (jti) and the token version (ver)', async () => {
    const user = await createUser(t.db);
    const [a, b] = [claimsOf(await signIn(user)), claimsOf(await signIn(user))];
    expect(a).toMatchObject({ sub: user.id, ver: 0 });
    expect(typeof a.jti).toBe('string');
    expect(a.jti).not.toBe(b.jti);
  });

  it('refuses an expired token with SESSION_EXPIRED', async () => {
    const user = await createUser(t.db);
    const token = jwtWith({ sub: user.id, username: user.username, role: user.role, jti: 'expired-token', ver: 0, exp: Math.floor(Date.now() / 1000) - 5 });
    expect(await meCode(token)).toEqual({ code: 'UNAUTHENTICATED', message: Messages.SESSION_EXPIRED });
  });

  it('refuses a validly signed token without jti or ver (issued before sign-out existed)', async () => {
    const user = await createUser(t.db);
    const token = jwtWith({ sub: user.id, username: user.username, role: user.role }, { expiresIn: 600 });
    expect(await meCode(token)).toEqual({ code: 'UNAUTHENTICATED', message: Messages.INVALID_TOKEN });
  });

  it('refuses a token whose version is no longer the user\'s', async () => {
    const user = await createUser(t.db);
    const token = await signIn(user);
    expect(await meCode(token)).toEqual({ code: undefined, message: undefined });
    await t.db.update(users).set({ tokenVersion: 7 }).where(eq(users.id, user.id));
    expect(await meCode(token)).toEqual({ code: 'UNAUTHENTICATED', message: Messages.SESSION_EXPIRED });
  });

  it('signOut ends this token only, until its expiry, and prunes expired revocations', async () => {
    const user = await createUser(t.db);
    const [here, elsewhere] = [await signIn(user), await signIn(user)];
    await t.db.insert(revokedTokens).values({ jti: `stale-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() - 60_000) });

    const res = await gql(SIGN_OUT, undefined, here).expect(200);
    expect(res.body.data).toEqual({ signOut: true });
    expect(await meCode(here)).toEqual({ code: 'UNAUTHENTICATED', message: Messages.SESSION_EXPIRED });
    expect(await meCode(elsewhere)).toEqual({ code: undefined, message: undefined });

    const rows = await t.db.select().from(revokedTokens).where(eq(revokedTokens.userId, user.id));
    expect(rows.map((r) => r.jti)).toEqual([claimsOf(here).jti]);
    expect(rows[0]!.expiresAt.getTime()).toBe((claimsOf(here).exp as number) * 1000);
  });

  it('POST /api/auth/logout answers 204 and ends the token; without a token it is 401', async () => {
    const user = await createUser(t.db);
    const token = await signIn(user);
    await request(t.http).post('/api/auth/logout').set('authorization', `Bearer ${token}`).expect(204);
    const again = await request(t.http).post('/api/auth/logout').set('authorization', `Bearer ${token}`).expect(401);
    expect(again.body).toMatchObject({ code: 'UNAUTHENTICATED', message: Messages.SESSION_EXPIRED });
    await request(t.http).post('/api/auth/logout').expect(401);
  });

  it('signOutEverywhere ends every token of the user, not other users\', and audits it', async () => {
    const [user, other] = [await createUser(t.db), await createUser(t.db)];
    const [a, b, others] = [await signIn(user), await signIn(user), await signIn(other)];
    const res = await gql(SIGN_OUT_EVERYWHERE, undefined, a).expect(200);
    expect(res.body.data).toEqual({ signOutEverywhere: true });
    for (const token of [a, b]) expect(await meCode(token)).toEqual({ code: 'UNAUTHENTICATED', message: Messages.SESSION_EXPIRED });
    expect(await meCode(others)).toEqual({ code: undefined, message: undefined });
    expect(await meCode(await signIn(user))).toEqual({ code: undefined, message: undefined });
    const events = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'USER'), eq(auditEvents.entityId, user.id)));
    expect(events.map((e) => e.action)).toEqual(['SIGNED_OUT_EVERYWHERE']);
  });

  it('refuses signOut and signOutEverywhere without a token', async () => {
    for (const mutation of [SIGN_OUT, SIGN_OUT_EVERYWHERE]) {
      const res = await gql(mutation);
      expect(res.body.errors[0]).toMatchObject({ message: Messages.LOGIN_REQUIRED, extensions: { code: 'UNAUTHENTICATED' } });
    }
  });
});

describe('changePassword', () => {
  const NEW_PASSWORD = 'Kruger-Park-2027';

  it('needs the current password, ends every older session, answers a fresh one and audits without secrets', async () => {
    const user = await createUser(t.db);
    const [token, elsewhere] = [await signIn(user), await signIn(user)];
    const res = await gql(CHANGE_PASSWORD, { input: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD } }, token).expect(200);
    const fresh = res.body.data.changePassword.token as string;
    expect(res.body.data.changePassword.details).toEqual({ id: user.id, username: user.username });
    expect(claimsOf(fresh).ver).toBe(1);

    for (const old of [token, elsewhere]) expect(await meCode(old)).toEqual({ code: 'UNAUTHENTICATED', message: Messages.SESSION_EXPIRED });
    expect(await meCode(fresh)).toEqual({ code: undefined, message: undefined });
    await login(user.username, TEST_PASSWORD, freshAddress()).expect(401);
    await login(user.username, NEW_PASSWORD, freshAddress()).expect(200);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordChangedAt).toBeInstanceOf(Date);
    const events = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'USER'), eq(auditEvents.entityId, user.id)));
    expect(events.map((e) => e.action)).toEqual(['PASSWORD_CHANGED']);
    expect(JSON.stringify(events[0]!.changes)).not.toMatch(/hash|argon|Kruger|Test-pass/i);
    expect(Object.keys(events[0]!.changes as object)).toEqual(['passwordChangedAt']);
  });

  it('refuses a wrong current password on its field, and counts it as a failed sign-in', async () => {
    const user = await createUser(t.db);
    const token = await signIn(user);
    const address = freshAddress();
    for (let i = 0; i < FREE_FAILURES; i++) {
      const res = await gql(CHANGE_PASSWORD, { input: { currentPassword: `wrong-guess-${i}`, newPassword: NEW_PASSWORD } }, token, address);
      expect(res.body.errors[0]).toMatchObject({
        message: AccountMessages.WRONG_CURRENT_PASSWORD,
        extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: AccountMessages.WRONG_CURRENT_PASSWORD } },
      });
    }
    const locked = await gql(CHANGE_PASSWORD, { input: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD } }, token, address);
    expect(locked.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    await login(user.username, TEST_PASSWORD, address).expect(429);
    // Nothing changed: the old session still works and the password is the old one.
    expect(await meCode(token)).toEqual({ code: undefined, message: undefined });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ passwordHash: user.passwordHash, tokenVersion: 0, passwordChangedAt: null });
  });

  it.each([
    ['is too short', 'ab1', PasswordMessages.RULE],
    ['has no number', 'no-numbers-here', PasswordMessages.RULE],
    ['is too long', `a1${'x'.repeat(127)}`, PasswordMessages.TOO_LONG],
    ['is a common password', 'Password123', PasswordMessages.TOO_COMMON],
    ['is the current one', TEST_PASSWORD, AccountMessages.SAME_PASSWORD],
  ])('refuses a new password that %s, on its field, changing nothing', async (_case, newPassword, message) => {
    const user = await createUser(t.db);
    const token = await signIn(user);
    const res = await gql(CHANGE_PASSWORD, { input: { currentPassword: TEST_PASSWORD, newPassword } }, token);
    expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { newPassword: message } } });
    expect(await meCode(token)).toEqual({ code: undefined, message: undefined });
  });

  it('refuses a new password containing the username in any case', async () => {
    const user = await createUser(t.db, 'CUSTOMER', { username: uniqueName('Nomsa') });
    const token = await signIn(user);
    const newPassword = `${user.username.toUpperCase()}-2027`;
    const res = await gql(CHANGE_PASSWORD, { input: { currentPassword: TEST_PASSWORD, newPassword } }, token);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { newPassword: PasswordMessages.CONTAINS_USERNAME } });
  });

  it('POST /api/auth/change-password: 200 with a session, 400 with field messages, 401 without a token', async () => {
    const user = await createUser(t.db);
    const token = await signIn(user);
    const bad = await request(t.http)
      .post('/api/auth/change-password')
      .set('authorization', `Bearer ${token}`)
      .send({ currentPassword: TEST_PASSWORD })
      .expect(400);
    expect(bad.body.fields).toEqual({ newPassword: 'New password is required.' });
    const extra = await request(t.http)
      .post('/api/auth/change-password')
      .set('authorization', `Bearer ${token}`)
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, role: 'AGENCY_ADMIN' })
      .expect(400);
    expect(extra.body.fields).toEqual({ role: 'Unknown field "role".' });
    const ok = await request(t.http)
      .post('/api/auth/change-password')
      .set('authorization', `Bearer ${token}`)
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
      .expect(200);
    expect(ok.body).toMatchObject({ isAdmin: false, details: { id: user.id } });
    expect(await meCode(ok.body.token as string)).toEqual({ code: undefined, message: undefined });
    await request(t.http).post('/api/auth/change-password').send({ currentPassword: 'x', newPassword: NEW_PASSWORD }).expect(401);
  });
});

describe('password rules on registration', () => {
  const registration = (overrides: Record<string, unknown>) => {
    const username = uniqueName('zanele');
    return { username, email: `${username}@example.co.za`, phone: '+27 82 555 0123', country: 'South Africa', city: 'Durban', password: 'Safari2026!', ...overrides };
  };

  it('refuses a password containing the username (any case) and a common one, on the password field', async () => {
    const body = registration({});
    const withName = await request(t.http).post('/api/auth/register').send({ ...body, password: `x1${body.username.toUpperCase()}` }).expect(400);
    expect(withName.body.fields).toEqual({ password: PasswordMessages.CONTAINS_USERNAME });
    const common = await request(t.http).post('/api/auth/register').send({ ...body, password: 'Qwerty123' }).expect(400);
    expect(common.body.fields).toEqual({ password: PasswordMessages.TOO_COMMON });
    expect(await t.db.select().from(users).where(eq(users.username, body.username))).toHaveLength(0);
    await request(t.http).post('/api/auth/register').send(body).expect(201);
  });

  it('applies the same rules to registerEstablishment', async () => {
    const res = await gql(`mutation R($input: RegisterEstablishmentInput!) { registerEstablishment(input: $input) { token } }`, {
      input: {
        ...registration({ password: 'letmein123' }),
        hotel: {
          name: uniqueName('Rule Test Lodge'),
          type: 'Lodge',
          address: '4 Church Street',
          country: 'South Africa',
          city: 'Graaff-Reinet',
          postalCode: '6280',
          email: 'stay@rules.example',
          phone: '+27 49 892 1234',
          photos: [],
          description: 'A lodge for the password rules test.',
          rating: 4,
          distanceFromCentreM: 100,
        },
      },
    });
    expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { password: PasswordMessages.TOO_COMMON } });
  });
});
