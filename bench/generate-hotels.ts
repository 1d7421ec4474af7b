/**
 * Fake but plausible hotel inventory for the stays benchmark, generated set-wise in SQL
 * (generate_series joins, a few statements in all, no row-by-row inserts from JS):
 *
 * - hotels spread over ~40 South African and world cities, big cities holding many (fixed weights);
 * - 10 room types a hotel (single room to two-bedroom apartment), 3 rooms a room type with 2–4
 *   room numbers each (room_units);
 * - 1–3 rate types a room type: Rack Rate always, Weekend Rate for 60 %, STO Rate for 40 %;
 * - a dated rate for every room type and every day of the next 365 (one rate type per date:
 *   Weekend Rate on Friday and Saturday nights, STO Rate in May–August, Rack Rate otherwise), with
 *   rack and STO prices for single, double and group occupancy and a seasonal curve, and the
 *   search's derived room_type_night_prices filled from them in one statement;
 * - existing stays: confirmed and pending STAY bookings each holding one room unit for 2–6 nights
 *   (~10 % of all unit-nights), and ~1 % of unit-weeks closed by the manager (holds without booking);
 * - a few amenities and activities a hotel.
 *
 * "Random" values come from hashint8extended(key, seed): the same seed gives the same data on any
 * engine, and the SQL needs no session state (setseed + random() depends on row order).
 */
import { RATE_PRESETS } from '../server/src/common/rate-presets.js';
import type { Queryable } from './generate-packages.js';

/** [city, country, weight]: how many hotels each city gets, relative to the others. */
export const STAY_CITIES: readonly (readonly [city: string, country: string, weight: number])[] = [
  ['Cape Town', 'South Africa', 16],
  ['Johannesburg', 'South Africa', 11],
  ['Durban', 'South Africa', 9],
  ['Pretoria', 'South Africa', 5],
  ['Stellenbosch', 'South Africa', 4],
  ['Gqeberha', 'South Africa', 3],
  ['Knysna', 'South Africa', 3],
  ['Umhlanga', 'South Africa', 3],
  ['Hermanus', 'South Africa', 2],
  ['Franschhoek', 'South Africa', 2],
  ['Plettenberg Bay', 'South Africa', 2],
  ['Kruger National Park', 'South Africa', 2],
  ['Bloemfontein', 'South Africa', 2],
  ['Mossel Bay', 'South Africa', 1],
  ['Hazyview', 'South Africa', 1],
  ['Drakensberg', 'South Africa', 1],
  ['East London', 'South Africa', 1],
  ['Polokwane', 'South Africa', 1],
  ['Mbombela', 'South Africa', 1],
  ['Sun City', 'South Africa', 1],
  ['Oudtshoorn', 'South Africa', 1],
  ['Clarens', 'South Africa', 1],
  ['London', 'United Kingdom', 6],
  ['Paris', 'France', 5],
  ['Dubai', 'United Arab Emirates', 5],
  ['New York', 'United States', 4],
  ['Bangkok', 'Thailand', 3],
  ['Rome', 'Italy', 3],
  ['Lisbon', 'Portugal', 2],
  ['Barcelona', 'Spain', 2],
  ['Zanzibar', 'Tanzania', 2],
  ['Port Louis', 'Mauritius', 2],
  ['Victoria Falls', 'Zimbabwe', 2],
  ['Windhoek', 'Namibia', 1],
  ['Maputo', 'Mozambique', 1],
  ['Nairobi', 'Kenya', 1],
  ['Marrakech', 'Morocco', 1],
  ['Zürich', 'Switzerland', 1],
  ['São Paulo', 'Brazil', 1],
  ['Saint-Denis', 'Réunion', 1],
  ['Kraków', 'Poland', 1],
  ['Denpasar', 'Indonesia', 1],
];

