/**
 * Fake but plausible catalogue for the search benchmark: titles made from ~230 destination names
 * (accented ones included), every package type, ZAR and some USD prices, travel windows spread over
 * two years, and a third of the packages as holiday packages with 1–3 destinations and a short
 * itinerary. Rows go in with one multi-row INSERT ... SELECT FROM unnest(arrays) per batch.
 */
import { DESTINATIONS } from './destinations.js';
import { Random } from './random.js';

/** What both engines offer: pg's Client and PGlite answer `query(text, params)` with `{ rows }`. */
export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export const PACKAGE_TYPES = ['Adventure', 'Honeymoon', 'Family', 'Solo', 'Group', 'Luxury', 'Customized', 'Cruise'] as const;
type PackageType = (typeof PACKAGE_TYPES)[number];

/** Travel windows start between these dates (fixed, so a seed gives the same data on any day). */
export const FIRST_DEPARTURE = '2026-01-01';
export const DEPARTURE_SPAN_DAYS = 730;
/** The rate the migration puts in exchange_rates; USD prices are made from rand prices with it. */
const RAND_PER_USD = 18.5;
const SEPARATOR = '|';

export interface GenerateOptions {
  count: number;
  seed: number;
  batchSize?: number;
  onProgress?: (inserted: number) => void;
}

export interface GenerateSummary {
  packages: number;
  holidayPackages: number;
  destinations: number;
  itineraryDays: number;
}

const TITLE_TEMPLATES: Record<PackageType, readonly string[]> = {
  Adventure: ['{A} Adventure', '{A} Hiking & Wildlife Trail', '{A} Overland Expedition', 'Wild {A}', '{A} & {B} Adventure'],
  Honeymoon: ['{A} Honeymoon Hideaway', 'Romantic {A}', '{A} & {B} Honeymoon', '{N} Nights of Romance in {A}'],
  Family: ['{A} Family Holiday', '{A} Kids-Stay-Free Getaway', '{A} Family Fun Break'],
  Solo: ['{A} Solo Traveller Escape', '{A} on Your Own', '{A} Solo Discovery'],
  Group: ['{A} Group Tour', 'Best of {A} & {B}', '{A} Small-Group Journey'],
  Luxury: ['Luxury {A} Retreat', '{A} Five-Star Escape', '{A} & {B} in Style'],
  Customized: ['Tailor-Made {A}', '{A} Your Way', 'Custom {A} & {B}'],
  Cruise: ['{A} to {B} Cruise', '{A} Island Cruise', '{N}-Night {A} Cruise'],
};
const GENERIC_TITLES = ['{N} Nights in {A}', '{A} City Break', '{A} Beach Break', '{A} & {B} Combo', 'Discover {A}'];
const HIGHLIGHTS = ['sunset cruises', 'game drives', 'wine tasting', 'guided walks', 'local markets', 'snorkelling', 'spa time',
  'mountain views', 'historic old towns', 'street food', 'whale watching', 'island hopping', 'museums', 'hot-air ballooning'];
const INCLUDES = ['Return flights from Johannesburg', 'Return flights from Cape Town', 'Airport transfers', 'Daily breakfast',
  'Half board', 'All inclusive', 'Travel insurance', 'Guided excursions', 'Park fees', 'Car hire', 'Welcome drinks', 'Visa assistance'];
const AMENITIES = ['Pool', 'Free Wi-Fi', 'Spa', 'Beach access', 'Gym', 'Kids club', 'Restaurant', 'Bar', 'Air conditioning'];
const ATTRACTIONS = ['Old town walk', 'Sunset viewpoint', 'National park', 'Local market', 'Museum', 'Beach day', 'Boat trip', 'Wine farm'];
const ACCOMMODATION_TYPES = ['Hotel', 'Lodge', 'Resort', 'Guest house', 'Tented camp'];

