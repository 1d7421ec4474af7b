/**
 * Baseline of the operations paths (bench/paths/operations.ts): login, a package booking request and
 * the staff inbox, each with the app's SQL and the app's expensive steps (argon2id verify, JWT signing
 * and checking, the same rows written in one transaction) but no framework, no validation library and
 * no GraphQL. Tokens are signed with this process's own secret (JWT_SECRET, else a random one), so the
 * inbox is asked here with a token this baseline issued.
 */
import { randomBytes, randomInt } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { checkPassword } from '../../server/src/auth/password.js';
import { diffFields, plainRow } from '../../server/src/audit/audit.js';
import { BOOKABLE_PACKAGE, INSERT_BOOKING_WITH_MAILS_AND_AUDIT, insertBookingParams } from '../../server/src/bookings/booking-statements.js';
import { newPackageBooking, type BookablePackage } from '../../server/src/bookings/package-booking.js';
import { bookingReceivedMails } from '../../server/src/mail/templates.js';
import type { BaselineAnswer, BaselineDb, BaselineRequest, BaselineRoutes } from './types.js';

const SECRET = process.env.JWT_SECRET ?? randomBytes(24).toString('hex');
/** As the app's JwtModule and JwtStrategy (server/src/auth): HS256, 8 hours, issuer and audience. */
const EXPIRES_IN_SECONDS = Number(process.env.JWT_EXPIRES_IN_SECONDS ?? 8 * 60 * 60);
const ISSUER = 'travel-agency';
const AUDIENCE = 'travel-agency-api';
const AGENCY_INBOX = process.env.AGENCY_INBOX_EMAIL ?? 'hello@ubuntuhorizons.co.za';

interface UserRow {
  id: string;
  username: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  password_hash: string;
  role: string;
  created_at: Date | string;
}

const USER_COLUMNS = `id, username, email, phone, country, city, password_hash, role, created_at, updated_at`;
const bad = (status: number, message: string): BaselineAnswer => ({ status, body: { error: message } });
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function sign(claims: object): Promise<string> {
  return new Promise((resolve, reject) =>
    jwt.sign(claims, SECRET, { algorithm: 'HS256', expiresIn: EXPIRES_IN_SECONDS, issuer: ISSUER, audience: AUDIENCE }, (error, token) =>
      error || !token ? reject(error ?? new Error('no token')) : resolve(token),
    ),
  );
}

/** The guard's work on an authenticated request: check the bearer token, then read the user (JwtStrategy.validate). */
async function authenticate(db: BaselineDb, request: BaselineRequest, roles: readonly string[]): Promise<UserRow | BaselineAnswer> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? /^Bearer\s+(\S+)/i.exec(header)?.[1] : undefined;
  if (!token) return bad(401, 'login required');
  let claims: jwt.JwtPayload;
  try {
    claims = jwt.verify(token, SECRET, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE }) as jwt.JwtPayload;
  } catch {
    return bad(401, 'invalid token');
  }
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1 limit 1`, [claims.sub]);
  const user = rows[0];
  if (!user) return bad(401, 'invalid token');
  if (!roles.includes(user.role)) return bad(403, 'forbidden');
  return user;
}

async function login(db: BaselineDb, { body }: BaselineRequest): Promise<BaselineAnswer> {
  const { username, password } = (body ?? {}) as { username?: unknown; password?: unknown };
  if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) return bad(400, 'username and password are required');
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where lower(username) = lower($1) limit 1`, [username.trim()]);
  const row = rows[0];
  // One argon2 verification whether or not the user exists, as the app does (same timing either way).
  const passwordMatches = await checkPassword(row?.password_hash, password);
  if (!row || !passwordMatches) return bad(401, 'wrong username or password');
  const token = await sign({ sub: row.id, username: row.username, role: row.role });
  const hotels =
    row.role === 'HOTEL_MANAGER'
      ? (await db.query<{ hotel_id: string }>(`select hotel_id from hotel_managers where user_id = $1`, [row.id])).rows.map((r) => r.hotel_id)
      : [];
  const isAdmin = row.role === 'AGENCY_ADMIN' || row.role === 'HOTEL_MANAGER';
  const isCoolUser = row.role === 'STAFF';
  return {
    status: 200,
    body: {
      token,
      expiresAt: new Date(Date.now() + EXPIRES_IN_SECONDS * 1000).toISOString(),
      isAdmin,
      isCoolUser,
      details: {
        id: row.id,
        username: row.username,
        email: row.email,
        phone: row.phone,
        country: row.country,
        city: row.city,
        role: row.role,
        isAdmin,
        isCoolUser,
        hotels,
        createdAt: new Date(row.created_at).toISOString(),
      },
    },
  };
}