/** [name, capacity, price as a multiple of the hotel's double room, amenities]. */
const ROOM_TYPES: readonly (readonly [name: string, capacity: number, multiple: number, amenities: string])[] = [
  ['Single Room', 1, 0.75, 'Single bed|Work desk|Free Wi-Fi'],
  ['Standard Double Room', 2, 1, 'Double bed|Free Wi-Fi|Tea and coffee station'],
  ['Twin Room', 2, 1, 'Two single beds|Free Wi-Fi|Tea and coffee station'],
  ['Queen Room', 2, 1.15, 'Queen bed|Air conditioning|Free Wi-Fi'],
  ['King Room', 2, 1.3, 'King bed|Air conditioning|Minibar|Free Wi-Fi'],
  ['Deluxe View Room', 3, 1.6, 'King bed|Sleeper couch|Balcony|Minibar'],
  ['Family Room', 4, 1.8, 'Queen bed|Bunk beds|Kitchenette|Free Wi-Fi'],
  ['Junior Suite', 3, 2.1, 'King bed|Lounge|Bath and shower|Espresso machine'],
  ['Executive Suite', 4, 2.8, 'Two bedrooms|Lounge|Espresso machine|Butler service'],
  ['Two-Bedroom Apartment', 6, 3.2, 'Two bedrooms|Full kitchen|Washing machine|Balcony'],
];

const NAME_PREFIXES = ['Protea', 'Atlantic', 'Marine', 'Baobab', 'Fynbos', 'Acacia', 'Jacaranda', 'Savanna', 'Lighthouse', 'Harbour',
  'Mountain View', 'Riverside', 'Garden Court', 'Oyster', 'Kingfisher', 'Sunbird', 'Table Bay', 'Silver Oak', 'Ivory', 'Cedar',
  'Coral', 'Amber', 'Olive Grove', 'Whale Rock', 'Yellowwood', 'Aloe', 'Milkwood', 'Old Mill', 'Station', 'Grand'];
const HOTEL_TYPES = ['Hotel', 'Boutique Hotel', 'Lodge', 'Guest House', 'Resort', 'Suites', 'Inn', 'B&B', 'Apartment Hotel', 'Manor House'];
const STREETS = ['Beach Road', 'Main Road', 'Long Street', 'Church Street', 'Marine Drive', 'Kloof Street', 'Oxford Road', 'Station Road',
  'Victoria Road', 'Harbour Lane', 'Park Avenue', 'High Street'];
const HIGHLIGHTS = ['a pool in a leafy garden', 'a rooftop bar with sunset views', 'a spa and a heated pool', 'secure parking',
  'breakfast on the terrace', 'a short walk to the beach', 'a restaurant known for local food', 'quiet rooms and fast Wi-Fi',
  'a kids\u2019 club in the holidays', 'shuttles to the airport'];
const HOTEL_AMENITIES: readonly (readonly [string, string])[] = [
  ['Swimming pool', 'Outdoor pool, heated in winter.'],
  ['Free Wi-Fi', 'Fibre throughout the hotel.'],
  ['Secure parking', 'Undercover parking, R80 per night.'],
  ['Restaurant', 'Breakfast, lunch and dinner.'],
  ['Spa', 'Massages and treatments by appointment.'],
  ['Gym', 'Open 06:00 to 22:00.'],
  ['Airport shuttle', 'On request, at a fee.'],
  ['Backup power', 'Generator and solar for load shedding.'],
];
const HOTEL_ACTIVITIES: readonly (readonly [name: string, duration: string, maxParticipants: number, priceRand: number | null])[] = [
  ['Guided city walk', '3 hours', 12, 350],
  ['Wine tasting', '2 hours', 10, 280],
  ['Sunset cruise', '2 hours', 30, 650],
  ['Morning yoga', '1 hour', 15, null],
  ['Cooking class', 'Half day', 8, 900],
];
const FIRST_NAMES = ['Thabo', 'Lerato', 'Sipho', 'Naledi', 'Johan', 'Anika', 'Pieter', 'Zanele', 'Ayesha', 'David', 'Emma', 'Kagiso', 'Priya', 'Liam'];
const LAST_NAMES = ['Nkosi', 'van der Merwe', 'Dlamini', 'Botha', 'Naidoo', 'Mokoena', 'Smith', 'Pillay', 'Khumalo', 'Pretorius', 'Jacobs', 'Mahlangu'];

