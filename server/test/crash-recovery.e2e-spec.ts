/**
 * The crash test: the real server process is SIGKILLed in the middle of a stream of booking requests
 * and contact messages (several clients at once, REST and GraphQL, each request with its own
 * Idempotency-Key), restarted on the same database, and every request that got no answer is sent again
 * with its same key. Then, counted by key in the database: every request answered 2xx before the kill
 * is stored exactly once, every retried one exactly once, none twice, each with its mails queued once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { openDatabase } from '../src/db/client.js';
import { scratchDatabase, type ScratchDatabase } from './support/scratch-database.js';
import { buildServer, startServer, type ServerProcess } from './support/server-process.js';

jest.setTimeout(900_000);

const CLIENTS = 6;
/** SIGKILL once this many requests have been answered: the stream is in full flow by then. */
const KILL_AFTER_ANSWERS = 40;

type Kind = 'booking' | 'enquiry';
interface Sent {
  key: string;
  kind: Kind;
  protocol: 'rest' | 'graphql';
  path: string;
  body: unknown;
  /** The reference of the 2xx answer, if one came. */
  reference?: string;
  answeredBeforeKill: boolean;
  retried: boolean;
  replayedOnRetry: boolean;
}

let db: ScratchDatabase;
let build: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  [build, db] = await Promise.all([buildServer(), scratchDatabase('crash', { migrated: true })]);
});
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  await db?.drop();
});

interface Trip {
  packageId: string;
  departure: string;
  returning: string;
}

function request(n: number, { packageId, departure, returning }: Trip): Sent {
  const key = `crash-${n}-${randomUUID()}`;
  const kind: Kind = n % 2 === 0 ? 'booking' : 'enquiry';
  const protocol = n % 4 < 2 ? 'rest' : 'graphql';
  // Each request differs from the others (the enquiry forms fold identical messages sent within a minute).
  const booking = {
    packageId,
    fullName: 'Crash Test Visitor',
    email: 'crash@example.co.za',
    phone: '+27 82 555 0155',
    guests: 1,
    departureDate: departure,
    returnDate: returning,
    specialRequests: `Request ${n}`,
  };
  const contact = { firstName: 'Crash', lastName: 'Tester', email: 'crash@example.co.za', message: `Message number ${n} of the crash test.` };
  const input = kind === 'booking' ? booking : contact;
  const path =
    protocol === 'graphql' ? '/graphql' : kind === 'booking' ? '/api/bookings' : '/api/enquiries/contact';
  const body =
    protocol === 'rest'
      ? input
      : kind === 'booking'
        ? { query: 'mutation($input: BookingInput!) { requestBooking(input: $input) { reference } }', variables: { input } }
        : { query: 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { reference } }', variables: { input } };
  return { key, kind, protocol, path, body, answeredBeforeKill: false, retried: false, replayedOnRetry: false };
}

