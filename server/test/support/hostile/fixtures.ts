/**
 * A small world for hostile requests to hit: users of every role, a hotel with its inventory, a
 * package, an enquiry and a booking. Generated ids are drawn from the rows that exist, so a share of
 * the requests gets past "not found" into the services' real work.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import type { Database } from '../../../src/db/client.js';
import type { UserRow } from '../../../src/db/schema.js';
import { rowsOf } from './checks.js';
import {
  createBookingRequest,
  createEnquiry,
  createHotel,
  createPackage,
  createRate,
  createRateType,
  createRoom,
  createRoomType,
  createUser,
  TEST_PASSWORD,
} from '../factories.js';

export interface HostileWorld {
  admin: UserRow;
  adminToken: string;
  /** Every uuid id of every table, after the world was built. */
  ids: string[];
}

export async function buildWorld(http: App, db: Database): Promise<HostileWorld> {
  const admin = await createUser(db, 'AGENCY_ADMIN');
  const manager = await createUser(db, 'HOTEL_MANAGER');
  await createUser(db, 'STAFF');
  const customer = await createUser(db, 'CUSTOMER');
  const hotel = await createHotel(db, { managerId: manager.id });
  const roomType = await createRoomType(db, hotel.id);
  await createRoom(db, roomType);
  await createRateType(db, roomType);
  await createRate(db, roomType);
  const pkg = await createPackage(db);
  await createEnquiry(db);
  await createBookingRequest(db, { userId: customer.id, packageId: pkg.id });
  const adminToken = await login(http, admin);
  const ids = await db.execute(sql`
    select c.table_name as t from information_schema.columns c
     where c.table_schema = 'public' and c.column_name = 'id' and c.data_type = 'uuid'`);
  const all: string[] = [];
  for (const { t } of rowsOf<{ t: string }>(ids)) {
    const rows = await db.execute(sql.raw(`select id::text as id from "${t}" limit 5`));
    all.push(...rowsOf<{ id: string }>(rows).map((r) => r.id));
  }
  return { admin, adminToken, ids: all };
}

export async function login(http: App, user: UserRow): Promise<string> {
  const res = await request(http).post('/api/auth/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
  return res.body.token as string;
}

/** How many generated inputs each operation gets per caller: HOSTILE_RUNS, default `fallback`. */
export function runsFromEnv(fallback: number): number {
  const value = Number(process.env.HOSTILE_RUNS ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`HOSTILE_RUNS must be a positive integer, got ${process.env.HOSTILE_RUNS}`);
  return value;
}

/**
 * The seed of every generated input in this process (fast-check's global setting). Fixed by default, so a
 * CI run is repeatable and a change cannot pass or fail by luck; HOSTILE_SEED=<integer> replays another
 * walk and HOSTILE_SEED=random explores a new one each run (how the holes listed in docs/security.md were found).
 * A failure names the seed to replay it.
 */
export function useHostileSeed(fallback = 20_261_125): number {
  const raw = process.env.HOSTILE_SEED;
  const seed = raw === 'random' ? Math.floor(Math.random() * 0x7fffffff) : Number(raw ?? fallback);
  if (!Number.isInteger(seed)) throw new Error(`HOSTILE_SEED must be an integer or "random", got ${raw}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
  return seed;
}
