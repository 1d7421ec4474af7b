/**
 * The stay search's prices, kept in memory per hotel (the hotel page and the reservation still price
 * from the database, one room type at a time).
 *
 * Why: a city search prices every room type of the city for every night of the stay. In SQL that was
 * reading ~19,000 night rows for Cape Town and aggregating them, two thirds of the search's database
 * time, on every search, although prices change a few times a day. Here each hotel's room types
 * are kept as night-by-night price arrays per occupancy, in blocks of BLOCK_DAYS nights loaded on
 * first use; a search sums seven numbers per room type.
 *
 * When: every search reads each city hotel's version (stay_price_versions, migration 0020: changed
 * by triggers in the same transaction as any write to room types, rate types or night prices) and
 * drops what it keeps of a hotel whose version is not the one it was loaded under. What a search
 * loads is read after the version it reads, so it is never older than the version it is kept under.
 *
 * The prices are nightly-price.ts's rule, resolved per night when a block is loaded: rule (a) from
 * room_type_night_prices (the lowest public dated rate, kept by migration 0006's triggers), else
 * rules (b) and (c) from the active Weekend and Rack rate types and the base rate.
 * nightly-price.spec.ts checks the search's prices against priceStay after random rewrites.
 *
 * Framework-free (drizzle's `sql` only): the benchmark's baseline runs the same queries through it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { averageCents, isWeekendNight, RACK_RATE, WEEKEND_RATE, type OccupancyTier } from './nightly-price.js';

/**
 * Runs a query and gives its rows (the app's drizzle database, or the baseline's pg client). With a
 * name, as a prepared statement: parsed and planned once per connection, not per search (the
 * queries' texts never change, only their parameters).
 */
export type RunQuery = <Row extends Record<string, unknown>>(query: SQL, name?: string) => Promise<Row[]>;

/** A hotel of a search, with the version of its prices the search read. */
export interface VersionedHotel {
  id: string;
  version: string;
}

/** Nights are kept in blocks of four weeks (a bit per night says which are loaded: 28 fit an int). */
export const BLOCK_DAYS = 28;
const TIERS = 3;
const TIER_INDEX: Record<OccupancyTier, number> = { single: 0, double: 1, group: 2 };
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function epochDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;
}

function dateOfEpochDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

interface RoomTypeEntry {
  id: string;
  capacity: number;
  /** Per tier: the price of a night without a public dated rate (rules (b) and (c)). */
  weekday: readonly [number, number, number];
  weekend: readonly [number, number, number];
}

/** What is kept of one hotel under one version. */
class HotelPrices {
  roomTypes: readonly RoomTypeEntry[] | undefined;
  /** Room type id → its position in roomTypes (and in a block). */
  typeIndex = new Map<string, number>();
  roomTypesLoading: Promise<void> | undefined;
  /** Block number → one room's price per night, at ((room type × TIERS + tier) × BLOCK_DAYS + night of the block). */
  readonly blocks = new Map<number, Int32Array>();
  /** Block number → bit d set once night d of the block is loaded. */
  readonly loaded = new Map<number, number>();
  /** Night (epoch day) → the load under way that brings it: ten searches of a cold city load it once. */
  readonly nightsLoading = new Map<number, Promise<void>>();
  bytes = 0;
  /** False once replaced by a newer version or evicted: a search that still holds it may finish with it. */
  kept = true;

  constructor(
    readonly hotelId: string,
    readonly version: string,
  ) {}

  hasNight(day: number): boolean {
    const block = Math.floor(day / BLOCK_DAYS);
    return ((this.loaded.get(block) ?? 0) & (1 << (day - block * BLOCK_DAYS))) !== 0;
  }
}

/** The in-band room types of each hotel, cheapest first, flattened for one availability query. */
export interface PricedCandidates {
  /** Hotels with at least one room type in the band, and the range of their room types below. */
  hotelIds: string[];
  firsts: number[];
  lasts: number[];
  /** 1-based, as SQL arrays: hotel i's candidates are roomTypeIds[firsts[i] - 1 .. lasts[i] - 1]. */
  roomTypeIds: string[];
  perRoomCents: number[];
  nightlyCents: number[];
}

export interface PriceBand {
  minCents: number;
  maxCents: number;
}

export class StayPriceGrid {
  private readonly hotels = new Map<string, HotelPrices>();
  private bytes = 0;

