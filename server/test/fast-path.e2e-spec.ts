/**
 * The fast paths of anonymous catalog reads (server/src/fast-path/), answered ahead of Express:
 * - GraphQL: a document is compiled on its second sending and answered without Apollo from then on. Its
 *   answers must be Apollo's: the same bytes (so the same ETag), the same headers, a request log line; and
 *   everything it must not answer (a first sending, errors, signed-in callers, writes, refused input, the
 *   GraphQL-over-HTTP media type) is answered by Apollo exactly as before.
 * - REST: the hot package reads call their controller directly; with FAST_PATH off the same requests go
 *   through Express and Nest, and the answers must be the same, 304s, HEAD, compression and errors included.
 * The response cache is off here, so every request runs.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { fastPathsOf } from '../src/fast-path/registry.js';
import { createPackage, isoDaysFromNow, uniqueName } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const chunks: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { logging: { level: 'info' }, responseCache: { enabled: false, ttlSeconds: 60, maxEntries: 1000, maxMegabytes: 64 } },
    [],
    { write: (chunk: string) => chunks.push(chunk) },
  );
  // graphql-jit loads after start-up; the counts below assume compilation is possible from the start.
  await fastPathsOf(t.http as object)!.graphql.compilerLoaded();
});
afterAll(async () => {
  await t?.close();
});

/** As the web's package page asks (fragments, an inline fragment on the interface's implementation). */
const DETAILS = `query PackageDetails($id: ID!) {
  package(id: $id) {
    __typename
    ...Card
    kind includes amenities terms
    ... on HolidayPackage { destinations { location attractions } exclusions cancellationPolicy }
  }
}
fragment Card on TravelPackage { id title type description country city durationDays fromDate toDate maxGuests photos price { adult child currency wasAdult } }`;

const SEARCH = `query SearchPackages($destination: String, $page: Int!) {
  searchPackages(destination: $destination, page: $page, limit: 5) { data { id title price { adult } } pagination { page totalItems totalPages } }
}`;

function answered(): number {
  return fastPathsOf(t.http as object)!.graphql.answered;
}

function apolloAnswered(): number {
  return fastPathsOf(t.http as object)!.apollo.answered;
}

function restAnswered(): number {
  return fastPathsOf(t.http as object)!.rest.answered;
}

/** Runs `ask` with the fast paths off (the whole pipeline answers), then on. */
async function offThenOn<T>(ask: () => Promise<T>): Promise<[T, T]> {
  const config = t.config as { fastPath: boolean };
  config.fastPath = false;
  try {
    const off = await ask();
    config.fastPath = true;
    return [off, await ask()];
  } finally {
    config.fastPath = true;
  }
}

function post(body: unknown, headers: Record<string, string> = {}) {
  const req = request(t.http).post('/graphql').set('content-type', 'application/json');
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  return req.send(JSON.stringify(body));
}