/** Price factor of each month (January first): South African summer holidays dear, winter cheap. */
const SEASON = [1.2, 1.05, 1.05, 1.1, 0.85, 0.85, 0.9, 0.85, 0.95, 1, 1, 1.3];

/** Days of dated rates and of stays, from today on. */
export const RATE_DAYS = 365;

export interface GenerateHotelsOptions {
  hotels: number;
  seed: number;
  /** First day of rates and stays (`YYYY-MM-DD`, today in South Africa). */
  today: string;
  /** Called after each step with what it did, for progress logging. */
  onStep?: (step: string, seconds: number) => void;
}

export interface HotelsSummary {
  /** Exact row counts per table after loading. */
  rows: Record<string, number>;
  /** Cities that got hotels, with how many (what the workload draws from). */
  cities: CityAllocation[];
  today: string;
}

export interface CityAllocation {
  city: string;
  country: string;
  hotels: number;
}

/** Splits `total` hotels over the cities by weight (largest remainder), so the counts are exact. */
export function allocateHotels(total: number): CityAllocation[] {
  const weightSum = STAY_CITIES.reduce((s, [, , w]) => s + w, 0);
  const shares = STAY_CITIES.map(([city, country, weight], index) => {
    const exact = (total * weight) / weightSum;
    return { city, country, hotels: Math.floor(exact), remainder: exact - Math.floor(exact), index };
  });
  let left = total - shares.reduce((s, c) => s + c.hotels, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left-- <= 0) break;
    share.hotels++;
  }
  return shares.filter((s) => s.hotels > 0).map(({ city, country, hotels }) => ({ city, country, hotels }));
}

export const STAY_TABLES = [
  'hotels', 'room_types', 'rooms', 'room_units', 'rate_types', 'rates', 'room_type_night_prices', 'bookings', 'room_unit_nights', 'amenities',
  'activities',
] as const;

