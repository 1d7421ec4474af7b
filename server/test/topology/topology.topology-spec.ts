/**
 * The multi-process topology of docker-compose.yml, proved without Docker (CI's "topology" stage):
 * two app processes on one PostgreSQL and one Redis, behind nginx with production's proxy settings.
 * Everything a visitor or an operator relies on must hold across processes, not just inside one:
 * tokens, sign-out, the sign-in throttle, the last room, mails, the response cache, and a replica dying
 * under load. One topology for the whole file (starting it costs most of the run); the tests use data of
 * their own and the kill comes last.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { addDays } from '../../src/common/dates.js';
import { bookings, mailOutbox } from '../../src/db/schema.js';
import { NO_LONGER_AVAILABLE } from '../../src/stays/stay-rules.js';
import { createHotel, createPackage, createRoom, createRoomType, createUser, isoDaysFromNow, TEST_PASSWORD } from '../support/factories.js';
import { scratchDatabase } from '../support/scratch-database.js';
import { freePort, startServer } from '../support/server-process.js';
import { SHARED_PROXY_CONF } from './support/nginx.js';
import { startTopology, TOPOLOGY_SETTINGS, type Topology } from './support/topology.js';

jest.setTimeout(300_000);

let t: Topology;
let A: string;
let B: string;

beforeAll(async () => {
  t = await startTopology();
  [A, B] = [t.apps[0].url, t.apps[1].url];
}, 400_000);
afterAll(async () => {
  await t?.stop();
});

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T = Record<string, unknown>>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // Not JSON (an nginx error page): keep the text for the failure message.
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

const ME = '{ me { username } }';

describe('sessions', () => {
  it('a token issued by one process is accepted by the other, and signing out on one ends it on both', async () => {
    const user = await createUser(t.db, 'CUSTOMER');
    const login = await call<{ token: string }>(A, '/api/auth/login', { body: { username: user.username, password: TEST_PASSWORD } });
    expect(login.status).toBe(200);
    const token = login.body.token;

    const onB = await call<{ data?: { me: { username: string } } }>(B, '/graphql', { body: { query: ME }, token });
    expect(onB.body.data?.me.username).toBe(user.username);

    expect((await call(A, '/api/auth/logout', { method: 'POST', token })).status).toBe(204);
    const afterOnB = await call<{ errors?: { extensions?: { code?: string } }[] }>(B, '/graphql', { body: { query: ME }, token });
    expect(afterOnB.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await call(B, '/api/auth/logout', { method: 'POST', token })).status).toBe(401);
  });
});

describe('sign-in throttle', () => {
  it('failures of one username from one address, split over both processes, make that pair wait on both', async () => {
    const user = await createUser(t.db, 'CUSTOMER');
    const free = TOPOLOGY_SETTINGS.LOGIN_BACKOFF_FREE_FAILURES;
    for (let i = 0; i < free; i++) {
      const wrong = await call(i % 2 === 0 ? A : B, '/api/auth/login', { body: { username: user.username, password: `wrong-${i}` } });
      expect({ attempt: i + 1, status: wrong.status }).toEqual({ attempt: i + 1, status: 401 });
    }
    // Each process counted only half the failures: the back-off is shared (Redis), so both make this
    // address wait before it may try again, even with the right password (docs/security-throttles.md).
    for (const base of [A, B]) {
      const waiting = await call(base, '/api/auth/login', { body: { username: user.username, password: TEST_PASSWORD } });
      expect(waiting.status).toBe(429);
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('failures from one client address, split over both processes, lock that address at the configured maximum', async () => {
    // Each process trusts one proxy hop (TRUST_PROXY=1), as behind nginx: this address is the client's.
    const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const headers = { 'x-forwarded-for': address };
    const max = TOPOLOGY_SETTINGS.LOGIN_MAX_FAILURES_PER_ADDRESS;
    for (let i = 0; i < max; i++) {
      const wrong = await call(i % 2 === 0 ? A : B, '/api/auth/login', { body: { username: `nobody-${randomUUID()}`, password: 'wrong' }, headers });
      expect({ attempt: i + 1, status: wrong.status }).toEqual({ attempt: i + 1, status: 401 });
    }
    const user = await createUser(t.db, 'CUSTOMER');
    for (const base of [A, B]) {
      const locked = await call(base, '/api/auth/login', { body: { username: user.username, password: TEST_PASSWORD }, headers });
      expect(locked.status).toBe(429);
    }
    // Another address is not affected.
    const other = await call(B, '/api/auth/login', { body: { username: user.username, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(other.status).toBe(200);
  });
});

describe('the last room', () => {
  it('50 simultaneous reservations of the last free room, split over both processes: exactly one succeeds', async () => {
    const night = isoDaysFromNow(45);
    const hotel = await createHotel(t.db);
    const roomType = await createRoomType(t.db, hotel.id, { capacity: 2 });
    await createRoom(t.db, roomType, ['701']);
    const input = {
      hotelId: hotel.id,
      roomTypeId: roomType.id,
      checkIn: night,
      checkOut: addDays(night, 1),
      adults: 2,
      fullName: 'Racing Visitor',
      email: 'race@example.co.za',
      phone: '+27 82 555 0123',
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call<{ _id?: string; message?: string }>(i % 2 === 0 ? A : B, '/api/stays/reservations', { body: input })),
    );
    const won = answers.filter((r) => r.status === 201);
    const lost = answers.filter((r) => r.status === 409);
    expect({ won: won.length, lost: lost.length, other: answers.filter((r) => r.status !== 201 && r.status !== 409).map((r) => r.status) }).toEqual({
      won: 1,
      lost: 49,
      other: [],
    });
    for (const r of lost) expect(JSON.stringify(r.body)).toContain(NO_LONGER_AVAILABLE);

    const stored = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.roomTypeId, roomType.id));
    expect(stored).toEqual([{ id: won[0]!.body._id }]);
  });
});

describe('mail', () => {
  it('both processes run the mail worker, and every mail reaches the SMTP server once', async () => {
    const pkg = await createPackage(t.db);
    const references: string[] = [];
    // Through nginx, so the bookings (and the wake-ups of the workers) land on both processes.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call<{ reference: string }>(t.url, '/api/bookings', {
          body: {
            packageId: pkg.id,
            fullName: 'Mail Once',
            email: `mail-once-${i}@example.co.za`,
            phone: '+27 82 555 0155',
            guests: 1,
            departureDate: pkg.fromDate,
            returnDate: pkg.toDate,
            specialRequests: `Mail test ${i}`,
          },
        }),
      ),
    );
    for (const a of answers) {
      expect(a.status).toBe(201);
      references.push(a.body.reference);
    }
    const subjects = (reference: string) => t.smtp.messages.filter((m) => m.subject.includes(reference));

    // Both processes run the worker (and so both could send any of these mails).
    for (const app of t.apps) expect(app.output()).toContain('Mail worker started (SMTP)');

    // Two mails per booking (the agency's and the customer's), queued in the booking's transaction.
    await waitFor(async () => references.every((r) => subjects(r).length >= 2), 60_000);
    // Several poll rounds of both workers later, still exactly two each: nothing was sent twice.
    await new Promise((resolve) => setTimeout(resolve, TOPOLOGY_SETTINGS.MAIL_POLL_MS * 10));
    for (const reference of references) {
      expect({ reference, mails: subjects(reference).length }).toEqual({ reference, mails: 2 });
    }
    // Claimed once each: one attempt, sent.
    const outbox = (await t.db.select().from(mailOutbox)).filter((m) => references.some((r) => m.subject.includes(r)));
    expect(outbox).toHaveLength(references.length * 2);
    expect(outbox.filter((m) => m.status !== 'SENT' || m.attempts !== 1)).toEqual([]);
  });
});

describe('response cache', () => {
  it('a write through one process is seen at once through the other (no stale catalog)', async () => {
    const admin = await createUser(t.db, 'AGENCY_ADMIN');
    const pkg = await createPackage(t.db);
    const path = `/api/packages/${pkg.id}`;
    // B answers and keeps the answer (anonymous catalog reads are cached for RESPONSE_CACHE_TTL_SECONDS).
    expect((await call(B, path)).status).toBe(200);
    expect((await call(B, path)).status).toBe(200);

    const login = await call<{ token: string }>(A, '/api/auth/login', { body: { username: admin.username, password: TEST_PASSWORD } });
    const deleted = await call(A, path, { method: 'DELETE', token: login.body.token });
    expect(deleted.status).toBe(200);

    // With a cache per process, B would answer its kept 200 for up to a minute.
    expect((await call(B, path)).status).toBe(404);
    expect((await call(t.url, path)).status).toBe(404);
  });
});

describe('start-up work', () => {
  it('two processes starting together on an empty database (MIGRATE_ON_START and SEED_ON_START on): migrations and the seed run once, under their locks', async () => {
    const empty = await scratchDatabase('topology_seed');
    try {
      const env = { ...empty.env, SEED_ON_START: 'true', SEED_DEMO_USERS: 'false', WEB_DIST: '', LOG_LEVEL: 'warn' };
      const both = await Promise.allSettled([startServer(t.build, env), startServer(t.build, env)]);
      for (const started of both) if (started.status === 'fulfilled') started.value.child.kill('SIGTERM');
      for (const started of both) if (started.status === 'fulfilled') await started.value.exited;
      // Both started: neither tripped over the other's migrations or seed rows.
      expect(both.map((started) => (started.status === 'rejected' ? String(started.reason).slice(0, 500) : 'ready'))).toEqual(['ready', 'ready']);
      const duplicated = await empty.query(`
        select 'package' as kind, title as name from packages group by title having count(*) > 1
        union all select 'hotel', name from hotels group by name having count(*) > 1
        union all select 'destination', name from destinations group by name having count(*) > 1`);
      expect(duplicated).toEqual([]);
      const [counts] = await empty.query<{ packages: number; hotels: number }>('select (select count(*)::int from packages) as packages, (select count(*)::int from hotels) as hotels');
      expect(counts!.packages).toBeGreaterThan(0);
      expect(counts!.hotels).toBeGreaterThan(0);
    } finally {
      await empty.drop();
    }
  });
});

describe('a replica dies under load', () => {
  it('SIGKILL of one process during a stream of bookings and reads through nginx: no acknowledged booking is lost or doubled, reads keep succeeding', async () => {
    const pkg = await createPackage(t.db);
    const [, victim] = t.apps;
    const CLIENTS = 6;
    const KILL_AFTER_ANSWERS = 30;
    const KEEP_GOING_AFTER_KILL_MS = 3_000;

    interface Sent {
      key: string;
      body: unknown;
      reference?: string;
      failedStatus?: number | string;
    }
    const sent: Sent[] = [];
    const reads: { status: number | string; afterKill: boolean }[] = [];
    let answered = 0;
    let killedAt: number | undefined;
    const done = () => killedAt !== undefined && Date.now() - killedAt > KEEP_GOING_AFTER_KILL_MS;

    const client = async (c: number) => {
      for (let n = 0; !done(); n++) {
        const booking: Sent = {
          key: `topology-${c}-${n}-${randomUUID()}`,
          body: {
            packageId: pkg.id,
            fullName: 'Kill Test Visitor',
            email: 'kill@example.co.za',
            phone: '+27 82 555 0155',
            guests: 1,
            departureDate: pkg.fromDate,
            returnDate: pkg.toDate,
            specialRequests: `Client ${c}, request ${n}`,
          },
        };
        sent.push(booking);
        try {
          const r = await call<{ reference?: string }>(t.url, '/api/bookings', { body: booking.body, headers: { 'idempotency-key': booking.key } });
          if (r.status === 201 && r.body.reference) {
            booking.reference = r.body.reference;
            answered++;
          } else {
            booking.failedStatus = r.status;
          }
        } catch (error) {
          booking.failedStatus = String(error);
        }
        if (answered >= KILL_AFTER_ANSWERS && killedAt === undefined) {
          killedAt = Date.now();
          victim.child.kill('SIGKILL');
        }
        const afterKill = killedAt !== undefined;
        try {
          const read = await call<unknown[]>(t.url, '/api/packages?limit=5');
          reads.push({ status: read.status === 200 && Array.isArray(read.body) ? 200 : read.status, afterKill });
        } catch (error) {
          reads.push({ status: String(error), afterKill });
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    expect(await victim.exited).toBe('SIGKILL');

    // nginx does not retry a POST that reached the dead process: the client does, with the same key.
    const unanswered = sent.filter((s) => !s.reference);
    for (const booking of unanswered) {
      const r = await call<{ reference?: string }>(t.url, '/api/bookings', { body: booking.body, headers: { 'idempotency-key': booking.key } });
      expect({ key: booking.key, status: r.status }).toEqual({ key: booking.key, status: 201 });
      booking.reference = r.body.reference;
    }

    const rows = await t.db
      .select({ key: bookings.idempotencyKey, reference: bookings.reference })
      .from(bookings)
      .where(inArray(bookings.idempotencyKey, sent.map((s) => s.key)));
    const byKey = new Map<string, string[]>();
    for (const row of rows) byKey.set(row.key!, [...(byKey.get(row.key!) ?? []), row.reference]);
    for (const booking of sent) {
      // Acknowledged (before or after the kill, or on the retry): stored exactly once, under the answered reference.
      expect({ key: booking.key, stored: byKey.get(booking.key) }).toEqual({ key: booking.key, stored: [booking.reference] });
    }
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);
    expect(reads.filter((r) => r.afterKill).length).toBeGreaterThan(CLIENTS);

    console.log(
      `topology kill test: ${sent.length} bookings sent through nginx by ${CLIENTS} clients, process B SIGKILLed after ${KILL_AFTER_ANSWERS} answers; ` +
        `${unanswered.length} got no success answer (${[...new Set(unanswered.map((s) => s.failedStatus))].join(', ') || '-'}) and were retried with their key; ` +
        `every booking stored exactly once; ${reads.length} reads all answered 200 (${reads.filter((r) => r.afterKill).length} after the kill).`,
    );
  });
});

describe('the production load balancer config', () => {
  it('deploy/nginx/nginx.conf, with Docker\'s names swapped for loopback, passes nginx -t', async () => {
    const production = readFileSync(fileURLToPath(new URL('../../../deploy/nginx/nginx.conf', import.meta.url)), 'utf8');
    const dir = mkdtempSync(join(tmpdir(), 'nginx-check-'));
    try {
      // Only what cannot exist here changes: Docker's DNS name, the mounted path of proxy.conf, `resolve`
      // (nginx 1.27.3+; Debian 12 has 1.22), and the logs on /dev/stdout and /dev/stderr (a container's
      // pipes; under Node they are sockets, which open() refuses). The rest is checked as shipped.
      const local = production
        .replace('/etc/nginx/travel/proxy.conf', SHARED_PROXY_CONF)
        .replace(/server app:3000 resolve/, 'server 127.0.0.1:3000')
        .replace(/pid \/tmp\/nginx\.pid;/, `pid ${join(dir, 'nginx.pid')};`)
        .replace('listen 80;', `listen 127.0.0.1:${await freePort()};`)
        .replace('/dev/stdout', join(dir, 'access.log'))
        .replace('/dev/stderr', join(dir, 'error.log'));
      expect(local).not.toContain('server app:');
      writeFileSync(join(dir, 'nginx.conf'), local);
      const { stderr } = await promisify(execFile)(process.env.NGINX ?? 'nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')]);
      expect(stderr).toContain('test is successful');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Condition not met within ${timeoutMs} ms`);
}