/** The headers of an answer but those that differ per answer by nature. */
function stableHeaders(headers: Record<string, string>): Record<string, string> {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

function findLogLine(reqId: string): Record<string, unknown> | undefined {
  for (const line of chunks.join('').split('\n')) {
    if (!line.includes(reqId)) continue;
    const parsed = JSON.parse(line) as Record<string, unknown>;
    if (parsed.reqId === reqId && parsed.status !== undefined) return parsed;
  }
  return undefined;
}

/**
 * The request's log line, written when the server's response emits 'finish': that can come after the
 * client has read the answer, so wait for it (at most 5 s: the machine may be busy) rather than race it.
 */
async function logLineOf(reqId: string): Promise<Record<string, unknown> | undefined> {
  for (let waited = 0; waited < 5000; waited += 10) {
    const line = findLogLine(reqId);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return findLogLine(reqId);
}

describe('a catalog query sent again', () => {
  it('is answered compiled with Apollo’s bytes, ETag and headers, and a request log line', async () => {
    const city = uniqueName('Jitville').replace('_', '');
    const pkg = await createPackage(t.db, { city, title: `${city} Escape` });
    for (const [document, variables] of [
      [DETAILS, { id: pkg.id }],
      [SEARCH, { destination: city, page: 1 }],
    ] as const) {
      for (const encoding of ['identity', 'gzip, br']) {
        // A document of its own per encoding and per run of the test (a comment differs), so each starts
        // unseen, a retry's too.
        const query = `# ${city}, accept-encoding: ${encoding}\n${document}`;
        const before = answered();
        const byApollo = await post({ query, variables, operationName: null }, { 'accept-encoding': encoding }).expect(200);
        expect(answered()).toBe(before);
        // The first sending of a document goes to Apollo; from the second on, the fast path answers.
        const compiled = await post({ query, variables, operationName: null }, { 'accept-encoding': encoding }).expect(200);
        expect(answered()).toBe(before + 1);
        expect(compiled.text).toBe(byApollo.text);
        expect(compiled.text).toContain(pkg.id);
        expect(stableHeaders(compiled.headers as Record<string, string>)).toEqual(stableHeaders(byApollo.headers as Record<string, string>));
        const id = compiled.headers['x-request-id'] as string;
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(await logLineOf(id)).toMatchObject({ method: 'POST', path: '/graphql', status: 200, operation: document === DETAILS ? 'PackageDetails' : 'SearchPackages' });
      }
    }
  });

  it('leaves an answer with an error to Apollo, which words it as before', async () => {
    const body = { query: SEARCH, variables: { destination: 'Cape Town', page: 0 } };
    const first = await post(body).expect(200);
    expect(first.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const before = answered();
    const second = await post(body).expect(200);
    expect(answered()).toBe(before);
    expect(second.text).toBe(first.text);
  });

  it('an unknown package is a null answer, as Apollo gives it', async () => {
    const body = { query: DETAILS, variables: { id: '00000000-0000-4000-8000-000000000000' } };
    const first = await post(body).expect(200);
    const second = await post(body).expect(200);
    expect(JSON.parse(second.text)).toEqual({ data: { package: null } });
    expect(second.text).toBe(first.text);
  });
});

describe('what the fast path leaves to Apollo', () => {
  it('a signed-in caller, a write, refused input, another media type: answered by Apollo as before', async () => {
    const city = uniqueName('Apolloville').replace('_', '');
    await createPackage(t.db, { city });
    const search = { query: SEARCH, variables: { destination: city, page: 1 } };
    await post(search).expect(200);
    await post(search).expect(200);
    const before = answered();

    const customer = await t.as('CUSTOMER');
    const signedIn = await post(search, { authorization: `Bearer ${customer.token!}` }).expect(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');

    const withNul = await post({ query: SEARCH, variables: { destination: 'Cape\u0000Town', page: 1 } }).expect(400);
    expect(withNul.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const graphqlResponse = await post(search, { accept: 'application/graphql-response+json' }).expect(200);
    expect(graphqlResponse.headers['content-type']).toMatch(/application\/graphql-response\+json/);

    const login = { query: 'mutation L($input: LoginInput!) { login(input: $input) { token } }', variables: { input: { email: 'nobody@example.com', password: 'wrong-password-1' } } };
    await post(login);
    await post(login);

    const staff = { query: '{ me { id } }' };
    await post(staff);
    await post(staff);
    expect(answered()).toBe(before);
  });

  it('a document sent once is not compiled', async () => {
    const before = answered();
    await post({ query: 'query Once { __typename }' }).expect(200);
    expect(answered()).toBe(before);
  });
});

describe('the hot REST reads', () => {
  it('answer as Express and Nest do: body, ETag, Cache-Control, security headers, 304, HEAD, compression', async () => {
    const city = uniqueName('Restville').replace('_', '');
    const pkg = await createPackage(t.db, { city, title: `${city} Escape` });
    const paths = [`/api/packages/${pkg.id}`, `/api/packages/${pkg.id.toUpperCase()}/`, `/api/packages/getSearchedPackages?destination=${city}&date=&maxPrice=`];
    for (const path of paths) {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const before = restAnswered();
        const [viaPipeline, viaFastPath] = await offThenOn(() => request(t.http).get(path).set('accept-encoding', encoding).expect(200));
        expect(restAnswered()).toBe(before + 1);
        expect(viaFastPath.text).toBe(viaPipeline.text);
        expect(stableHeaders(viaFastPath.headers as Record<string, string>)).toEqual(stableHeaders(viaPipeline.headers as Record<string, string>));
        expect(viaFastPath.headers['cache-control']).toBe('public, max-age=60');
      }
      const etag = (await request(t.http).get(path).expect(200)).headers.etag!;
      const [notModifiedOff, notModifiedOn] = await offThenOn(() => request(t.http).get(path).set('if-none-match', etag).expect(304));
      expect(stableHeaders(notModifiedOn.headers as Record<string, string>)).toEqual(stableHeaders(notModifiedOff.headers as Record<string, string>));
      const [headOff, headOn] = await offThenOn(() => request(t.http).head(path).expect(200));
      expect(stableHeaders(headOn.headers as Record<string, string>)).toEqual(stableHeaders(headOff.headers as Record<string, string>));
    }
  });

  it('leave what they cannot answer to the pipeline, which answers as before', async () => {
    const before = restAnswered();
    const cases: [string, number][] = [
      ['/api/packages/00000000-0000-4000-8000-000000000000', 404],
      ['/api/packages/getSearchedPackages?page=0', 400],
      ['/api/packages/getSearchedPackages?destination=Cape%00Town', 400],
      ['/api/packages/getSearchedPackages?unknown=1', 400],
      ['/api/packages/not-an-id', 404],
      // Express's routes ignore case; the response cache's list of public reads does not.
      ['/API/Packages/getsearchedpackages', 200],
    ];
    for (const [path, status] of cases) {
      const [off, on] = await offThenOn(() => request(t.http).get(path).expect(status));
      expect(on.body).toEqual(off.body);
    }
    expect(restAnswered()).toBe(before);
    const customer = await t.as('CUSTOMER');
    await request(t.http).get('/api/packages/getSearchedPackages').set('authorization', `Bearer ${customer.token!}`).expect(200);
    expect(restAnswered()).toBe(before);
  });
});

/** The booking form's request (web/src/features/booking/graphql.ts). */
const REQUEST_BOOKING = `mutation RequestBooking($input: BookingInput!) {
  requestBooking(input: $input) { id reference status packageId packageTitle departureDate returnDate guests adultPrice total currency createdAt }
}`;

/** stableHeaders without how the body is framed (Content-Length or chunked). */
function unframed(headers: Record<string, string>): Record<string, string> {
  const { 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = stableHeaders(headers);
  return rest;
}

/** A valid booking form input for a package (departure in 30 days, 4 nights); each call a new guest's email. */
const bookingInput = (packageId: string, overrides: Record<string, unknown> = {}) => ({
  packageId,
  fullName: 'Thabo Nkosi',
  email: `thabo.${uniqueName('f').replace('_', '')}@example.co.za`,
  phone: '+27 82 555 0123',
  guests: 2,
  departureDate: isoDaysFromNow(30),
  returnDate: isoDaysFromNow(34),
  ...overrides,
});
/** What must agree between two answers to the same request (ids, references and times are the server's own). */
const facts = ({ id: _id, reference: _ref, createdAt: _at, ...rest }: Record<string, unknown>) => rest;
const stored = async (email: string) => {
  const { rows } = (await t.db.execute(sql`
    select (select count(*) from bookings where email = ${email})::int as bookings,
           (select count(*) from mail_outbox where to_address = ${email})::int as customer_mails,
           (select count(*) from mail_outbox m join bookings b on m.subject like '%' || b.reference || '%' where b.email = ${email} and m.template = 'booking-received-agency')::int as agency_mails,
           (select count(*) from audit_events a join bookings b on a.entity = 'BOOKING' and a.entity_id = b.id where b.email = ${email})::int as audits`)) as unknown as {
    rows: { bookings: number; customer_mails: number; agency_mails: number; audits: number }[];
  };
  return rows[0];
};

/** Runs `ask` while the database refuses every booking whose email starts with `refused.` (a rule of its own, checked on insert). */
async function whileDatabaseRefuses<T>(ask: () => Promise<T>): Promise<T> {
  await t.db.execute(sql.raw(`create or replace function refuse_fast_path_guest() returns trigger language plpgsql as $$
    begin
      if new.email like 'refused.%' then raise exception 'refused by a rule' using errcode = '23514', constraint = 'bookings_guest_refused'; end if;
      return new;
    end $$`));
  await t.db.execute(sql.raw(`create trigger refuse_fast_path_guest before insert on bookings for each row execute function refuse_fast_path_guest()`));
  try {
    return await ask();
  } finally {
    await t.db.execute(sql.raw('drop trigger refuse_fast_path_guest on bookings'));
    await t.db.execute(sql.raw('drop function refuse_fast_path_guest()'));
  }
}

describe('anonymous GraphQL requests other than catalog reads', () => {
  it('are answered by the same Apollo without Express in front, with the same bytes and headers', async () => {
    const pkg = await createPackage(t.db, { city: uniqueName('Directville').replace('_', '') });
    const refused = { query: REQUEST_BOOKING, variables: { input: bookingInput(pkg.id, { guests: 0, email: 'not-an-email' }) } };
    const unknownPackage = { query: REQUEST_BOOKING, variables: { input: bookingInput('00000000-0000-4000-8000-000000000000') } };
    const badDocument = { query: 'mutation { requestBooking(input: { nope: 1 }) { id } }' };
    const login = { query: 'mutation L($input: LoginInput!) { login(input: $input) { token } }', variables: { input: { email: 'nobody@example.com', password: 'wrong-password-1' } } };
    for (const body of [refused, unknownPackage, badDocument, login]) {
      for (const encoding of ['identity', 'gzip, br']) {
        const before = apolloAnswered();
        const [viaExpress, direct] = await offThenOn(() => post(body, { 'accept-encoding': encoding }));
        expect(apolloAnswered()).toBe(before + 1);
        expect(direct.status).toBe(viaExpress.status);
        expect(direct.text).toBe(viaExpress.text);
        // Compression streams Express's answer (chunked); this one knows its length. Framing only.
        expect(unframed(direct.headers as Record<string, string>)).toEqual(unframed(viaExpress.headers as Record<string, string>));
        expect(direct.headers['content-length'] ?? direct.headers['transfer-encoding']).toBeDefined();
      }
    }
  });

  it('write once, with the headers, request id, log line and idempotent replay the pipeline gives', async () => {
    const pkg = await createPackage(t.db, { city: uniqueName('Bookville').replace('_', '') });
    const input = bookingInput(pkg.id);
    const [viaExpress, direct] = await offThenOn(() => post({ query: REQUEST_BOOKING, variables: { input }, operationName: 'RequestBooking' }).expect(200));
    const [a, b] = [viaExpress.body.data.requestBooking, direct.body.data.requestBooking];
    expect(b.id).not.toBe(a.id);
    const facts = ({ id: _id, reference: _ref, createdAt: _at, ...rest }: Record<string, unknown>) => rest;
    expect(facts(b)).toEqual(facts(a));
    const names = (headers: Record<string, string>) => Object.keys(stableHeaders(headers)).sort();
    expect(names(direct.headers as Record<string, string>)).toEqual(names(viaExpress.headers as Record<string, string>));
    const { etag: _e1, 'content-length': _l1, ...same } = stableHeaders(direct.headers as Record<string, string>);
    const { etag: _e2, 'content-length': _l2, ...sameOff } = stableHeaders(viaExpress.headers as Record<string, string>);
    expect(same).toEqual(sameOff);
    expect(await logLineOf(direct.headers['x-request-id'] as string)).toMatchObject({ method: 'POST', path: '/graphql', status: 200, operation: 'RequestBooking' });

    // The idempotency key reaches the resolver through req, and the replay header through req.res.
    const key = `direct-${uniqueName('k')}`;
    const body = { query: REQUEST_BOOKING, variables: { input: bookingInput(pkg.id) } };
    const first = await post(body, { 'idempotency-key': key }).expect(200);
    const again = await post(body, { 'idempotency-key': key }).expect(200);
    expect(again.body.data.requestBooking.id).toBe(first.body.data.requestBooking.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
  });

  it('leave signed-in callers, catalog reads and refused input to Express', async () => {
    const pkg = await createPackage(t.db, { city: uniqueName('Leftville').replace('_', '') });
    const before = apolloAnswered();
    const customer = await t.as('CUSTOMER');
    await post({ query: REQUEST_BOOKING, variables: { input: bookingInput(pkg.id) } }, { authorization: `Bearer ${customer.token!}` }).expect(200);
    await post({ query: SEARCH, variables: { destination: 'Leftville', page: 1 } }).expect(200);
    await post({ query: REQUEST_BOOKING, variables: { input: bookingInput(pkg.id, { fullName: 'Nul\u0000Byte' }) } }).expect(400);
    expect(apolloAnswered()).toBe(before);
  });
});

describe('the booking form’s request (fast path)', () => {
  const bookingAnswered = () => fastPathsOf(t.http as object)!.booking.answered;

  it('is answered without Apollo from its second sending, exactly as Apollo answers it, and stores it whole once', async () => {
    const pkg = await createPackage(t.db, { city: uniqueName('Fastville').replace('_', '') });
    await post({ query: REQUEST_BOOKING, variables: { input: bookingInput(pkg.id) } }).expect(200);
    for (const input of [bookingInput(pkg.id), bookingInput(pkg.id, { fullName: '  Thabo  Nkosi ', email: ` Thabo.Upper.${uniqueName('u').replace('_', '')}@Example.co.za `, specialRequests: ' Sea view ' })]) {
      const before = bookingAnswered();
      const [viaExpress, direct] = await offThenOn(() => post({ query: REQUEST_BOOKING, variables: { input }, operationName: 'RequestBooking' }).expect(200));
      expect(bookingAnswered()).toBe(before + 1);
      const [a, b] = [viaExpress.body.data.requestBooking, direct.body.data.requestBooking];
      expect(b.id).not.toBe(a.id);
      expect(facts(b)).toEqual(facts(a));
      expect(Object.keys(b)).toEqual(Object.keys(a));
      const { etag: _e1, 'content-length': _l1, ...same } = stableHeaders(direct.headers as Record<string, string>);
      const { etag: _e2, 'content-length': _l2, ...sameOff } = stableHeaders(viaExpress.headers as Record<string, string>);
      expect(same).toEqual(sameOff);
      expect(await logLineOf(direct.headers['x-request-id'] as string)).toMatchObject({ method: 'POST', path: '/graphql', status: 200, operation: 'RequestBooking' });
      // Both stored the same row (the trimmed values), each with its two mails and its audit event.
      const rows = await t.db.execute(sql`select id, full_name, email, special_requests, total_cents from bookings where id in (${a.id}, ${b.id}) order by created_at`);
      const [first, second] = (rows as unknown as { rows: Record<string, unknown>[] }).rows;
      expect({ ...second, id: undefined }).toEqual({ ...first, id: undefined });
      expect(await stored(String(first!.email))).toEqual({ bookings: 2, customer_mails: 2, agency_mails: 2, audits: 2 });
    }
  });

  it('hands on, before writing, every request the pipeline should answer: the same answers as without the fast path', async () => {
    const pkg = await createPackage(t.db, { city: uniqueName('Handville').replace('_', ''), maxGuests: 3 });
    const ask = (input: Record<string, unknown>, headers: Record<string, string> = {}) => post({ query: REQUEST_BOOKING, variables: { input } }, headers);
    await ask(bookingInput(pkg.id)).expect(200);
    const cases: [Record<string, unknown>, Record<string, string>?][] = [
      [bookingInput(pkg.id, { guests: 0 })],
      [bookingInput(pkg.id, { guests: 4 })],
      [bookingInput(pkg.id, { email: 'not-an-email' })],
      [bookingInput(pkg.id, { fullName: '   ' })],
      [bookingInput(pkg.id, { phone: 'call me' })],
      [bookingInput(pkg.id, { departureDate: isoDaysFromNow(-1) })],
      [bookingInput(pkg.id, { returnDate: isoDaysFromNow(29) })],
      [bookingInput(pkg.id, { departureDate: '2027-02-30' })],
      [bookingInput(pkg.id, { specialRequests: 'x'.repeat(2001) })],
      [bookingInput('00000000-0000-4000-8000-000000000000')],
      [bookingInput('not-an-id')],
      [bookingInput(pkg.id, { guests: '2' })],
      [bookingInput(pkg.id, { extra: true })],
    ];
    for (const [input, headers] of cases) {
      const before = bookingAnswered();
      const [viaExpress, direct] = await offThenOn(() => ask(input, headers));
      expect(bookingAnswered()).toBe(before);
      expect(direct.status).toBe(viaExpress.status);
      expect(direct.text).toBe(viaExpress.text);
    }
    // None of these was stored, by either path.
    for (const [input] of cases) expect(await stored(String(input.email))).toEqual({ bookings: 0, customer_mails: 0, agency_mails: 0, audits: 0 });

    // An idempotency key, a signed-in caller, two bookings in one document: the pipeline's.
    const before = bookingAnswered();
    const key = `fast-${uniqueName('k')}`;
    const keyed = bookingInput(pkg.id);
    const first = await ask(keyed, { 'idempotency-key': key }).expect(200);
    const again = await ask(keyed, { 'idempotency-key': key }).expect(200);
    expect(again.body.data.requestBooking.id).toBe(first.body.data.requestBooking.id);
    const customer = await t.as('CUSTOMER');
    await ask(bookingInput(pkg.id), { authorization: `Bearer ${customer.token!}` }).expect(200);
    const twice = `mutation Two($a: BookingInput!, $b: BookingInput!) { a: requestBooking(input: $a) { id } b: requestBooking(input: $b) { id } }`;
    for (let i = 0; i < 2; i++) await post({ query: twice, variables: { a: bookingInput(pkg.id), b: bookingInput(pkg.id) } }).expect(200);
    expect(bookingAnswered()).toBe(before);
  });

  it('answers a failure after the statement was sent itself, worded as Apollo words it', async () => {
    const pkg = await createPackage(t.db, { city: uniqueName('Failville').replace('_', '') });
    await post({ query: REQUEST_BOOKING, variables: { input: bookingInput(pkg.id) } }).expect(200);
    // The database refuses this guest's booking: after the fast path has sent the statement.
    const input = bookingInput(pkg.id, { email: `refused.${uniqueName('r').replace('_', '')}@example.co.za` });
    const before = bookingAnswered();
    const [viaExpress, direct] = await whileDatabaseRefuses(() => offThenOn(() => post({ query: REQUEST_BOOKING, variables: { input } })));
    expect(bookingAnswered()).toBe(before + 1);
    expect(direct.status).toBe(viaExpress.status);
    expect(direct.body.errors?.length).toBe(1);
    expect(direct.text).toBe(viaExpress.text);
    expect(await stored(input.email)).toEqual({ bookings: 0, customer_mails: 0, agency_mails: 0, audits: 0 });
  });
});

describe('the booking form’s request through REST (fast path)', () => {
  const restBookingAnswered = () => fastPathsOf(t.http as object)!.restBooking.answered;
  const postBooking = (body: unknown, headers: Record<string, string> = {}) => {
    const req = request(t.http).post('/api/bookings').set('content-type', 'application/json');
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    return req.send(typeof body === 'string' ? body : JSON.stringify(body));
  };
  /** As the spec's own form sends it: its field names, hidden package fields, guests as text, dates as JavaScript writes them. */
  const formBody = (packageId: string) => {
    const { packageId: _id, fullName, departureDate, returnDate, guests, ...rest } = bookingInput(packageId);
    return {
      ...rest,
      name: fullName,
      package: packageId.toUpperCase(),
      packageName: 'Cape Escape',
      country: 'South Africa',
      type: 'Holiday',
      adultPrice: '1',
      guests: String(guests),
      departure: new Date(`${departureDate}T00:00:00+02:00`).toString(),
      return: new Date(`${returnDate}T00:00:00+02:00`).toISOString(),
      message: ' Sea view ',
    };
  };

  it('is answered without Express, exactly as the controller answers it, and stores it whole once', async () => {
    const pkg = await createPackage(t.db, { city: uniqueName('Restville').replace('_', '') });
    for (const body of [bookingInput(pkg.id), formBody(pkg.id)]) {
      const before = restBookingAnswered();
      const [viaExpress, direct] = await offThenOn(() => postBooking(body).expect(201));
      expect(restBookingAnswered()).toBe(before + 1);
      const [a, b] = [viaExpress.body as Record<string, unknown>, direct.body as Record<string, unknown>];
      expect(b.id).not.toBe(a.id);
      expect(b._id).toBe(b.id);
      expect(b.message).toBe('Booking request received.');
      const { _id: _a, ...factsA } = a;
      const { _id: _b, ...factsB } = b;
      expect(facts(factsB)).toEqual(facts(factsA));
      expect(Object.keys(b)).toEqual(Object.keys(a));
      const { etag: _e1, 'content-length': _l1, ...same } = stableHeaders(direct.headers as Record<string, string>);
      const { etag: _e2, 'content-length': _l2, ...sameOff } = stableHeaders(viaExpress.headers as Record<string, string>);
      expect(same).toEqual(sameOff);
      expect(await logLineOf(direct.headers['x-request-id'] as string)).toMatchObject({ method: 'POST', path: '/api/bookings', status: 201 });
      const rows = await t.db.execute(sql`select full_name, email, phone, guests, departure_date, return_date, special_requests, total_cents from bookings where id in (${String(a.id)}, ${String(b.id)})`);
      const [first, second] = (rows as unknown as { rows: Record<string, unknown>[] }).rows;
      expect(second).toEqual(first);
      expect(await stored(String(first!.email))).toEqual({ bookings: 2, customer_mails: 2, agency_mails: 2, audits: 2 });
    }
  });

  it('hands on, before writing, every request the controller should answer: the same answers as without the fast path', async () => {
    const pkg = await createPackage(t.db, { city: uniqueName('Resthand').replace('_', ''), maxGuests: 3 });
    const cases: [unknown, Record<string, string>?][] = [
      [bookingInput(pkg.id, { guests: 0 })],
      [bookingInput(pkg.id, { guests: 4 })],
      [bookingInput(pkg.id, { guests: 'two' })],
      [bookingInput(pkg.id, { email: 'not-an-email' })],
      [bookingInput(pkg.id, { fullName: '   ' })],
      [bookingInput(pkg.id, { fullName: 'Nul\u0000Byte' })],
      [bookingInput(pkg.id, { departureDate: isoDaysFromNow(-1) })],
      [bookingInput(pkg.id, { returnDate: isoDaysFromNow(29) })],
      [bookingInput(pkg.id, { departureDate: '2027-02-30' })],
      [bookingInput('00000000-0000-4000-8000-000000000000')],
      [bookingInput('not-an-id')],
      [bookingInput(pkg.id, { extra: { nested: true } })],
      [[bookingInput(pkg.id)]],
      ['{"packageId": '],
      [bookingInput(pkg.id), { 'content-type': 'text/plain' }],
    ];
    for (const [body, headers] of cases) {
      const before = restBookingAnswered();
      const [viaExpress, direct] = await offThenOn(() => postBooking(body, headers));
      expect(restBookingAnswered()).toBe(before);
      expect(direct.status).toBeGreaterThanOrEqual(400);
      expect(direct.status).toBe(viaExpress.status);
      expect(direct.text).toBe(viaExpress.text);
    }
    for (const [body] of cases) {
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) expect(await stored(String((body as { email: string }).email))).toEqual({ bookings: 0, customer_mails: 0, agency_mails: 0, audits: 0 });
    }

    // Accepted, but the pipeline's: an idempotency key (replays live there), a signed-in caller, another spelling of the route, a form post.
    const before = restBookingAnswered();
    const keyed = bookingInput(pkg.id);
    const key = `rest-fast-${uniqueName('k')}`;
    const first = await postBooking(keyed, { 'idempotency-key': key }).expect(201);
    const again = await postBooking(keyed, { 'idempotency-key': key }).expect(201);
    expect(again.body.id).toBe(first.body.id);
    const customer = await t.as('CUSTOMER');
    await postBooking(bookingInput(pkg.id), { authorization: `Bearer ${customer.token!}` }).expect(201);
    await request(t.http).post('/API/Bookings/').set('content-type', 'application/json').send(JSON.stringify(bookingInput(pkg.id))).expect(201);
    await request(t.http).post('/api/bookings').type('form').send({ ...bookingInput(pkg.id), guests: '2' }).expect(201);
    expect(restBookingAnswered()).toBe(before);
  });

  it('answers a failure after the statement was sent itself, worded as the controller words it', async () => {
    const pkg = await createPackage(t.db, { city: uniqueName('Restfail').replace('_', '') });
    const body = bookingInput(pkg.id, { email: `refused.${uniqueName('r').replace('_', '')}@example.co.za` });
    const before = restBookingAnswered();
    const [viaExpress, direct] = await whileDatabaseRefuses(() => offThenOn(() => postBooking(body)));
    expect(restBookingAnswered()).toBe(before + 1);
    expect(direct.status).toBeGreaterThanOrEqual(400);
    expect(direct.status).toBe(viaExpress.status);
    expect(direct.text).toBe(viaExpress.text);
    expect(stableHeaders(direct.headers as Record<string, string>)).toEqual(stableHeaders(viaExpress.headers as Record<string, string>));
    expect(await stored(body.email)).toEqual({ bookings: 0, customer_mails: 0, agency_mails: 0, audits: 0 });
  });
});
