/**
 * The agency's day-to-day data for the operations benchmarks (login, booking request, the staff
 * inbox): user accounts of every role, package booking requests in every status over two years, and
 * the three kinds of enquiry, with a few internal notes. Runs after generate-packages.ts (bookings
 * point at existing packages) and generate-hotels.ts (hotel managers are linked to its first hotels;
 * the stays it made are already in the inbox).
 *
 * Every account has the password BENCH_PASSWORD, hashed once with the app's own argon2id settings
 * (server/src/auth/password.ts) and reused: hashing 20 000 times would take minutes. Rows go in
 * 5 000 a statement (`INSERT ... SELECT FROM unnest($1::uuid[], ...)`), drawn from a seeded
 * generator, so a seed gives the same data on either engine (relative to `today`).
 */
import { createHash } from 'node:crypto';
import { hashPassword } from '../server/src/auth/password.js';
import { BENCH_PASSWORD, type BenchAccounts } from './lib/types.js';
import type { Queryable } from './generate-packages.js';
import { Random } from './random.js';

export interface GenerateOperationsOptions {
  users: number;
  bookings: number;
  enquiries: number;
  seed: number;
  /** The South African date the data is relative to (bookings received over the two years before it); default today. */
  today?: string;
  batchSize?: number;
}

export interface OperationsSummary {
  accounts: BenchAccounts;
  rows: Record<string, number>;
}

/** The accounts the runner logs in with; names stay fixed so a report can name them. */
export const BENCH_ADMIN = 'bench.admin';
export const BENCH_STAFF = 'bench.staff';
export const BENCH_MANAGER = 'bench.manager';
/** Staff besides BENCH_STAFF: items are assigned among all of them. */
const OTHER_STAFF = 11;
/** Hotel managers: BENCH_MANAGER runs the first three hotels, then one manager per hotel. */
const MANAGED_HOTELS = 20;
/** Customer usernames handed to the login path: plenty to spread over, not all 20 000. */
const LOGIN_CUSTOMERS = 2_000;

const FIRST_NAMES = ['Thabo', 'Lerato', 'Sipho', 'Naledi', 'Johan', 'Anika', 'Pieter', 'Zanele', 'Ayesha', 'David', 'Emma', 'Kagiso',
  'Priya', 'Liam', 'Nomvula', 'Bongani', 'Chloé', 'Mbali', 'Francois', 'Fatima', 'Themba', 'Ané', 'Rohan', 'Lindiwe'];
const LAST_NAMES = ['Nkosi', 'van der Merwe', 'Dlamini', 'Botha', 'Naidoo', 'Mokoena', 'Smith', 'Pillay', 'Khumalo', 'Pretorius',
  'Jacobs', 'Mahlangu', 'du Plessis', 'Ndlovu', 'Govender', 'Müller', 'Zulu', 'Adams', 'Coetzee', 'Sithole'];
const CITIES: readonly (readonly [city: string, country: string])[] = [
  ['Johannesburg', 'South Africa'], ['Cape Town', 'South Africa'], ['Durban', 'South Africa'], ['Pretoria', 'South Africa'],
  ['Gqeberha', 'South Africa'], ['Bloemfontein', 'South Africa'], ['Polokwane', 'South Africa'], ['Stellenbosch', 'South Africa'],
  ['Windhoek', 'Namibia'], ['Gaborone', 'Botswana'], ['London', 'United Kingdom'],
];
const REQUESTS = ['', '', '', 'Vegetarian meals, please.', 'We are celebrating our anniversary.', 'Ground-floor room if possible.',
  'Travelling with a wheelchair user.', 'Could we add two nights at the end?', 'Airport transfer for a late flight.'];
const DESTINATIONS = ['Zanzibar', 'Mauritius', 'Bali', 'Victoria Falls', 'Kruger National Park', 'Cape Town', 'Réunion', 'Thailand',
  'Seychelles', 'Dubai', 'Kraków', 'Lisbon', 'Okavango Delta', 'Maldives', 'São Tomé'];
const HOLIDAY_TYPES = ['adventure', 'beach', 'city', 'cultural', 'family', 'romantic', 'wellness'] as const;
const CONTACT_MESSAGES = ['Do you offer lay-by payments?', 'Please call me back about a group booking for 12.',
  'Is travel insurance included in your packages?', 'I would like to change the dates of my booking.',
  'Can you help with visas for Schengen countries?', 'What are your office hours in December?'];
const NOTES = ['Called the customer, left a voicemail.', 'Customer asked for a quote with flights from Durban.',
  'Sent the quote by e-mail.', 'Waiting for the hotel to confirm availability.', 'Deposit received.', 'Customer will decide by Friday.'];
