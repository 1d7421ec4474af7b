/**
 * The agency's operations under load: signing in, the booking form's request and the staff inbox with
 * filters, each through the app (GraphQL, and REST where the spec has a twin) and the bare baseline
 * (bench/baseline/operations.ts). Booking requests write: verify() counts what each variant left in the
 * database (bookings, their two mails, their audit event) against the answers it got.
 */
import { BENCH_PASSWORD, type BenchContext, type HotPath, type Variant, type VariantResult } from '../lib/types.js';
import { expectSame, getJson, graphql, graphqlRequest, noGraphqlErrors, restRequest } from '../lib/http.js';
import type { InboxFilterBody } from '../baseline/operations.js';
import { Random } from '../random.js';

// ---------- login ----------

/** The web's Login mutation (web/src/features/auth/graphql.ts). */
const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { token expiresAt isAdmin isCoolUser details { ...SessionUserFields } }
}
fragment SessionUserFields on User { id username email role isAdmin isCoolUser hotels }`;

interface LoginAnswer {
  token: string;
  isAdmin: boolean;
  isCoolUser: boolean;
  details: { id: string; username: string; email: string; role: string; isAdmin: boolean; isCoolUser: boolean; hotels: string[] };
}

/** How many customers the login load cycles through: no account signs in twice in a row. */
const LOGIN_ACCOUNTS = 1_000;

/** What must agree between the app's and the baseline's login: the user and the token's claims, not the token itself. */
function loginFacts(answer: LoginAnswer) {
  const [, payload] = answer.token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  const { id, username, email, role, isAdmin, isCoolUser, hotels } = answer.details;
  return {
    user: { id, username, email, role, isAdmin, isCoolUser, hotels: [...hotels].sort() },
    isAdmin: answer.isAdmin,
    isCoolUser: answer.isCoolUser,
    claims: { sub: claims.sub, username: claims.username, role: claims.role, iss: claims.iss, aud: claims.aud, lifetime: Number(claims.exp) - Number(claims.iat) },
  };
}

async function baselineLogin(origin: string, username: string, password = BENCH_PASSWORD): Promise<LoginAnswer> {
  return getJson<LoginAnswer>(`${origin}/login`, { method: 'POST', body: JSON.stringify({ username, password }) });
}

const loginPath: HotPath = {
  key: 'login',
  title: 'Login (argon2id verify + JWT)',
  async check(ctx) {
    const { accounts } = ctx;
    const names = [accounts.customers[0]!, accounts.customers[accounts.customers.length - 1]!, accounts.staff, accounts.agencyAdmin, accounts.hotelManager];
    for (const username of names) {
      const variables = { input: { username: username.toUpperCase(), password: BENCH_PASSWORD } };
      const viaGraphql = (await graphql<{ login: LoginAnswer }>(ctx.app, LOGIN, variables)).login;
      const viaRest = await getJson<LoginAnswer>(`${ctx.app}/api/auth/login`, { method: 'POST', body: JSON.stringify(variables.input) });
      const viaBaseline = await baselineLogin(ctx.baseline, variables.input.username);
      expectSame(`login ${username}`, ['GraphQL', 'REST'], loginFacts(viaGraphql), loginFacts(viaRest));
      expectSame(`login ${username}`, ['GraphQL', 'baseline'], loginFacts(viaGraphql), loginFacts(viaBaseline));
    }
    // A wrong password is refused by all three, as slowly as a right one.
    const wrong = { username: accounts.customers[0]!, password: 'not-the-password-1' };
    const refusedGraphql = await graphql(ctx.app, LOGIN, { input: wrong }).then(() => false, () => true);
    const rest = await fetch(`${ctx.app}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(wrong) });
    const base = await fetch(`${ctx.baseline}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(wrong) });
    if (!refusedGraphql || rest.status !== 401 || base.status !== 401) {
      throw new Error(`a wrong password was not refused by all: GraphQL ${refusedGraphql ? 'refused' : 'accepted'}, REST ${rest.status}, baseline ${base.status}`);
    }
    return `${names.length} accounts (customer, staff, admin, hotel manager; username in upper case) sign in alike on GraphQL, REST and baseline; a wrong password is refused by all`;
  },
  async variants(ctx) {
    const users = ctx.accounts.customers.slice(0, LOGIN_ACCOUNTS);
    const body = (username: string) => ({ username, password: BENCH_PASSWORD });
    return [
      { target: 'graphql', label: 'GraphQL', origin: ctx.app, requests: users.map((u) => graphqlRequest(LOGIN, { input: body(u) })), verifyBody: noGraphqlErrors },
      { target: 'rest', label: 'REST', origin: ctx.app, requests: users.map((u) => restRequest('POST', '/api/auth/login', body(u))) },
      { target: 'baseline', label: 'baseline', origin: ctx.baseline, requests: users.map((u) => restRequest('POST', '/login', body(u))) },
    ];
  },
  targets: [ratioTarget('login')],
};

// ---------- booking request ----------

/** The web's booking form (web/src/features/booking/graphql.ts, BookingFields). */
const REQUEST_BOOKING = `mutation RequestBooking($input: BookingInput!) { requestBooking(input: $input) { ...BookingFields } }
fragment BookingFields on Booking {
  id reference status packageId packageTitle packageType departureDate returnDate guests adultPrice total currency createdAt
}`;

interface BookingInput {
  packageId: string;
  fullName: string;
  email: string;
  phone: string;
  guests: number;
  departureDate: string;
  returnDate: string;
  specialRequests: string;
}

interface BookingAnswer {
  id: string;
  reference: string;
  status: string;
  packageId: string;
  packageTitle: string;
  packageType: string;
  departureDate: string;
  returnDate: string;
  guests: number;
  adultPrice: number;
  total: number;
  currency: string;
  createdAt: string;
}

/** Distinct requests per variant: more than a variant sends, so no connection repeats another's. */
const BOOKING_REQUESTS = 3_000;
/** Each variant's guests write from their own e-mail domain: that is how verify() tells their rows apart. */
const domainOf = (target: string) => `${target}.load.bench.example.com`;
const FIRST = ['Thabo', 'Lerato', 'Sipho', 'Naledi', 'Johan', 'Anika', 'Zanele', 'Ayesha', 'David', 'Priya'];
const LAST = ['Nkosi', 'Botha', 'Naidoo', 'Mokoena', 'Smith', 'Pillay', 'Khumalo', 'Jacobs'];

/** Valid requests for packages still open: departure within the travel window, guests within its limit. */
async function bookingInputs(ctx: BenchContext, count: number, domain: string, salt: number): Promise<BookingInput[]> {
  const today = southAfricanToday();
  const { rows } = await ctx.db.query<{ id: string; max_guests: number | null; from_date: string; to_date: string; duration_days: number }>(
    `select id, max_guests, greatest(from_date, $1::date + 1)::text as from_date, to_date::text as to_date, duration_days
       from packages where to_date >= $1::date + 2 order by md5(id::text || $2) limit 2000`,
    [today, String(ctx.seed)],
  );
  if (!rows.length) throw new Error('no package with a travel window after today to book');
  const random = new Random(ctx.seed * 31 + salt);
  return Array.from({ length: count }, (_, i) => {
    const pkg = random.pick(rows);
    const span = Math.round((Date.parse(pkg.to_date) - Date.parse(pkg.from_date)) / 86_400_000);
    // Departure before the window's last day, return inside the window: the server refuses any other trip.
    const departure = addDays(pkg.from_date, random.int(0, Math.max(0, span - 1)));
    const fullTrip = addDays(departure, Math.max(1, pkg.duration_days - 1));
    const [first, last] = [random.pick(FIRST), random.pick(LAST)];
    return {
      packageId: pkg.id,
      fullName: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}.${i}@${domain}`,
      phone: `+27 82 ${String(random.int(100, 999))} ${String(random.int(0, 9999)).padStart(4, '0')}`,
      guests: random.int(1, Math.min(pkg.max_guests ?? 4, 4)),
      departureDate: departure,
      returnDate: fullTrip < pkg.to_date ? fullTrip : pkg.to_date,
      specialRequests: random.chance(0.3) ? 'Sea view if possible, please.' : '',
    };
  });
}