export async function generateHotels(db: Queryable, options: GenerateHotelsOptions): Promise<HotelsSummary> {
  const { seed, today } = options;
  if (!Number.isInteger(seed) || seed < 0) throw new Error('seed must be a whole number >= 0');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error('today must be YYYY-MM-DD');
  /** A number in [0, 1) from an integer key; `salt` keeps the draws of different attributes apart. */
  const r = (key: string, salt: number) => `((hashint8extended((${key})::bigint, ${seed * 101 + salt}) & 4294967295)::float8 / 4294967296.0)`;
  /**
   * A fixed id from a text key: md5 shaped as an RFC 4122 version-4 UUID (version and variant digits
   * set), because the app refuses ids that are not (class-validator's isUUID: "Hotel not found").
   */
  const uuid = (key: string) => `overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`;
  /** Rounds cents to whole R10 steps: prices that look set by a hotel. */
  const tenRand = (cents: string) => `(round((${cents}) / 1000.0) * 1000)::int`;
  const cities = allocateHotels(options.hotels);

  const step = async (name: string, text: string, params?: unknown[]) => {
    const t0 = performance.now();
    await db.query(text, params);
    options.onStep?.(name, (performance.now() - t0) / 1000);
  };

  for (const t of ['gen_hotels', 'gen_room_types', 'gen_rooms', 'gen_units', 'gen_stays']) await db.query(`drop table if exists pg_temp.${t}`);

  // Hotels: a price level (the double room's rack rate, R600–R4 000 log-uniform), a quality that
  // makes the rating follow the price loosely, and a popularity that sets how full its rooms are.
  await step(
    'hotels',
    `create temp table gen_hotels as
       select s.h, ${uuid(`'${seed}:hotel:' || s.h`)} as id, s.city, s.country,
              ${r('s.h', 1)} as lvl, ${r('s.h', 2)} as quality, 0.08 + 0.19 * ${r('s.h', 3)} as popularity,
              ${r('s.h', 4)} as r4, ${r('s.h', 5)} as r5, ${r('s.h', 6)} as r6, ${r('s.h', 7)} as r7
         from (select (row_number() over (order by c.ord, g))::int as h, c.city, c.country
                 from unnest($1::text[], $2::text[], $3::int[]) with ordinality as c(city, country, n, ord)
                 cross join lateral generate_series(1, c.n) as g) s`,
    [cities.map((c) => c.city), cities.map((c) => c.country), cities.map((c) => c.hotels)],
  );
  await db.query(
    `insert into hotels (id, name, type, address, country, city, postal_code, email, phone, photos, description, rating, distance_from_centre_m)
     select h.id, p.prefix || ' ' || t.type || ' ' || h.city, t.type,
            (1 + (h.h * 37) % 240) || ' ' || ($3::text[])[1 + (h.h * 7) % cardinality($3::text[])] || ', ' || h.city,
            h.country, h.city, lpad((1000 + (h.h * 389) % 8999)::text, 4, '0'),
            'reservations@hotel-' || h.h || '.example.co.za', '+27 ' || (10 + h.h % 80) || ' ' || lpad(((h.h * 7919) % 10000000)::text, 7, '0'),
            (select array_agg('/photos/hotel-' || (1 + (h.h * 7 + k * 13) % 40) || '.jpg' order by k)
               from generate_series(1, 1 + floor(h.r6 * 4)::int) k),
            t.type || ' in ' || h.city || ', ' || round(d.m / 1000.0, 1) || ' km from the centre, with '
              || ($4::text[])[1 + floor(h.r4 * cardinality($4::text[]))::int] || ' and '
              || ($4::text[])[1 + floor(h.r7 * cardinality($4::text[]))::int] || '.',
            round((2.5 + 2.5 * (0.5 * h.lvl + 0.5 * h.quality))::numeric, 1)::real, d.m
       from gen_hotels h
       cross join lateral (select ($1::text[])[1 + floor(h.r5 * cardinality($1::text[]))::int] as prefix) p
       cross join lateral (select ($2::text[])[1 + floor(h.quality * cardinality($2::text[]))::int] as type) t
       cross join lateral (select (200 + floor(h.r7 * h.r7 * 25000))::int as m) d`,
    [NAME_PREFIXES, HOTEL_TYPES, STREETS, HIGHLIGHTS],
  );
  await db.query(
    `insert into amenities (hotel_id, name, description)
     select h.id, a.name, a.description from gen_hotels h
       cross join unnest($1::text[], $2::text[]) with ordinality as a(name, description, k)
      where ${r('h.h * 32 + a.k', 8)} < 0.55`,
    [HOTEL_AMENITIES.map(([n]) => n), HOTEL_AMENITIES.map(([, d]) => d)],
  );
  await db.query(
    `insert into activities (hotel_id, name, description, duration, max_participants, price_cents)
     select h.id, a.name, a.name || ' with a local guide.', a.duration, a.max_participants, a.price * 100 from gen_hotels h
       cross join unnest($1::text[], $2::text[], $3::int[], $4::int[]) with ordinality as a(name, duration, max_participants, price, k)
      where ${r('h.h * 32 + a.k', 9)} < 0.3`,
    [HOTEL_ACTIVITIES.map((a) => a[0]), HOTEL_ACTIVITIES.map((a) => a[1]), HOTEL_ACTIVITIES.map((a) => a[2]), HOTEL_ACTIVITIES.map((a) => a[3])],
  );
  options.onStep?.('hotels, amenities, activities', 0);

  // Room types: the hotel's level times the type's multiple, ±10 %; which rate types it offers.
  await step(
    'room types',
    `create temp table gen_room_types as
       select h.h, t.j::int as j, ${uuid(`'${seed}:rt:' || h.h || ':' || t.j`)} as id, h.id as hotel_id, t.name, t.capacity, t.amenities,
              h.popularity,
              ${tenRand(`exp(ln(60000) + h.lvl * (ln(400000) - ln(60000))) * t.multiple * (0.9 + 0.2 * ${r('h.h * 16 + t.j', 10)})`)} as base_cents,
              ${r('h.h * 16 + t.j', 11)} < 0.6 as weekend, ${r('h.h * 16 + t.j', 12)} < 0.4 as sto,
              ${uuid(`'${seed}:rate:' || h.h || ':' || t.j || ':rack'`)} as rack_id,
              ${uuid(`'${seed}:rate:' || h.h || ':' || t.j || ':weekend'`)} as weekend_id,
              ${uuid(`'${seed}:rate:' || h.h || ':' || t.j || ':sto'`)} as sto_id
         from gen_hotels h
        cross join unnest($1::text[], $2::int[], $3::float8[], $4::text[]) with ordinality as t(name, capacity, multiple, amenities, j)`,
    [ROOM_TYPES.map((t) => t[0]), ROOM_TYPES.map((t) => t[1]), ROOM_TYPES.map((t) => t[2]), ROOM_TYPES.map((t) => t[3])],
  );
  await db.query(
    `insert into room_types (id, hotel_id, name, description, capacity, base_rate_cents, amenities, photos)
     select id, hotel_id, name, 'Sleeps ' || capacity || ': ' || lower(replace(amenities, '|', ', ')) || '.', capacity, base_cents,
            string_to_array(amenities, '|'), array['/photos/room-' || (1 + (h * 10 + j) % 30) || '.jpg']
       from gen_room_types`,
  );
  const description = (name: string) => RATE_PRESETS.find((p) => p.name === name)?.description ?? '';
  await db.query(
    `insert into rate_types (id, hotel_id, room_type_id, name, description, single_rate_cents, double_rate_cents, group_rate_cents)
     select x.id, rt.hotel_id, rt.id, x.name, x.description,
            ${tenRand('rt.base_cents * x.factor * 0.8')}, ${tenRand('rt.base_cents * x.factor')}, ${tenRand('rt.base_cents * x.factor * 0.88')}
       from gen_room_types rt
      cross join lateral (values (rt.rack_id, 'Rack Rate', $1::text, 1.0, true),
                                 (rt.weekend_id, 'Weekend Rate', $2::text, 1.1, rt.weekend),
                                 (rt.sto_id, 'STO Rate', $3::text, 0.75, rt.sto)) as x(id, name, description, factor, offered)
      where x.offered`,
    [description('Rack Rate'), description('Weekend Rate'), description('STO Rate')],
  );

  // Rooms (3 a room type, 1 % closed) and their numbers (2–4 a room, unique in the hotel: 101–112, 201–212, ... 1001–1012).
  await step(
    'rooms and room units',
    `create temp table gen_rooms as
       select rt.h, rt.j, k, ${uuid(`'${seed}:room:' || rt.h || ':' || rt.j || ':' || k`)} as id, rt.id as room_type_id, rt.hotel_id,
              rt.name, rt.capacity, rt.base_cents, rt.popularity,
              2 + floor(${r('(rt.h * 16 + rt.j) * 4 + k', 13)} * 3)::int as unit_count, ${r('(rt.h * 16 + rt.j) * 4 + k', 14)} >= 0.01 as active
         from gen_room_types rt cross join generate_series(1, 3) k`,
  );
  await db.query(
    `insert into rooms (id, hotel_id, room_type_id, title, max_people, active)
     select id, hotel_id, room_type_id, name || 's, ' || (array['east wing', 'west wing', 'garden wing'])[k], capacity, active from gen_rooms`,
  );
  await db.query(
    `create temp table gen_units as
       select (row_number() over (order by r.h, r.j, r.k, u))::bigint as seq, ${uuid(`'${seed}:unit:' || r.id || ':' || u`)} as id,
              r.id as room_id, r.hotel_id, r.room_type_id, r.capacity, r.base_cents, r.popularity, (r.j * 100 + (r.k - 1) * 4 + u)::text as number
         from gen_rooms r cross join lateral generate_series(1, r.unit_count) u`,
  );
  await db.query('insert into room_units (id, room_id, hotel_id, number) select id, room_id, hotel_id, number from gen_units');

  // A year of dated rates: one row per room type and day, its rate type chosen by the date. The
  // trigger that keeps room_type_night_prices (migration 0006) would recompute one night per row:
  // it is off for this one statement, and the derived table is filled set-wise below instead.
  await db.query('alter table rates disable trigger rates_night_prices');
  await step(
    'rates',
    `insert into rates (hotel_id, room_type_id, rate_type_id, date, sto_rate_single_cents, rack_rate_single_cents,
                        sto_rate_double_cents, rack_rate_double_cents, sto_rate_group_cents, rack_rate_group_cents)
     with calendar as materialized (
       select d, extract(isodow from d) in (5, 6) as weekend_night, extract(month from d) between 5 and 8 as winter,
              ($2::float8[])[extract(month from d)::int] as season
         from (select $1::date + g as d from generate_series(0, ${RATE_DAYS - 1}) g) days)
     select rt.hotel_id, rt.id, case k.kind when 'W' then rt.weekend_id when 'S' then rt.sto_id else rt.rack_id end, c.d,
            ${tenRand('p.rack * 0.8 * 0.75')}, ${tenRand('p.rack * 0.8')}, ${tenRand('p.rack * 0.75')}, ${tenRand('p.rack')},
            ${tenRand('p.rack * 0.88 * 0.75')}, ${tenRand('p.rack * 0.88')}
       from gen_room_types rt
      cross join calendar c
      cross join lateral (select case when c.weekend_night and rt.weekend then 'W' when rt.sto and c.winter then 'S' else 'R' end as kind) k
      cross join lateral (select rt.base_cents * c.season * case k.kind when 'W' then 1.1 when 'S' then 0.9 else 1.0 end as rack) p`,
    [today, SEASON],
  ).finally(() => db.query('alter table rates enable trigger rates_night_prices'));
  // The same view the trigger reads (the rule's one SQL statement), over every rate at once.
  await withoutIndexes(db, ['room_type_night_prices'], () =>
    step(
      'night prices (room_type_night_prices)',
      `insert into room_type_night_prices (room_type_id, night, hotel_id, single_cents, double_cents, group_cents)
       select room_type_id, night, hotel_id, single_cents, double_cents, group_cents from public_dated_night_prices`,
    ),
  );

  // Existing stays: each unit's year is cut into weeks; a week holds a booking of 2–6 nights with the
  // hotel's popularity (8–27 %, ~10 % of unit-nights overall), or is closed by the manager (1 %).
  await step(
    'stays (plan)',
    `create temp table gen_stays as
       select x.key, x.unit_id, x.hotel_id, x.room_type_id, x.capacity, x.base_cents, x.booking,
              case when x.booking then ${uuid(`'${seed}:booking:' || x.key`)} end as booking_id, x.start, least(x.len, ${RATE_DAYS} - x.start) as len
         from (select k.key, u.id as unit_id, u.hotel_id, u.room_type_id, u.capacity, u.base_cents, v.v < u.popularity as booking,
                      case when v.v < u.popularity then 2 + floor(${r('k.key', 15)} * 5)::int else 7 end as len,
                      b * 7 + case when v.v < u.popularity then floor(${r('k.key', 16)} * (6 - floor(${r('k.key', 15)} * 5)))::int else 0 end as start
                 from gen_units u
                cross join generate_series(0, ${Math.ceil(RATE_DAYS / 7) - 1}) b
                cross join lateral (select u.seq * 64 + b as key) k
                cross join lateral (select ${r('k.key', 17)} as v) v
                where v.v < u.popularity + 0.01) x
        where x.start < ${RATE_DAYS}`,
  );
  await step(
    'stay bookings',
    `insert into bookings (id, reference, kind, status, full_name, email, phone, guests, departure_date, return_date, hotel_id, room_type_id,
                           hotel_name, room_type_name, adults, children, room_count, total_cents, currency)
     select s.booking_id, 'BS-' || s.key, 'STAY', case when ${r('s.key', 18)} < 0.8 then 'CONFIRMED' else 'PENDING' end::booking_status,
            n.first || ' ' || n.last, lower(n.first) || '.' || replace(lower(n.last), ' ', '') || (s.key % 1000) || '@example.com',
            '+27 82 ' || lpad((s.key % 10000000)::text, 7, '0'), a.adults + c.children, $1::date + s.start, $1::date + s.start + s.len,
            s.hotel_id, s.room_type_id, h.name, rt.name, a.adults, c.children, 1, s.base_cents * s.len, 'ZAR'
       from gen_stays s
       join hotels h on h.id = s.hotel_id
       join room_types rt on rt.id = s.room_type_id
      cross join lateral (select 1 + floor(${r('s.key', 19)} * least(s.capacity, 2))::int as adults) a
      cross join lateral (select least(s.capacity - a.adults, floor(${r('s.key', 20)} * 3)::int) as children) c
      cross join lateral (select ($2::text[])[1 + (s.key % cardinality($2::text[]))::int] as first,
                                 ($3::text[])[1 + ((s.key / 7) % cardinality($3::text[]))::int] as last) n
      where s.booking`,
    [today, FIRST_NAMES, LAST_NAMES],
  );
  await step(
    'stay holds (room_unit_nights)',
    `insert into room_unit_nights (room_unit_id, night, booking_id)
     select s.unit_id, $1::date + s.start + g, s.booking_id from gen_stays s cross join lateral generate_series(0, s.len - 1) g`,
    [today],
  );

  for (const t of ['gen_hotels', 'gen_room_types', 'gen_rooms', 'gen_units', 'gen_stays']) await db.query(`drop table pg_temp.${t}`);
  return { rows: await countRows(db), cities, today };
}