/** POSTs it; the reference on a 2xx answer without GraphQL errors, else undefined (no answer, or a failure). */
async function send(baseUrl: string, sent: Sent): Promise<{ reference?: string; replayed: boolean }> {
  try {
    const res = await fetch(`${baseUrl}${sent.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': sent.key },
      body: JSON.stringify(sent.body),
      signal: AbortSignal.timeout(60_000),
    });
    const json = (await res.json()) as { reference?: string; data?: Record<string, { reference: string } | null>; errors?: unknown[] };
    if (res.status < 200 || res.status >= 300 || json.errors) return { replayed: false };
    const reference = json.reference ?? Object.values(json.data ?? {})[0]?.reference;
    return { reference, replayed: res.headers.get('idempotent-replayed') === 'true' };
  } catch {
    // Refused, reset or cut off mid-answer by the kill: no answer.
    return { replayed: false };
  }
}

it('every request answered before a SIGKILL, and every retried one, is stored exactly once with its mails', async () => {
  server = await startServer(build, { ...db.env, SEED_ON_START: 'true', SEED_DEMO_USERS: 'false' });
  const packages = (await (await fetch(`${server.url}/api/packages?limit=100`)).json()) as { _id: string; fromDate: string | null; toDate: string | null }[];
  // The server takes only trips inside a package's travel window: the whole window of one still ahead
  // (two days from now keeps clear of South Africa's date running a day ahead of UTC late at night).
  const soonest = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const open = packages.find((p) => p.fromDate && p.toDate && p.fromDate >= soonest && p.toDate > p.fromDate)!;
  const trip: Trip = { packageId: open._id, departure: open.fromDate!, returning: open.toDate! };

  const all: Sent[] = [];
  let answered = 0;
  let killed = false;
  const first = server;
  const client = async () => {
    while (!killed) {
      const sent = request(all.length, trip);
      all.push(sent);
      const { reference } = await send(first.url, sent);
      if (reference && !killed) {
        sent.reference = reference;
        sent.answeredBeforeKill = true;
        answered++;
        if (answered >= KILL_AFTER_ANSWERS && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  expect(await first.exited).toBe('SIGKILL');

  server = await startServer(build, db.env, first.port);
  const unanswered = all.filter((s) => !s.answeredBeforeKill);
  for (const sent of unanswered) {
    const { reference, replayed } = await send(server.url, sent);
    expect(reference).toBeDefined();
    sent.reference = reference;
    sent.retried = true;
    sent.replayedOnRetry = replayed;
  }
  // The answers before the kill still hold after it: their retry is a replay of the same reference.
  const answeredEarly = all.filter((s) => s.answeredBeforeKill);
  for (const sent of answeredEarly.slice(0, 5)) {
    const again = await send(server.url, sent);
    expect(again).toEqual({ reference: sent.reference, replayed: true });
  }

  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);

  const counts = await countByKey(all);
  for (const sent of all) {
    expect({ key: sent.key, rows: counts.rows.get(sent.key) ?? 0 }).toEqual({ key: sent.key, rows: 1 });
    expect({ key: sent.key, reference: counts.references.get(sent.key) }).toEqual({ key: sent.key, reference: sent.reference });
    // Two mails each (the agency's and the sender's confirmation), queued with the row and never again.
    expect({ key: sent.key, mails: counts.mails.get(sent.key) ?? 0 }).toEqual({ key: sent.key, mails: 2 });
  }
  expect(counts.duplicateKeys).toBe(0);

  const storedUnanswered = unanswered.filter((s) => s.replayedOnRetry).length;
  console.log(
    `crash test (${db.engine}): ${all.length} requests sent by ${CLIENTS} clients (REST and GraphQL, bookings and contact messages), ` +
      `${answeredEarly.length} answered before the SIGKILL, ${unanswered.length} retried after the restart ` +
      `(${storedUnanswered} of them had been stored before the kill and were replayed, ${unanswered.length - storedUnanswered} stored by the retry); ` +
      `every one stored exactly once with its 2 mails, no key twice.`,
  );
});

/** Rows, reference and queued mails per idempotency key, read straight from the database once the server has stopped. */
async function countByKey(all: Sent[]): Promise<{
  rows: Map<string, number>;
  references: Map<string, string>;
  mails: Map<string, number>;
  duplicateKeys: number;
}> {
  const keys = all.map((s) => s.key);
  const sql = `
    select t.idempotency_key as key, t.reference, count(*) over (partition by t.idempotency_key) as n,
           (select count(*) from mail_outbox m where m.subject like '%' || t.reference || '%') as mails
      from (select idempotency_key, reference from bookings where idempotency_key = any($1)
            union all select idempotency_key, reference from enquiries where idempotency_key = any($1)) t`;
  const duplicatesSql = `
    select count(*) as n from (
      select idempotency_key from bookings where idempotency_key is not null group by 1 having count(*) > 1
      union all select idempotency_key from enquiries where idempotency_key is not null group by 1 having count(*) > 1) d`;
  let rows: { key: string; reference: string; n: string | number; mails: string | number }[];
  let duplicates: { n: string | number }[];
  if (db.engine === 'postgres') {
    rows = await db.query(sql, [keys]);
    duplicates = await db.query(duplicatesSql);
  } else {
    // The folder is free again now that the server has exited.
    const handle = await openDatabase({ dataDir: db.env.DATA_DIR! });
    const client = (handle as unknown as { db: { $client: { query<T>(q: string, p?: unknown[]): Promise<{ rows: T[] }> } } }).db.$client;
    rows = (await client.query<(typeof rows)[number]>(sql, [keys])).rows;
    duplicates = (await client.query<{ n: number }>(duplicatesSql)).rows;
    await handle.close();
  }
  return {
    rows: new Map(rows.map((r) => [r.key, Number(r.n)])),
    references: new Map(rows.map((r) => [r.key, r.reference])),
    mails: new Map(rows.map((r) => [r.key, Number(r.mails)])),
    duplicateKeys: Number(duplicates[0]!.n),
  };
}