const INSERT_PACKAGES = `insert into packages (id, kind, title, type, description, country, city, duration_days, duration_nights,
    from_date, to_date, max_guests, min_age, price_adult_cents, price_child_cents, currency, photos, includes, amenities,
    featured, was_price_adult_cents, cancellation_policy)
  select id, kind, title, type, description, country, city, dd, dn, fd, td, mg, ma, pa, pc, cur,
    string_to_array(ph, '${SEPARATOR}'), string_to_array(inc, '${SEPARATOR}'), string_to_array(am, '${SEPARATOR}'), feat, was, cp
  from unnest($1::uuid[], $2::package_kind[], $3::text[], $4::package_type[], $5::text[], $6::text[], $7::text[], $8::int[],
    $9::int[], $10::date[], $11::date[], $12::int[], $13::int[], $14::int[], $15::int[], $16::currency[], $17::text[],
    $18::text[], $19::text[], $20::bool[], $21::int[], $22::text[])
    as t(id, kind, title, type, description, country, city, dd, dn, fd, td, mg, ma, pa, pc, cur, ph, inc, am, feat, was, cp)`;

const INSERT_DESTINATIONS = `insert into package_destinations (package_id, position, location, attractions)
  select id, pos, loc, string_to_array(att, '${SEPARATOR}')
  from unnest($1::uuid[], $2::int[], $3::text[], $4::text[]) as t(id, pos, loc, att)`;

const INSERT_ITINERARY = `insert into package_itinerary_days (package_id, day, title, description, breakfast, lunch, dinner,
    accommodation_name, accommodation_type, accommodation_rating)
  select * from unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::bool[], $6::bool[], $7::bool[], $8::text[],
    $9::text[], $10::smallint[])`;

/** Columns of one batch, in the order of the INSERT's parameters. */
class Columns {
  readonly cols: unknown[][];
  constructor(width: number) {
    this.cols = Array.from({ length: width }, () => []);
  }
  push(...values: unknown[]): void {
    values.forEach((v, i) => this.cols[i]!.push(v));
  }
  get length(): number {
    return this.cols[0]!.length;
  }
}