/** Statuses by whether the departure has passed: old requests mostly reached an outcome. */
const PAST_STATUSES = [['COMPLETED', 60], ['CANCELLED', 14], ['DECLINED', 10], ['CONFIRMED', 8], ['PENDING', 4], ['CONTACTED', 2], ['QUOTED', 2]] as const;
const FUTURE_STATUSES = [['PENDING', 30], ['CONTACTED', 20], ['QUOTED', 18], ['CONFIRMED', 20], ['DECLINED', 5], ['CANCELLED', 7]] as const;
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const DAY_MS = 86_400_000;

const INSERT_USERS = `insert into users (id, username, email, phone, country, city, password_hash, role, created_at, updated_at)
  select id, username, email, phone, country, city, $8, role, created, created
  from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::user_role[], $9::timestamptz[])
    as t(id, username, email, phone, country, city, role, created)`;

const INSERT_BOOKINGS = `insert into bookings (id, reference, kind, package_id, user_id, status, full_name, email, phone, guests,
    departure_date, return_date, special_requests, package_title, package_type, adult_price_cents, total_cents, currency,
    assigned_to_id, created_at, updated_at)
  select id, ref, 'PACKAGE', pkg, uid, st, fn, em, ph, g, dd, rd, sr, pt, ptype, apc, apc * g, cur, asg, ca, ua
  from unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::booking_status[], $6::text[], $7::text[], $8::text[], $9::int[],
    $10::date[], $11::date[], $12::text[], $13::text[], $14::package_type[], $15::int[], $16::currency[], $17::uuid[],
    $18::timestamptz[], $19::timestamptz[])
    as t(id, ref, pkg, uid, st, fn, em, ph, g, dd, rd, sr, pt, ptype, apc, cur, asg, ca, ua)`;

const INSERT_ENQUIRIES = `insert into enquiries (id, reference, kind, status, full_name, first_name, last_name, email, phone, destination,
    guests, departure_date, return_date, holiday_type, budget_cents, message, user_id, assigned_to_id, fingerprint, client_address,
    created_at, updated_at)
  select * from unnest($1::uuid[], $2::text[], $3::enquiry_kind[], $4::booking_status[], $5::text[], $6::text[], $7::text[], $8::text[],
    $9::text[], $10::text[], $11::int[], $12::date[], $13::date[], $14::holiday_type[], $15::int[], $16::text[], $17::uuid[], $18::uuid[],
    $19::text[], $20::text[], $21::timestamptz[], $22::timestamptz[])`;

const INSERT_NOTES = `insert into inbox_notes (booking_id, enquiry_id, author_id, author_name, body, created_at)
  select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::timestamptz[])`;

/** Columns of one batch, in the order of the INSERT's parameters. */
class Columns {
  readonly cols: unknown[][];
  constructor(width: number) {
    this.cols = Array.from({ length: width }, () => []);
  }
  push(...values: unknown[]): void {
    if (values.length !== this.cols.length) throw new Error(`expected ${this.cols.length} values, got ${values.length}`);
    values.forEach((v, i) => this.cols[i]!.push(v));
  }
  get length(): number {
    return this.cols[0]!.length;
  }
}

interface PackageRow {
  id: string;
  title: string;
  type: string;
  price: number;
  currency: string;
  from_date: string | null;
  to_date: string | null;
  max_guests: number | null;
  duration_days: number;
}

interface Person {
  id: string;
  username: string;
}