/** What must agree between the three answers (ids, references and times are the server's own). */
const bookingFacts = (a: BookingAnswer) => ({
  status: a.status,
  packageId: a.packageId,
  packageTitle: a.packageTitle,
  packageType: a.packageType,
  departureDate: a.departureDate,
  returnDate: a.returnDate,
  guests: a.guests,
  adultPrice: a.adultPrice,
  total: a.total,
  currency: a.currency,
  referenceShape: /^UH-[2-9A-HJKMNP-Z]{6}$/.test(a.reference),
});

async function askBooking(ctx: BenchContext, target: 'graphql' | 'rest' | 'baseline', input: BookingInput): Promise<BookingAnswer> {
  if (target === 'graphql') return (await graphql<{ requestBooking: BookingAnswer }>(ctx.app, REQUEST_BOOKING, { input })).requestBooking;
  return getJson<BookingAnswer>(target === 'rest' ? `${ctx.app}/api/bookings` : `${ctx.baseline}/bookings`, { method: 'POST', body: JSON.stringify(input) });
}

/** Per variant: the rows its load wrote (bookings of its guests' domain, their mails and audit events). */
async function writtenBy(ctx: BenchContext, origin: string, domain: string) {
  const db = ctx.dbAt?.(origin) ?? ctx.db;
  const { rows } = await db.query<{ bookings: number; distinct_emails: number; customer_mails: number; agency_mails: number; audits: number }>(
    `with b as (select id, reference, email from bookings where email like $1)
     select (select count(*) from b)::int as bookings,
            (select count(distinct email) from b)::int as distinct_emails,
            (select count(*) from mail_outbox m where m.to_address like $1)::int as customer_mails,
            (select count(*) from mail_outbox m join b on b.reference = substring(m.subject from '(UH-[0-9A-Z]{6})')
              where m.template = 'booking-received-agency')::int as agency_mails,
            (select count(*) from audit_events a join b on a.entity = 'BOOKING' and a.entity_id = b.id and a.action = 'CREATED')::int as audits`,
    [`%@${domain}`],
  );
  return rows[0]!;
}