export async function countRows(db: Queryable): Promise<Record<string, number>> {
  const { rows } = await db.query<Record<string, string | number>>(
    `select ${STAY_TABLES.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')},
            (select count(*) from room_unit_nights where booking_id is null) as blocked_unit_nights`,
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}

/**
 * Runs `fn` with the indexes, primary/unique keys and foreign keys of `tables` dropped, then puts
 * them back from their own definitions (pg_get_indexdef / pg_get_constraintdef): building an index
 * once after the load is several times faster than keeping it up to date row by row, and checking a
 * foreign key once (one join) beats a trigger per row. Keys that another table's foreign key points
 * at stay (they cannot go without dropping that foreign key too).
 */
export async function withoutIndexes<T>(db: Queryable, tables: readonly string[], fn: () => Promise<T>): Promise<{ result: T; rebuildSeconds: number }> {
  const { rows: constraints } = await db.query<{ tbl: string; name: string; definition: string; type: string }>(
    `select c.conrelid::regclass::text as tbl, c.conname as name, pg_get_constraintdef(c.oid) as definition, c.contype as type
       from pg_constraint c
      where c.conrelid = any($1::text[]::regclass[]) and c.contype in ('p', 'u', 'f')
        and not (c.contype in ('p', 'u') and exists (select 1 from pg_constraint f where f.contype = 'f' and f.confrelid = c.conrelid))
      order by c.conrelid::regclass::text, c.conname`,
    [tables],
  );
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = any($1::text[]::regclass[]) and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
      order by 1`,
    [tables],
  );
  const foreign = constraints.filter((c) => c.type === 'f');
  const keys = constraints.filter((c) => c.type !== 'f');
  for (const c of foreign) await db.query(`alter table ${c.tbl} drop constraint "${c.name}"`);
  for (const c of keys) await db.query(`alter table ${c.tbl} drop constraint "${c.name}"`);
  for (const i of indexes) await db.query(`drop index ${i.name}`);
  let rebuilt = false;
  const rebuild = async (): Promise<number> => {
    if (rebuilt) return 0;
    rebuilt = true;
    const t0 = performance.now();
    for (const c of keys) await db.query(`alter table ${c.tbl} add constraint "${c.name}" ${c.definition}`);
    for (const i of indexes) await db.query(i.definition);
    for (const c of foreign) await db.query(`alter table ${c.tbl} add constraint "${c.name}" ${c.definition}`);
    return (performance.now() - t0) / 1000;
  };
  try {
    const result = await fn();
    return { result, rebuildSeconds: await rebuild() };
  } catch (error) {
    await rebuild().catch(() => undefined);
    throw error;
  }
}
