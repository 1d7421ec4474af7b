import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { JWT_AUDIENCE, JWT_ISSUER } from '../src/auth/jwt.strategy.js';
import { Messages } from '../src/common/errors.js';
import { users } from '../src/db/schema.js';
import { createUser, TEST_PASSWORD, uniqueName } from './support/factories.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
let anonymous: Caller;
beforeAll(async () => {
  t = await createTestApp();
  anonymous = await t.as('anonymous');
});
afterAll(async () => {
  await t.close();
});

function validRegistration(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('thandi');
  return {
    username,
    password: 'Safari2026!',
    email: `${username}@example.co.za`,
    phone: '+27 82 555 0123',
    country: 'South Africa',
    city: 'Durban',
    ...overrides,
  };
}


const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token isAdmin isCoolUser expiresAt details { id username role isAdmin isCoolUser hotels } } }`;
const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { message user { id username role } } }`;
const ME = `{ me { id username email role } }`;

describe('POST /api/auth/register', () => {
  it('creates a customer and answers the user without secrets', async () => {
    const body = validRegistration();
    const res = await request(t.http).post('/api/auth/register').send(body).expect(201);
    expect(res.body.message).toBe('Registration successful.');
    expect(res.body.user).toMatchObject({ username: body.username, email: body.email, role: 'CUSTOMER', isAdmin: false });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it.each([
    ['username', 'Username is required.'],
    ['password', 'Password is required.'],
    ['email', 'Email is required.'],
    ['phone', 'Phone number is required.'],
    ['country', 'Country is required.'],
    ['city', 'City is required.'],
  ])('refuses a missing %s with its field message', async (field, message) => {
    const body: Record<string, unknown> = validRegistration();
    delete body[field];
    const res = await request(t.http).post('/api/auth/register').send(body).expect(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
  });

  it('refuses blank (white space only) fields', async () => {
    const res = await request(t.http).post('/api/auth/register').send(validRegistration({ city: '   ' })).expect(400);
    expect(res.body.fields).toEqual({ city: 'City is required.' });
  });

  it('names every bad field at once', async () => {
    const res = await request(t.http).post('/api/auth/register').send({}).expect(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['city', 'country', 'email', 'password', 'phone', 'username']);
  });

  it('refuses a malformed email', async () => {
    const res = await request(t.http).post('/api/auth/register').send(validRegistration({ email: 'thandi@' })).expect(400);
    expect(res.body.fields).toEqual({ email: 'Enter a valid email address.' });
  });

  it.each(['short1', 'allletters', '1234567890'])('refuses the weak password %s', async (password) => {
    const res = await request(t.http).post('/api/auth/register').send(validRegistration({ password })).expect(400);
    expect(res.body.fields.password).toBe('Password must be at least 8 characters and include a letter and a number.');
  });

  it('refuses a duplicate username, whatever its case, and a duplicate email', async () => {
    const first = validRegistration();
    await request(t.http).post('/api/auth/register').send(first).expect(201);
    const sameName = await request(t.http)
      .post('/api/auth/register')
      .send(validRegistration({ username: first.username.toUpperCase() }))
      .expect(400);
    expect(sameName.body.fields).toEqual({ username: 'That username is already taken.' });
    const sameEmail = await request(t.http)
      .post('/api/auth/register')
      .send(validRegistration({ email: first.email.toUpperCase() }))
      .expect(400);
    expect(sameEmail.body.fields).toEqual({ email: 'An account with that email already exists.' });
  });

  it('refuses a self-chosen role (no mass assignment) and writes nothing', async () => {
    const body = validRegistration({ role: 'AGENCY_ADMIN' });
    const res = await request(t.http).post('/api/auth/register').send(body).expect(400);
    expect(res.body.fields).toEqual({ role: 'Unknown field "role".' });
    expect(await t.db.select().from(users).where(eq(users.username, body.username))).toHaveLength(0);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await request(t.http)
      .post('/api/auth/register')
      .set('content-type', 'application/json')
      .send('{"username": ')
      .expect(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
  });

  it('refuses wrong types with a field message', async () => {
    const res = await request(t.http).post('/api/auth/register').send(validRegistration({ username: 42 })).expect(400);
    expect(res.body.fields.username).toBe('Username must be text.');
  });
});

describe('POST /api/auth/login', () => {
  it('answers the spec shape: token, isAdmin, isCoolUser, details', async () => {
    const admin = await createUser(t.db, 'AGENCY_ADMIN');
    const res = await request(t.http).post('/api/auth/login').send({ username: admin.username, password: TEST_PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ isAdmin: true, isCoolUser: false, details: { username: admin.username, role: 'AGENCY_ADMIN' } });
    expect(typeof res.body.token).toBe('string');
    expect(JSON.stringify(res.body.details)).not.toMatch(/password/i);
  });

  it.each([
    ['HOTEL_MANAGER', true, false],
    ['STAFF', false, true],
    ['CUSTOMER', false, false],
  ] as const)('flags a %s as isAdmin=%s isCoolUser=%s', async (role, isAdmin, isCoolUser) => {
    const user = await createUser(t.db, role);
    const res = await request(t.http).post('/api/auth/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ isAdmin, isCoolUser });
  });

  it('signs in whatever the case of the username', async () => {
    const user = await createUser(t.db);
    await request(t.http).post('/api/auth/login').send({ username: user.username.toUpperCase(), password: TEST_PASSWORD }).expect(200);
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const user = await createUser(t.db);
    const wrong = await request(t.http).post('/api/auth/login').send({ username: user.username, password: 'nope-nope-1' }).expect(401);
    const unknown = await request(t.http).post('/api/auth/login').send({ username: uniqueName('ghost'), password: 'whatever-1' }).expect(401);
    expect(wrong.body).toMatchObject({ code: 'UNAUTHENTICATED', message: Messages.WRONG_CREDENTIALS });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses missing fields with 400', async () => {
    const res = await request(t.http).post('/api/auth/login').send({ username: 'someone' }).expect(400);
    expect(res.body).toMatchObject({ message: 'Password is required.', fields: { password: 'Password is required.' } });
  });
});

describe('GraphQL login, register and me', () => {
  it('registers, logs in and reads me with the token', async () => {
    const input = validRegistration();
    const registered = await anonymous.gql(REGISTER, { input }).expect(200);
    expect(registered.body.data.register.user).toMatchObject({ username: input.username, role: 'CUSTOMER' });
    const login = await anonymous.gql(LOGIN, { input: { username: input.username, password: input.password } }).expect(200);
    const token = login.body.data.login.token as string;
    expect(login.body.data.login).toMatchObject({ isAdmin: false, isCoolUser: false, details: { hotels: [] } });
    const me = await t.bearer(token).gql(ME).expect(200);
    expect(me.body.data.me).toMatchObject({ username: input.username, email: input.email });
  });

  it('answers a wrong password with the UNAUTHENTICATED code', async () => {
    const user = await createUser(t.db);
    const res = await anonymous.gql(LOGIN, { input: { username: user.username, password: 'wrong-pass-1' } });
    expect(res.body.errors[0]).toMatchObject({ message: Messages.WRONG_CREDENTIALS, extensions: { code: 'UNAUTHENTICATED' } });
    expect(res.body.data).toBeNull();
  });

  it('answers bad registration input with BAD_USER_INPUT and field messages', async () => {
    const res = await anonymous.gql(REGISTER, { input: validRegistration({ email: 'not-an-email' }) });
    expect(res.body.errors[0]).toMatchObject({
      message: 'Enter a valid email address.',
      extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Enter a valid email address.' } },
    });
  });

  it('answers a missing input field as a 400 GraphQL validation error, not a 500', async () => {
    const res = await anonymous.gql(REGISTER, { input: { username: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('protected operations refuse bad tokens', () => {
  const jwtWith = (secret: string, claims: object, options: object = {}) =>
    new JwtService({ secret }).sign(claims, { issuer: JWT_ISSUER, audience: JWT_AUDIENCE, algorithm: 'HS256', ...options });

  it('refuses no token', async () => {
    const res = await anonymous.gql(ME);
    expect(res.body.errors[0]).toMatchObject({ message: Messages.LOGIN_REQUIRED, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.db);
    const token = jwtWith(t.config.jwtSecret, { sub: user.id, username: user.username, role: user.role, exp: Math.floor(Date.now() / 1000) - 60 });
    const res = await t.bearer(token).gql(ME);
    expect(res.body.errors[0]).toMatchObject({ message: Messages.SESSION_EXPIRED, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a token signed with another key', async () => {
    const user = await createUser(t.db, 'AGENCY_ADMIN');
    const token = jwtWith('an-attackers-secret-that-is-long-enough!!', { sub: user.id, username: user.username, role: 'AGENCY_ADMIN' }, { expiresIn: 600 });
    const res = await t.bearer(token).gql(ME);
    expect(res.body.errors[0]).toMatchObject({ message: Messages.INVALID_TOKEN, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses an unsigned ("alg": "none") token', async () => {
    const user = await createUser(t.db, 'AGENCY_ADMIN');
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user.id, role: 'AGENCY_ADMIN', iss: JWT_ISSUER, aud: JWT_AUDIENCE, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    const res = await t.bearer(token).gql(ME);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses garbage in the Authorization header', async () => {
    const res = await t.bearer('not.a.jwt').gql(ME);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the token of a deleted account', async () => {
    const user = await createUser(t.db);
    const login = await request(t.http).post('/api/auth/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    await t.db.delete(users).where(eq(users.id, user.id));
    const res = await t.bearer(login.body.token).gql(ME);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('still serves public operations to a caller with an expired token', async () => {
    const user = await createUser(t.db);
    const token = jwtWith(t.config.jwtSecret, { sub: user.id, username: user.username, role: user.role, exp: Math.floor(Date.now() / 1000) - 60 });
    const res = await t.bearer(token).gql('{ destinations { name } }').expect(200);
    expect(res.body.errors).toBeUndefined();
  });
});