export async function generateOperations(db: Queryable, options: GenerateOperationsOptions): Promise<OperationsSummary> {
  const random = new Random(options.seed * 7 + 3);
  const batchSize = options.batchSize ?? 5_000;
  const today = options.today ?? southAfricanToday();
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  /** A moment in the two years before today (South African office hours, roughly). */
  const receivedAt = () => new Date(todayMs - random.int(1, 730) * DAY_MS + random.int(6 * 3600, 18 * 3600) * 1000);

  // ---------- users ----------
  const { rows: hotelRows } = await db.query<{ id: string }>(`select id from hotels order by name, id limit ${MANAGED_HOTELS}`);
  const staff: Person[] = [];
  const customers: Person[] = [];
  const managers: Person[] = [];
  const usedNames = new Set<string>();
  const users = new Columns(8);
  const flush = async (force: boolean) => {
    if (!users.length || (!force && users.length < batchSize)) return;
    const [id, username, email, phone, country, city, role, created] = users.cols;
    await db.query(INSERT_USERS, [id, username, email, phone, country, city, role, passwordHash, created]);
    users.cols.forEach((c) => (c.length = 0));
  };
  const addUser = async (username: string, role: string, into: Person[] | undefined) => {
    const id = random.uuid();
    const [city, country] = random.pick(CITIES);
    users.push(id, username, `${username}@example.co.za`, phoneNumber(random), country, city, role, receivedAt());
    into?.push({ id, username });
    await flush(false);
    return id;
  };
  await addUser(BENCH_ADMIN, 'AGENCY_ADMIN', undefined);
  await addUser(BENCH_STAFF, 'STAFF', staff);
  for (let i = 1; i <= OTHER_STAFF; i++) await addUser(uniqueName(random, usedNames, 'staff.'), 'STAFF', staff);
  const managerIds: string[] = [await addUser(BENCH_MANAGER, 'HOTEL_MANAGER', managers)];
  for (let i = 3; i < hotelRows.length; i++) managerIds.push(await addUser(uniqueName(random, usedNames, 'hotel.'), 'HOTEL_MANAGER', managers));
  const customerCount = Math.max(1, options.users - 2 - OTHER_STAFF - managerIds.length);
  for (let i = 0; i < customerCount; i++) await addUser(uniqueName(random, usedNames, ''), 'CUSTOMER', customers);
  await flush(true);

  // The bench manager runs the first three hotels; each further hotel has a manager of its own.
  const links = hotelRows.map((h, i) => [i < 3 ? managerIds[0]! : managerIds[i - 2]!, h.id] as const);
  if (links.length) {
    await db.query(`insert into hotel_managers (user_id, hotel_id) select * from unnest($1::uuid[], $2::uuid[])`, [
      links.map((l) => l[0]),
      links.map((l) => l[1]),
    ]);
  }

  // ---------- package booking requests ----------
  const { rows: packageRows } = await db.query<PackageRow>(
    `select id, title, type::text, price_adult_cents as price, currency::text, from_date::text, to_date::text, max_guests, duration_days
       from packages order by id`,
  );
  if (!packageRows.length && options.bookings > 0) throw new Error('generateOperations: run generatePackages first (bookings need packages)');
  const references = new Set<string>();
  const reference = (prefix: string) => {
    for (;;) {
      let code = '';
      for (let i = 0; i < 6; i++) code += ALPHABET[Math.floor(random.next() * ALPHABET.length)];
      const ref = `${prefix}-${code}`;
      if (!references.has(ref)) {
        references.add(ref);
        return ref;
      }
    }
  };
  const staffFor = () => (random.chance(0.45) ? random.pick(staff).id : null);
  const notes = new Columns(6);
  const addNotes = (bookingId: string | null, enquiryId: string | null, received: Date) => {
    if (!random.chance(0.15)) return;
    for (let n = random.int(1, 3); n > 0; n--) {
      const author = random.pick(staff);
      notes.push(bookingId, enquiryId, author.id, author.username, random.pick(NOTES), new Date(received.getTime() + random.int(1, 72) * 3600_000));
    }
  };
  const flushNotes = async () => {
    if (!notes.length) return;
    await db.query(INSERT_NOTES, notes.cols);
    notes.cols.forEach((c) => (c.length = 0));
  };

  let bookingsMade = 0;
  while (bookingsMade < options.bookings) {
    const n = Math.min(batchSize, options.bookings - bookingsMade);
    const rows = new Columns(19);
    for (let i = 0; i < n; i++) {
      const pkg = random.pick(packageRows);
      const received = receivedAt();
      const departure = departureFor(random, pkg, received);
      const returnDate = isoDate(Date.parse(`${departure}T00:00:00Z`) + Math.max(1, pkg.duration_days - 1) * DAY_MS);
      const past = departure < today;
      const status = random.weighted<string>(past ? PAST_STATUSES : FUTURE_STATUSES);
      const customer = random.chance(0.35) ? random.pick(customers) : undefined;
      const [first, last] = [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)];
      const guests = random.int(1, Math.min(pkg.max_guests ?? 6, 6));
      const id = random.uuid();
      const updated = status === 'PENDING' ? received : new Date(received.getTime() + random.int(1, 240) * 3600_000);
      rows.push(
        id, reference('UH'), pkg.id, customer?.id ?? null, status, `${first} ${last}`, emailOf(customer?.username ?? `${first}.${last}`, random),
        phoneNumber(random), guests, departure, returnDate, random.pick(REQUESTS), pkg.title, pkg.type, pkg.price, pkg.currency,
        status === 'PENDING' ? null : staffFor(), received, updated,
      );
      addNotes(id, null, received);
    }
    await db.query(INSERT_BOOKINGS, rows.cols);
    // Notes after the rows they point at.
    await flushNotes();
    bookingsMade += n;
  }

  // ---------- enquiries: trip plans, insurance quotes, contact messages ----------
  let enquiriesMade = 0;
  while (enquiriesMade < options.enquiries) {
    const n = Math.min(batchSize, options.enquiries - enquiriesMade);
    const rows = new Columns(22);
    for (let i = 0; i < n; i++) {
      const kind = random.weighted<string>([['TRIP_PLAN', 45], ['INSURANCE_QUOTE', 30], ['CONTACT', 25]]);
      const received = receivedAt();
      const customer = random.chance(0.3) ? random.pick(customers) : undefined;
      const [first, last] = [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)];
      const email = kind === 'TRIP_PLAN' && random.chance(0.15) ? null : emailOf(customer?.username ?? `${first}.${last}`, random);
      const phone = kind === 'CONTACT' ? null : phoneNumber(random);
      const travels = kind !== 'CONTACT' && (kind === 'INSURANCE_QUOTE' || random.chance(0.8));
      const departureMs = received.getTime() + random.int(14, 200) * DAY_MS;
      const departure = travels ? isoDate(departureMs) : null;
      const returnDate = travels ? isoDate(departureMs + random.int(kind === 'INSURANCE_QUOTE' ? 1 : 3, 21) * DAY_MS) : null;
      const past = (departure ?? isoDate(received.getTime() + 30 * DAY_MS)) < today;
      const status = random.weighted<string>(past ? PAST_STATUSES : FUTURE_STATUSES);
      const destination = kind === 'CONTACT' ? null : random.pick(DESTINATIONS);
      const message = kind === 'CONTACT' ? random.pick(CONTACT_MESSAGES) : kind === 'TRIP_PLAN' ? random.pick(REQUESTS) : '';
      const id = random.uuid();
      rows.push(
        id, reference('EQ'), kind, status, kind === 'INSURANCE_QUOTE' && random.chance(0.2) ? `${first} ${random.pick(FIRST_NAMES)} ${last}` : `${first} ${last}`,
        kind === 'INSURANCE_QUOTE' ? null : first, kind === 'INSURANCE_QUOTE' ? null : last, email, phone, destination,
        kind === 'TRIP_PLAN' ? random.int(1, 8) : null, departure, returnDate,
        kind === 'TRIP_PLAN' ? random.pick(HOLIDAY_TYPES) : null, kind === 'TRIP_PLAN' && random.chance(0.7) ? random.int(10, 300) * 100_000 : null,
        message, customer?.id ?? null, status === 'PENDING' ? null : staffFor(),
        // The dedupe key only has to differ between different sends; the app's own hash is not needed here.
        createHash('sha256').update(id).digest('hex'),
        `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
        received, status === 'PENDING' ? received : new Date(received.getTime() + random.int(1, 240) * 3600_000),
      );
      addNotes(null, id, received);
    }
    await db.query(INSERT_ENQUIRIES, rows.cols);
    await flushNotes();
    enquiriesMade += n;
  }
  const { rows: counted } = await db.query<Record<string, string | number>>(
    `select (select count(*) from users) as users, (select count(*) from hotel_managers) as hotel_managers,
            (select count(*) from bookings where kind = 'PACKAGE') as package_bookings, (select count(*) from enquiries) as enquiries,
            (select count(*) from inbox_notes) as inbox_notes`,
  );
  return {
    accounts: {
      agencyAdmin: BENCH_ADMIN,
      staff: BENCH_STAFF,
      hotelManager: BENCH_MANAGER,
      customers: customers.slice(0, LOGIN_CUSTOMERS).map((c) => c.username),
    },
    rows: Object.fromEntries(Object.entries(counted[0] ?? {}).map(([k, v]) => [k, Number(v)])),
  };
}

/** A departure after the request was received, inside the package's travel window where it has one. */
function departureFor(random: Random, pkg: PackageRow, received: Date): string {
  const earliest = received.getTime() + 7 * DAY_MS;
  if (pkg.from_date && pkg.to_date) {
    const from = Math.max(Date.parse(`${pkg.from_date}T00:00:00Z`), earliest);
    const to = Date.parse(`${pkg.to_date}T00:00:00Z`);
    if (from <= to) return isoDate(from + random.int(0, Math.round((to - from) / DAY_MS)) * DAY_MS);
  }
  return isoDate(earliest + random.int(0, 180) * DAY_MS);
}

/** first.last, lower case without accents or spaces, numbered when taken; 3–30 characters as the register form requires. */
function uniqueName(random: Random, used: Set<string>, prefix: string): string {
  const base = `${prefix}${fold(random.pick(FIRST_NAMES))}.${fold(random.pick(LAST_NAMES))}`.slice(0, 24);
  let name = base;
  while (used.has(name)) name = `${base}${random.int(1, 99_999)}`;
  used.add(name);
  return name;
}

function emailOf(name: string, random: Random): string {
  return `${fold(name)}${random.chance(0.5) ? random.int(1, 99) : ''}@${random.pick(['example.co.za', 'example.com', 'mail.example.org'])}`;
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9.]/g, '');

function phoneNumber(random: Random): string {
  return `+27 ${random.pick(['82', '83', '72', '71', '61', '21', '11', '31'])} ${random.int(100, 999)} ${String(random.int(0, 9999)).padStart(4, '0')}`;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function southAfricanToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