export async function generatePackages(db: Queryable, options: GenerateOptions): Promise<GenerateSummary> {
  const random = new Random(options.seed);
  const batchSize = options.batchSize ?? 5_000;
  const summary: GenerateSummary = { packages: 0, holidayPackages: 0, destinations: 0, itineraryDays: 0 };
  const firstDeparture = Date.parse(`${FIRST_DEPARTURE}T00:00:00Z`);

  while (summary.packages < options.count) {
    const n = Math.min(batchSize, options.count - summary.packages);
    const pkgs = new Columns(22);
    const dests = new Columns(4);
    const days = new Columns(10);
    for (let i = 0; i < n; i++) {
      const id = random.uuid();
      const a = random.int(0, DESTINATIONS.length - 1);
      // Combos stay in one region: the list is grouped by region, so a near neighbour is close by.
      const b = neighbour(random, a);
      const [city, country] = DESTINATIONS[a]!;
      const [cityB] = DESTINATIONS[b]!;
      const type = random.weighted<PackageType>([
        ['Adventure', 14], ['Honeymoon', 12], ['Family', 16], ['Solo', 6], ['Group', 8], ['Luxury', 14], ['Customized', 8], ['Cruise', 12],
      ]);
      const durationDays = random.int(3, 21);
      const template = random.chance(0.3) ? random.pick(GENERIC_TITLES) : random.pick(TITLE_TEMPLATES[type]);
      const title = template.replace('{A}', city).replace('{B}', cityB).replace('{N}', String(durationDays - 1));
      const holiday = random.chance(1 / 3);

      let fromDate: string | null = null;
      let toDate: string | null = null;
      if (!random.chance(0.03)) {
        const start = firstDeparture + random.int(0, DEPARTURE_SPAN_DAYS - 1) * 86_400_000;
        // Most are fixed departures; some are open windows to travel in.
        const windowDays = random.chance(0.6) ? durationDays - 1 : random.int(30, 120);
        fromDate = isoDate(start);
        toDate = isoDate(start + windowDays * 86_400_000);
      }

      // Rand prices R5 000–R150 000, log-uniform (many mid-range, few very dear), on "R12 499"-style steps.
      const rand = Math.round(Math.exp(Math.log(5_000) + random.next() * (Math.log(150_000) - Math.log(5_000))) / 100) * 100 - (random.chance(0.5) ? 1 : 0);
      const usd = random.chance(0.15);
      const adultCents = usd ? Math.round(rand / RAND_PER_USD) * 100 : rand * 100;
      const childCents = random.chance(0.6) ? Math.round((adultCents * random.int(50, 80)) / 10_000) * 100 : null;
      const wasCents = random.chance(0.1) ? Math.round((adultCents * random.int(110, 140)) / 10_000) * 100 : null;

      const photos = Array.from({ length: random.int(1, 4) }, () => `/photos/package-${random.int(1, 60)}.jpg`);
      const includes = pickSome(random, INCLUDES, random.int(2, 5));
      const amenities = pickSome(random, AMENITIES, random.int(0, 4));
      const description =
        `${durationDays} days in ${city}, ${country}: ${pickSome(random, HIGHLIGHTS, 3).join(', ')} and time to yourself. ` +
        `${type === 'Cruise' ? `Sail on to ${cityB} in comfort.` : `Optional extension to ${cityB}.`} Prices per person sharing.`;

      pkgs.push(
        id, holiday ? 'HOLIDAY' : 'PACKAGE', title, type, description, country, city, durationDays, durationDays - 1,
        fromDate, toDate, random.chance(0.5) ? random.int(2, 40) : null, random.chance(0.2) ? random.pick([12, 16, 18]) : null,
        adultCents, childCents, usd ? 'USD' : 'ZAR', photos.join(SEPARATOR), includes.join(SEPARATOR), amenities.join(SEPARATOR),
        random.chance(0.25), wasCents, holiday ? 'Free cancellation up to 30 days before departure.' : '',
      );

      if (holiday) {
        summary.holidayPackages++;
        const count = random.int(1, 3);
        const places = [a, b, neighbour(random, a)].slice(0, count);
        places.forEach((place, position) => {
          const [c, k] = DESTINATIONS[place]!;
          dests.push(id, position, random.chance(0.3) ? `${c}, ${k}` : c, pickSome(random, ATTRACTIONS, random.int(1, 3)).join(SEPARATOR));
        });
        const dayCount = random.int(2, 5);
        for (let day = 1; day <= dayCount; day++) {
          const [c] = DESTINATIONS[places[Math.min(places.length - 1, Math.floor(((day - 1) * places.length) / dayCount))]!]!;
          days.push(
            id, day, day === 1 ? `Arrive in ${c}` : `Explore ${c}`, `Day ${day}: ${random.pick(HIGHLIGHTS)}.`,
            true, random.chance(0.4), random.chance(0.6), `${c} ${random.pick(ACCOMMODATION_TYPES)}`, random.pick(ACCOMMODATION_TYPES),
            random.int(3, 5),
          );
        }
      }
    }

    await db.query(INSERT_PACKAGES, pkgs.cols);
    if (dests.length) await db.query(INSERT_DESTINATIONS, dests.cols);
    if (days.length) await db.query(INSERT_ITINERARY, days.cols);
    summary.packages += n;
    summary.destinations += dests.length;
    summary.itineraryDays += days.length;
    options.onProgress?.(summary.packages);
  }
  return summary;
}

/**
 * Runs `fn` with the trigram (GIN) indexes of the search tables dropped, then builds them again
 * from their own definitions (pg_get_indexdef): one build is several times faster than keeping
 * them up to date row by row, and the indexes end up exactly as the migrations made them.
 */
export async function withoutGinIndexes<T>(db: Queryable, fn: () => Promise<T>): Promise<{ result: T; rebuildSeconds: number }> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
      where am.amname = 'gin' and i.indrelid in ('packages'::regclass, 'package_destinations'::regclass)`,
  );
  for (const index of rows) await db.query(`drop index ${index.name}`);
  try {
    return { result: await fn(), rebuildSeconds: await rebuild() };
  } catch (error) {
    await rebuild().catch(() => undefined);
    throw error;
  }
  async function rebuild(): Promise<number> {
    const t0 = performance.now();
    for (const index of rows) await db.query(index.definition);
    return (performance.now() - t0) / 1000;
  }
}

function neighbour(random: Random, index: number): number {
  const last = DESTINATIONS.length - 1;
  const other = Math.min(last, Math.max(0, index + random.int(-6, 6)));
  return other !== index ? other : index === last ? index - 1 : index + 1;
}

function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
  return out;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