const bookingPath: HotPath = {
  key: 'booking-request',
  title: 'Booking request (the booking form)',
  // Writes to separate tables' rows per variant: any order measures the same; whatever ran first was slower.
  inTurns: true,
  async check(ctx) {
    const domain = domainOf('check');
    const [input] = await bookingInputs(ctx, 1, domain, 1);
    const answers = await Promise.all((['graphql', 'rest', 'baseline'] as const).map((t) => askBooking(ctx, t, { ...input!, email: `${t}.${input!.email}` })));
    const [viaGraphql, viaRest, viaBaseline] = answers.map(bookingFacts);
    expectSame('booking request', ['GraphQL', 'REST'], viaGraphql, viaRest);
    expectSame('booking request', ['GraphQL', 'baseline'], viaGraphql, viaBaseline);
    if (!viaGraphql!.referenceShape || viaGraphql!.status !== 'PENDING') throw new Error(`unexpected booking answer ${JSON.stringify(answers[0])}`);

    // None lost, none twice, all at once: a burst of simultaneous requests per variant, every answer counted.
    const burst = 40;
    const counts: string[] = [];
    for (const target of ['graphql', 'rest', 'baseline'] as const) {
      const burstDomain = domainOf(`burst-${target}`);
      const inputs = await bookingInputs(ctx, burst, burstDomain, 2);
      const settled = await Promise.allSettled(inputs.map((i) => askBooking(ctx, target, i)));
      const ok = settled.filter((s) => s.status === 'fulfilled').length;
      const written = await writtenBy(ctx, target === 'baseline' ? ctx.baseline : ctx.app, burstDomain);
      const complete = written.bookings === ok && written.distinct_emails === ok && written.customer_mails === ok && written.agency_mails === ok && written.audits === ok;
      if (ok !== burst || !complete) {
        throw new Error(`${target}: ${burst} simultaneous requests, ${ok} answered 2xx, rows ${JSON.stringify(written)}`);
      }
      counts.push(`${target} ${ok}/${burst}`);
    }
    return `GraphQL, REST and baseline price and store a request alike; ${burst} simultaneous requests each (${counts.join(', ')}) left exactly one booking, two mails and one audit event per answer`;
  },
  async variants(ctx) {
    const variants: Variant[] = [];
    for (const [target, label, origin] of [['graphql', 'GraphQL', ctx.app], ['rest', 'REST', ctx.app], ['baseline', 'baseline', ctx.baseline]] as const) {
      const inputs = await bookingInputs(ctx, BOOKING_REQUESTS, domainOf(target), 3);
      variants.push({
        target,
        label,
        origin,
        requests: inputs.map((input) =>
          target === 'graphql' ? graphqlRequest(REQUEST_BOOKING, { input }) : restRequest('POST', target === 'rest' ? '/api/bookings' : '/bookings', input),
        ),
        ...(target === 'graphql' ? { verifyBody: noGraphqlErrors } : {}),
      });
    }
    return variants;
  },
  async verify(ctx, results) {
    const lines: string[] = [];
    for (const r of results) {
      const origin = r.target === 'baseline' ? ctx.baseline : ctx.app;
      const written = await writtenBy(ctx, origin, domainOf(r.target));
      // Each booking is whole: its two mails and its audit event were written with it or not at all.
      if (written.customer_mails !== written.bookings || written.agency_mails !== written.bookings || written.audits !== written.bookings) {
        throw new Error(`${r.label}: half-written requests: ${JSON.stringify(written)}`);
      }
      // Every 2xx answer is a stored request. Rows without a counted answer are expected: the warm-up's,
      // the requests still in flight when the measured phase stopped (up to one per connection) and any
      // request autocannon gave up on (timeout). Fewer rows than answers is a lost request.
      if (written.bookings < r.ok) throw new Error(`${r.label}: ${r.ok} requests answered 2xx but only ${written.bookings} stored`);
      lines.push(`${r.label}: ${r.ok} answered 2xx in the measured phase, ${written.bookings} stored (with the warm-up's and those in flight at the end), each with 2 mails and 1 audit event`);
    }
    return lines.join('; ');
  },
  targets: [
    {
      description: 'GraphQL booking requests ≥ 300/s, none lost',
      evaluate(results) {
        const r = results.find((x) => x.target === 'graphql');
        if (!r) return { met: false, measured: 'not measured' };
        const failed = r.non2xx + r.errors + r.timeouts + r.mismatches;
        return { met: r.requestsPerSecond >= 300 && failed === 0, measured: `${r.requestsPerSecond} req/s, ${failed} failed` };
      },
    },
    {
      // Issue 21. None lost and none duplicated are checked by `verify` (a failed verify fails the run).
      description: 'GraphQL booking requests ≥ 0.8× the bare insert’s req/s',
      evaluate(results: VariantResult[]) {
        const app = results.find((r) => r.target === 'graphql');
        const base = results.find((r) => r.target === 'baseline');
        if (!app || !base || !base.requestsPerSecond) return { met: false, measured: 'not measured' };
        const ratio = app.requestsPerSecond / base.requestsPerSecond;
        const failed = app.non2xx + app.errors + app.timeouts + app.mismatches;
        return { met: ratio >= 0.8 && failed === 0, measured: `${ratio.toFixed(2)}× (${app.requestsPerSecond} vs ${base.requestsPerSecond} req/s)` };
      },
    },
  ],
};