// ---------- booking request ----------

interface BookingBody {
  packageId?: unknown;
  fullName?: unknown;
  email?: unknown;
  phone?: unknown;
  guests?: unknown;
  departureDate?: unknown;
  returnDate?: unknown;
  specialRequests?: unknown;
}


const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const reference = () => `UH-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
// Built once: a DateTimeFormat costs ~0.2 ms to build, a fifth of a bare booking's CPU (the app keeps one too).
const SOUTH_AFRICAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' });
function southAfricanToday(): string {
  return SOUTH_AFRICAN_DAY.format(new Date());
}

/**
 * BookingsService.request: the package's price and limits (the booking form's one read), the request's
 * checks, then the booking, its two mails in the outbox and its audit event written together.
 */
async function requestBooking(db: BaselineDb, { body }: BaselineRequest): Promise<BaselineAnswer> {
  const input = (body ?? {}) as BookingBody;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const [fullName, email, phone, specialRequests] = [text(input.fullName), text(input.email), text(input.phone), text(input.specialRequests)];
  const guests = input.guests;
  const [departureDate, returnDate] = [input.departureDate, input.returnDate];
  if (typeof input.packageId !== 'string' || !/^[0-9a-f-]{36}$/i.test(input.packageId)) return bad(404, 'package not found');
  if (!fullName || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || !/^\+?[0-9][0-9 ()-]{6,19}$/.test(phone)) return bad(400, 'name, email and phone are required');
  if (typeof guests !== 'number' || !Number.isInteger(guests) || guests < 1 || guests > 500) return bad(400, 'guests must be 1..500');
  if (typeof departureDate !== 'string' || !DATE.test(departureDate) || typeof returnDate !== 'string' || !DATE.test(returnDate)) {
    return bad(400, 'dates must be YYYY-MM-DD');
  }
  // BookingsService's statements, by the same names and texts (server/src/bookings/booking-statements.ts).
  const { rows } = await db.queryPrepared<BookablePackage>(BOOKABLE_PACKAGE.name, BOOKABLE_PACKAGE.text, [input.packageId]);
  const pkg = rows[0];
  if (!pkg) return bad(404, 'package not found');
  if (pkg.maxGuests !== null && guests > pkg.maxGuests) return bad(400, `This package takes at most ${pkg.maxGuests} guests.`);
  const today = southAfricanToday();
  if (pkg.toDate !== null && pkg.toDate <= today) return bad(400, "This package's travel dates have passed: it can no longer be booked.");
  if (departureDate < today) return bad(400, 'The departure date cannot be in the past.');
  if (pkg.fromDate !== null && departureDate < pkg.fromDate) return bad(400, 'departure before the travel window');
  if (returnDate <= departureDate) return bad(400, 'The return date must be after the departure date.');
  if (pkg.toDate !== null && returnDate > pkg.toDate) return bad(400, 'return after the travel window');

  const values = {
    packageId: pkg.id,
    fullName,
    email,
    phone,
    guests,
    departureDate,
    returnDate,
    specialRequests,
    packageTitle: pkg.title,
    packageType: pkg.type,
    adultPriceCents: pkg.priceAdultCents,
    totalCents: pkg.priceAdultCents * guests,
    currency: pkg.currency,
  };
  // BookingsService.insertWithMailsAndAudit: the booking, its two mails (the app's own wording, so the
  // same bytes) and its audit event in one statement (atomic on its own), prepared by the same name; a
  // reference clash writes nothing and is tried again.
  let row: { id: string; reference: string; created_at: Date | string } | undefined;
  for (let attempt = 0; attempt < 5 && !row; attempt++) {
    // The app's own row (server/src/bookings/package-booking.ts): the same columns, mails and audit changes.
    const booking = newPackageBooking(pkg, { packageId: pkg.id, fullName, email, phone, guests, departureDate, returnDate, specialRequests }, undefined, reference());
    const mails = bookingReceivedMails({ agencyInbox: AGENCY_INBOX }, booking);
    const { createdAt: _c, updatedAt: _u, ...created } = plainRow(booking);
    const { rows: stored } = await db.queryPrepared<{ created_at: Date | string }>(
      INSERT_BOOKING_WITH_MAILS_AND_AUDIT.name,
      INSERT_BOOKING_WITH_MAILS_AND_AUDIT.text,
      insertBookingParams(booking, mails, { id: null, name: 'visitor' }, JSON.stringify(diffFields(undefined, created))),
    );
    if (stored[0]) row = { id: booking.id, reference: booking.reference, created_at: stored[0].created_at };
  }
  if (!row) throw new Error('Could not draw a free booking reference after 5 attempts.');
  return {
    status: 201,
    body: {
      id: row.id,
      reference: row.reference,
      status: 'PENDING',
      packageId: values.packageId,
      packageTitle: values.packageTitle,
      packageType: values.packageType,
      departureDate,
      returnDate,
      guests,
      adultPrice: values.adultPriceCents / 100,
      total: values.totalCents / 100,
      currency: values.currency,
      createdAt: new Date(row.created_at).toISOString(),
    },
  };
}

// ---------- the staff inbox ----------

export interface InboxFilterBody {
  kinds?: string[];
  statuses?: string[];
  receivedFrom?: string;
  receivedTo?: string;
  search?: string;
  assignedToId?: string;
  page?: number;
  pageSize?: number;
}

/** InboxService's COUNT_AHEAD: the count stops this far past the page's first item. */
const COUNT_AHEAD = 1_000;
const BOOKING_KINDS: Record<string, string> = { BOOKING_REQUEST: 'PACKAGE', STAY_RESERVATION: 'STAY' };
const ENQUIRY_KINDS = ['TRIP_PLAN', 'INSURANCE_QUOTE', 'CONTACT'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** InboxService.list's statement (inboxBranches + query), with the same parameters. */
async function inbox(db: BaselineDb, request: BaselineRequest): Promise<BaselineAnswer> {
  const user = await authenticate(db, request, ['STAFF', 'AGENCY_ADMIN']);
  if ('status' in user && 'body' in user) return user;
  const filter = ((request.body ?? {}) as { filter?: InboxFilterBody }).filter ?? {};
  const page = filter.page ?? 1;
  const pageSize = filter.pageSize ?? 20;
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return bad(400, 'bad page');
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (filter.statuses?.length) conditions.push(`status in (${filter.statuses.map(p).join(', ')})`);
  if (filter.receivedFrom) conditions.push(`created_at >= ${p(`${filter.receivedFrom}T00:00:00+02:00`)}::timestamptz`);
  if (filter.receivedTo) conditions.push(`created_at < ${p(`${addDays(filter.receivedTo, 1)}T00:00:00+02:00`)}::timestamptz`);
  const search = filter.search?.trim();
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  if (filter.assignedToId) {
    if (!UUID.test(filter.assignedToId)) return { status: 200, body: { items: [], total: 0, totalExact: true, page, pageSize, totalPages: 0 } };
    conditions.push(`assigned_to_id = ${p(filter.assignedToId)}::uuid`);
  }
  const kinds = filter.kinds?.length ? filter.kinds : undefined;
  const bookingKinds = kinds?.flatMap((k) => BOOKING_KINDS[k] ?? []);
  const enquiryKinds = kinds?.filter((k) => ENQUIRY_KINDS.includes(k));
  const where = (extra: string[]) => (conditions.length + extra.length ? `where ${[...conditions, ...extra].join(' and ')}` : '');
  const branches: string[] = [];
  if (!bookingKinds || bookingKinds.length) {
    const extra = bookingKinds ? [`kind in (${bookingKinds.map(p).join(', ')})`] : [];
    if (pattern) {
      const q = p(pattern);
      extra.push(`(full_name || ' ' || email || ' ' || reference) ilike ${q}`, `(full_name ilike ${q} or email ilike ${q} or reference ilike ${q})`);
    }
    branches.push(`select id, case when kind = 'STAY' then 'STAY_RESERVATION' else 'BOOKING_REQUEST' end as kind, reference, status::text as status,
        case when kind = 'STAY' then coalesce(hotel_name, '') || ' · ' || coalesce(room_type_name, '') else coalesce(package_title, '') end as title,
        full_name, email, phone, departure_date::text as departure_date, return_date::text as return_date, assigned_to_id, created_at, updated_at
      from bookings ${where(extra)}`);
  }
  if (!enquiryKinds || enquiryKinds.length) {
    const extra = enquiryKinds ? [`kind in (${enquiryKinds.map(p).join(', ')})`] : [];
    if (pattern) {
      const q = p(pattern);
      extra.push(`(full_name || ' ' || coalesce(email, '') || ' ' || reference) ilike ${q}`, `(full_name ilike ${q} or email ilike ${q} or reference ilike ${q})`);
    }
    branches.push(`select id, kind::text as kind, reference, status::text as status,
        case kind when 'CONTACT' then 'Contact message' when 'TRIP_PLAN' then coalesce('Trip plan: ' || destination, 'Trip plan')
                  else coalesce('Insurance quote: ' || destination, 'Insurance quote') end as title,
        full_name, email, phone, departure_date::text as departure_date, return_date::text as return_date, assigned_to_id, created_at, updated_at
      from enquiries ${where(extra)}`);
  }
  const offset = (page - 1) * pageSize;
  const countLimit = offset + COUNT_AHEAD;
  let total = 0;
  let rows: { id: string; kind: string; reference: string; status: string; title: string; full_name: string; email: string | null; assigned_to_id: string | null; created_at: string }[] = [];
  if (branches.length) {
    const order = 'order by created_at desc, id desc';
    const result = await db.query<{ total: number; rows: typeof rows | string }>(
      `select (select count(*) from (${branches.map((b) => `(select 1 from (${b}) b limit ${p(countLimit + 1)})`).join(' union all ')}) c)::int as total,
         coalesce((select json_agg(p ${order})
                     from (select * from (${branches.map((b) => `(${b} ${order} limit ${p(offset + pageSize)})`).join(' union all ')}) u
                           ${order} limit ${p(pageSize)} offset ${p(offset)}) p), '[]'::json) as rows`,
      params,
    );
    const first = result.rows[0];
    total = Number(first?.total ?? 0);
    rows = typeof first?.rows === 'string' ? (JSON.parse(first.rows) as typeof rows) : (first?.rows ?? []);
  }
  // InboxRowFields' assignedTo: one read of the assignees of the page (the app's DataLoader).
  const assigneeIds = [...new Set(rows.flatMap((r) => (r.assigned_to_id ? [r.assigned_to_id] : [])))];
  const assignees = new Map<string, { id: string; username: string; role: string }>();
  if (assigneeIds.length) {
    const { rows: found } = await db.query<{ id: string; username: string; role: string }>(
      `select id, username, role from users where id = any($1::uuid[])`,
      [assigneeIds],
    );
    for (const a of found) assignees.set(a.id, a);
  }
  const shown = Math.min(total, countLimit);
  return {
    status: 200,
    body: {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        reference: r.reference,
        status: r.status,
        title: r.title,
        fullName: r.full_name,
        email: r.email || null,
        createdAt: new Date(r.created_at).toISOString(),
        assignedTo: r.assigned_to_id ? (assignees.get(r.assigned_to_id) ?? null) : null,
      })),
      total: shown,
      totalExact: total <= countLimit,
      page,
      pageSize,
      totalPages: Math.ceil(shown / pageSize),
    },
  };
}

export const routes: BaselineRoutes = {
  'POST /login': login,
  'POST /bookings': requestBooking,
  'POST /inbox': inbox,
};