  /** @param budgetBytes the most the kept prices may take; the hotels least recently searched go first. */
  constructor(private readonly budgetBytes: number) {}

  /** Bytes of prices kept now (for the tests and the docs' sizing figures). */
  get size(): number {
    return this.bytes;
  }

  /**
   * Each hotel's room types that sleep `perRoom`, whose stay is within the band, cheapest first (then
   * by id), after loading what is missing or stale.
   */
  async price(
    run: RunQuery,
    hotels: readonly VersionedHotel[],
    stay: { checkIn: string; nights: readonly string[]; perRoom: number; tier: OccupancyTier },
    band: PriceBand,
  ): Promise<PricedCandidates> {
    const nights = stay.nights.length;
    const firstDay = epochDay(stay.checkIn);
    const lastDay = firstDay + nights - 1;
    const entries = await this.load(run, hotels, firstDay, lastDay);
    const out: PricedCandidates = { hotelIds: [], firsts: [], lasts: [], roomTypeIds: [], perRoomCents: [], nightlyCents: [] };
    const tier = TIER_INDEX[stay.tier];
    // round(sum / nights) between min and max (the nightly average rounded half up, as averageCents),
    // stated on the sum itself: exact, the sums being whole cents and the bounds whole or half numbers.
    // With min 0 the lower bound is strict: round(-0.5) is -1.
    const low = band.minCents * nights - nights / 2;
    const high = band.maxCents * nights + nights / 2;
    const inBand = (sum: number) => (band.minCents > 0 ? sum >= low : sum > low) && sum < high;
    const offers: { id: string; sum: number }[] = [];
    hotels.forEach((hotel, i) => {
      const entry = entries[i]!;
      offers.length = 0;
      entry.roomTypes!.forEach((type, t) => {
        if (type.capacity < stay.perRoom) return;
        let sum = 0;
        for (let day = firstDay; day <= lastDay; day++) {
          const block = Math.floor(day / BLOCK_DAYS);
          sum += entry.blocks.get(block)![(t * TIERS + tier) * BLOCK_DAYS + (day - block * BLOCK_DAYS)]!;
        }
        if (inBand(sum)) offers.push({ id: type.id, sum });
      });
      if (!offers.length) return;
      offers.sort((a, b) => a.sum - b.sum || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      out.hotelIds.push(hotel.id);
      out.firsts.push(out.roomTypeIds.length + 1);
      for (const offer of offers) {
        out.roomTypeIds.push(offer.id);
        out.perRoomCents.push(offer.sum);
        out.nightlyCents.push(averageCents(offer.sum, nights));
      }
      out.lasts.push(out.roomTypeIds.length);
    });
    return out;
  }

  /** The hotels' kept prices with nights firstDay..lastDay loaded, in the order of `hotels`. */
  private async load(run: RunQuery, hotels: readonly VersionedHotel[], firstDay: number, lastDay: number): Promise<HotelPrices[]> {
    const entries = hotels.map((hotel) => this.entryFor(hotel));
    // Room types first: the nights without a dated rate are priced from them.
    const typesWanted = new Set<Promise<void>>();
    const typesMissing: HotelPrices[] = [];
    for (const entry of entries) {
      if (entry.roomTypes) continue;
      if (entry.roomTypesLoading) typesWanted.add(entry.roomTypesLoading);
      else typesMissing.push(entry);
    }
    if (typesMissing.length) {
      const load = this.loadRoomTypes(run, typesMissing);
      for (const entry of typesMissing) entry.roomTypesLoading = load;
      // Unmarked also after a failure: the next search tries again.
      typesWanted.add(load.finally(() => typesMissing.forEach((entry) => entry.roomTypesLoading === load && (entry.roomTypesLoading = undefined))));
    }
    await Promise.all(typesWanted);

    const nightsWanted = new Set<Promise<void>>();
    const nightsMissing: HotelPrices[] = [];
    let from = Infinity;
    let to = -Infinity;
    for (const entry of entries) {
      let missing = false;
      for (let day = firstDay; day <= lastDay; day++) {
        if (entry.hasNight(day)) continue;
        const pending = entry.nightsLoading.get(day);
        if (pending) nightsWanted.add(pending);
        else {
          missing = true;
          from = Math.min(from, day);
          to = Math.max(to, day + 1);
        }
      }
      if (missing) nightsMissing.push(entry);
    }
    if (nightsMissing.length) {
      // One query for every hotel missing a night, over the union of their missing nights.
      const load = this.loadNights(run, nightsMissing, from, to);
      const marked: [HotelPrices, number][] = [];
      for (const entry of nightsMissing) {
        for (let day = from; day < to; day++) {
          if (entry.hasNight(day) || entry.nightsLoading.has(day)) continue;
          entry.nightsLoading.set(day, load);
          marked.push([entry, day]);
        }
      }
      nightsWanted.add(load.finally(() => marked.forEach(([entry, day]) => entry.nightsLoading.get(day) === load && entry.nightsLoading.delete(day))));
    }
    await Promise.all(nightsWanted);
    this.evict();
    return entries;
  }

  private entryFor(hotel: VersionedHotel): HotelPrices {
    let entry = this.hotels.get(hotel.id);
    if (entry) this.hotels.delete(hotel.id); // re-inserted below: the Map's order is the LRU order
    if (!entry || entry.version !== hotel.version) {
      if (entry) this.drop(entry);
      entry = new HotelPrices(hotel.id, hotel.version);
    }
    this.hotels.set(hotel.id, entry);
    return entry;
  }

  private async loadRoomTypes(run: RunQuery, entries: HotelPrices[]): Promise<void> {
    const ids = entries.map((e) => e.hotelId);
    const rows = await run<RoomTypeRow>(roomTypesSql(ids), 'stay_grid_room_types');
    const byHotel = new Map<string, RoomTypeEntry[]>(ids.map((id) => [id, []]));
    for (const row of rows) byHotel.get(row.hotel_id)?.push(toRoomTypeEntry(row));
    entries.forEach((entry, i) => {
      const types = byHotel.get(ids[i]!)!;
      entry.roomTypes = types;
      entry.typeIndex = new Map(types.map((type, t) => [type.id, t]));
      this.grow(entry, 64 + types.length * 96);
    });
  }

  /** Nights [from, to) of the entries: each night priced by rules (b) and (c), then the stored rule (a) nights over them. */
  private async loadNights(run: RunQuery, entries: HotelPrices[], from: number, to: number): Promise<void> {
    const ids = entries.map((e) => e.hotelId);
    const rows = await run<NightPricesRow>(nightPricesSql(ids, dateOfEpochDay(from), dateOfEpochDay(to)), 'stay_grid_night_prices');
    const byHotel = new Map<string, NightPricesRow[]>(ids.map((id) => [id, []]));
    for (const row of rows) byHotel.get(row.hotel_id)?.push(row);
    const weekend = Array.from({ length: to - from }, (_, k) => isWeekendNight(dateOfEpochDay(from + k)));
    entries.forEach((entry, i) => {
      const types = entry.roomTypes!;
      // The blocks of the nights [from, to), created as needed; blocks[b] holds nights from blockStart(b).
      const firstBlock = Math.floor(from / BLOCK_DAYS);
      const blocks: Int32Array[] = [];
      for (let block = firstBlock; block <= Math.floor((to - 1) / BLOCK_DAYS); block++) {
        let prices = entry.blocks.get(block);
        if (!prices) {
          prices = new Int32Array(types.length * TIERS * BLOCK_DAYS);
          entry.blocks.set(block, prices);
          this.grow(entry, prices.byteLength + 64);
        }
        blocks.push(prices);
      }
      const write = (t: number, day: number, single: number, double: number, group: number) => {
        const block = Math.floor(day / BLOCK_DAYS);
        const prices = blocks[block - firstBlock]!;
        const at = t * TIERS * BLOCK_DAYS + (day - block * BLOCK_DAYS);
        prices[at] = single;
        prices[at + BLOCK_DAYS] = double;
        prices[at + 2 * BLOCK_DAYS] = group;
      };
      for (let t = 0; t < types.length; t++) {
        const type = types[t]!;
        for (let day = from; day < to; day++) {
          const [single, double, group] = weekend[day - from] ? type.weekend : type.weekday;
          write(t, day, single, double, group);
        }
      }
      for (const row of byHotel.get(ids[i]!)!) {
        const t = entry.typeIndex.get(row.room_type_id);
        // A room type added after the room types were read: the version has changed, the next search reloads.
        if (t === undefined) continue;
        // Per night with a stored price: the night (days after `from`), single, double, group; 4-byte big-endian integers.
        const bytes = row.prices;
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        for (let at = 0; at + 16 <= bytes.byteLength; at += 16) {
          write(t, from + view.getInt32(at), view.getInt32(at + 4), view.getInt32(at + 8), view.getInt32(at + 12));
        }
      }
      for (let day = from; day < to; day++) {
        const block = Math.floor(day / BLOCK_DAYS);
        entry.loaded.set(block, (entry.loaded.get(block) ?? 0) | (1 << (day - block * BLOCK_DAYS)));
      }
    });
  }

  private grow(entry: HotelPrices, bytes: number): void {
    entry.bytes += bytes;
    // Only an entry still kept counts (one replaced or evicted while it loaded is garbage already).
    if (entry.kept) this.bytes += bytes;
  }

  private drop(entry: HotelPrices): void {
    entry.kept = false;
    this.bytes -= entry.bytes;
  }

  /** Least recently searched first, until within the budget (a running search keeps its own references). */
  private evict(): void {
    for (const [id, entry] of this.hotels) {
      if (this.bytes <= this.budgetBytes) return;
      this.hotels.delete(id);
      this.drop(entry);
    }
  }
}

interface RoomTypeRow extends Record<string, unknown> {
  hotel_id: string;
  id: string;
  capacity: number;
  base_rate_cents: number;
  rack_single: number | null;
  rack_double: number | null;
  rack_group: number | null;
  weekend_single: number | null;
  weekend_double: number | null;
  weekend_group: number | null;
}

function toRoomTypeEntry(row: RoomTypeRow): RoomTypeEntry {
  const base = row.base_rate_cents;
  // Rule (b): a weekend night the Weekend Rate, else the Rack Rate; a weekday the Rack Rate. Rule (c): the base rate.
  const weekday = [row.rack_single ?? base, row.rack_double ?? base, row.rack_group ?? base] as const;
  const weekend = [row.weekend_single ?? weekday[0], row.weekend_double ?? weekday[1], row.weekend_group ?? weekday[2]] as const;
  return { id: row.id, capacity: row.capacity, weekday, weekend };
}

interface NightPricesRow extends Record<string, unknown> {
  hotel_id: string;
  room_type_id: string;
  /** bytea: a Buffer from node-postgres, a Uint8Array from PGlite. */
  prices: Uint8Array;
}

// ------------------------------------------------------------------------------------------------
// The queries (exported for the benchmark's baseline and EXPLAIN)

/** Room types of the hotels with the prices of their nights without a dated rate, by hotel and id. */
export function roomTypesSql(hotelIds: string[]): SQL {
  const typed = (name: string, column: string) => sql`min(${sql.raw(`t.${column}`)}) filter (where t.name = ${name})`;
  return sql`
    select rt.hotel_id::text as hotel_id, rt.id::text as id, rt.capacity, rt.base_rate_cents,
           ${typed(RACK_RATE, 'single_rate_cents')} as rack_single, ${typed(RACK_RATE, 'double_rate_cents')} as rack_double,
           ${typed(RACK_RATE, 'group_rate_cents')} as rack_group, ${typed(WEEKEND_RATE, 'single_rate_cents')} as weekend_single,
           ${typed(WEEKEND_RATE, 'double_rate_cents')} as weekend_double, ${typed(WEEKEND_RATE, 'group_rate_cents')} as weekend_group
    from room_types rt
    left join rate_types t on t.room_type_id = rt.id and t.active and t.name in (${WEEKEND_RATE}, ${RACK_RATE})
    where rt.hotel_id = any(${`{${hotelIds.join(',')}}`}::uuid[])
    group by rt.id
    order by rt.hotel_id, rt.id`;
}

/**
 * The stored public dated rates (rule (a)) of the hotels' nights in [from, to): one row per room type
 * with, per night, four 4-byte integers (the night as days after `from`, single, double, group) in one
 * bytea. Formatting them as text cost the database more than reading them, and arrays are parsed
 * character by character in the app; bytea is hex-decoded natively.
 */
export function nightPricesSql(hotelIds: string[], from: string, to: string): SQL {
  return sql`
    select p.hotel_id::text as hotel_id, p.room_type_id::text as room_type_id,
           string_agg(int4send(p.night - ${from}::date) || int4send(p.single_cents) || int4send(p.double_cents) || int4send(p.group_cents), ''::bytea) as prices
    from room_type_night_prices p
    where p.hotel_id = any(${`{${hotelIds.join(',')}}`}::uuid[]) and p.night >= ${from}::date and p.night < ${to}::date
    group by p.hotel_id, p.room_type_id`;
}