// ---------- the staff inbox ----------

/** The web's inbox list (web/src/features/staff/graphql.ts: Inbox with InboxRowFields). */
const INBOX = `query Inbox($filter: InboxFilter) {
  inbox(filter: $filter) { items { ...InboxRowFields } total totalExact page pageSize totalPages }
}
fragment StaffMemberFields on StaffMember { id username role }
fragment InboxRowFields on InboxItem { id kind reference status title fullName email createdAt assignedTo { ...StaffMemberFields } }`;

/** A staff member's day: the newest items, open work, one kind, recent days, a name or reference, their own items, later pages. */
async function inboxFilters(ctx: BenchContext, count: number): Promise<InboxFilterBody[]> {
  const random = new Random(ctx.seed * 17 + 5);
  const { rows: staff } = await ctx.db.query<{ id: string }>(`select id from users where role in ('STAFF', 'AGENCY_ADMIN') order by id`);
  const { rows: people } = await ctx.db.query<{ last: string; reference: string; email: string }>(
    `(select split_part(full_name, ' ', 2) as last, reference, email from bookings where kind = 'PACKAGE' order by md5(id::text) limit 100)
     union all (select split_part(full_name, ' ', 2), reference, coalesce(email, '') from enquiries order by md5(id::text) limit 100)`,
  );
  const { rows: newest } = await ctx.db.query<{ day: string }>(`select (max(created_at) at time zone 'Africa/Johannesburg')::date::text as day from enquiries`);
  const lastDay = newest[0]?.day ?? southAfricanToday();
  const open = ['PENDING', 'CONTACTED', 'QUOTED'];
  const pageOf = () => (random.chance(0.75) ? 1 : random.int(2, 5));
  return Array.from({ length: count }, (): InboxFilterBody => {
    const person = people.length ? random.pick(people) : undefined;
    return random.weighted<() => InboxFilterBody>([
      [() => ({ page: pageOf() }), 25],
      [() => ({ statuses: ['PENDING'], page: pageOf() }), 15],
      [() => ({ statuses: open, page: pageOf() }), 10],
      [() => ({ kinds: ['BOOKING_REQUEST'], page: pageOf() }), 10],
      [() => ({ kinds: ['TRIP_PLAN', 'INSURANCE_QUOTE', 'CONTACT'], statuses: random.chance(0.5) ? open : undefined, page: 1 }), 10],
      [() => ({ receivedFrom: addDays(lastDay, -random.pick([7, 30])), receivedTo: lastDay, page: pageOf() }), 10],
      [() => ({ search: person ? random.pick([person.last, person.reference, person.email.split('@')[0] ?? person.last]) : 'Nkosi', page: 1 }), 10],
      [() => ({ assignedToId: staff.length ? random.pick(staff).id : undefined, statuses: random.chance(0.5) ? open : undefined, page: 1 }), 10],
    ])();
  });
}

interface InboxPageAnswer {
  items: { id: string; createdAt: string; assignedTo: unknown }[];
  total: number;
  totalExact: boolean;
}

const adminListPath: HotPath = {
  key: 'admin-list',
  title: 'Staff inbox list with filters (as staff)',
  async check(ctx) {
    const baselineToken = (await baselineLogin(ctx.baseline, ctx.accounts.staff)).token;
    const filters = await inboxFilters(ctx, 200);
    const sample = filters.filter((_, i) => i % 10 === 0);
    let items = 0;
    for (const filter of sample) {
      const app = (await graphql<{ inbox: InboxPageAnswer }>(ctx.app, INBOX, { filter }, { token: ctx.tokens.staff })).inbox;
      const base = await getJson<InboxPageAnswer>(`${ctx.baseline}/inbox`, { method: 'POST', body: JSON.stringify({ filter }), token: baselineToken });
      const normal = (page: InboxPageAnswer) => ({ ...page, items: page.items.map((i) => ({ ...i, createdAt: new Date(i.createdAt).toISOString() })) });
      expectSame(`inbox ${JSON.stringify(filter)}`, ['GraphQL', 'baseline'], normal(app), normal(base));
      items += app.items.length;
    }
    return `${sample.length} filters of the mix answer the same page, total and assignees on GraphQL and baseline (${items} items)`;
  },
  async variants(ctx) {
    const filters = await inboxFilters(ctx, 200);
    const baselineToken = (await baselineLogin(ctx.baseline, ctx.accounts.staff)).token;
    return [
      {
        target: 'graphql',
        label: 'GraphQL',
        origin: ctx.app,
        requests: filters.map((filter) => graphqlRequest(INBOX, { filter }, ctx.tokens.staff)),
        verifyBody: noGraphqlErrors,
      },
      { target: 'baseline', label: 'baseline', origin: ctx.baseline, requests: filters.map((filter) => restRequest('POST', '/inbox', { filter }, baselineToken)) },
    ];
  },
  targets: [ratioTarget('admin-list')],
};

// ---------- shared ----------

/** No numeric target in the issue: the ratio to the baseline is reported (met when measured without failures). */
function ratioTarget(key: string) {
  return {
    description: `${key}: GraphQL req/s ÷ baseline req/s (reported)`,
    evaluate(results: VariantResult[]) {
      const app = results.find((r) => r.target === 'graphql');
      const base = results.find((r) => r.target === 'baseline');
      if (!app || !base || !base.requestsPerSecond) return { met: false, measured: 'not measured' };
      const failed = app.non2xx + app.errors + app.timeouts + app.mismatches;
      return { met: failed === 0, measured: `${(app.requestsPerSecond / base.requestsPerSecond).toFixed(2)}× (${app.requestsPerSecond} vs ${base.requestsPerSecond} req/s)` };
    },
  };
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function southAfricanToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** Reads first, the write last (it adds bookings the inbox would then list). */
export const paths: HotPath[] = [loginPath, adminListPath, bookingPath];
