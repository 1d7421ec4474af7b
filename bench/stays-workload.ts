/**
 * The stay searches the benchmark replays: a fixed, seeded mix of what visitors ask on the Stays tab
 * and the /hotels list: a city (drawn in proportion to its hotels; typed as written, in lower case,
 * without accents, or as the start of a word), a check-in between tomorrow and 300 days out, 7 nights,
 * 1–3 adults, 0–2 children, 1–2 rooms, the default price band (R0–R4 999 a night) or a narrower one,
 * page 1 or 2.
 */
import type { CityAllocation } from './generate-hotels.js';
import { Random } from './random.js';
import { stripAccents } from './workload.js';

/** The variables of the GraphQL `StaySearchInput` (contract names). */
export interface StaySearchArgs {
  destination: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
  minPrice: number;
  maxPrice: number;
  page: number;
  limit: number;
}

export type StaySpelling = 'exact' | 'lower-case' | 'accent-less' | 'word-prefix';
export type StayQueryKind = 'default band' | 'narrow band';

export interface StayQuery {
  kind: StayQueryKind;
  spelling: StaySpelling;
  args: StaySearchArgs;
}

export const STAY_NIGHTS = 7;
export const DEFAULT_BAND: readonly [number, number] = [0, 4999];
const NARROW_BANDS: readonly (readonly [number, number])[] = [[0, 1500], [1000, 2500], [1500, 3500], [2500, 4999]];

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's calendar date in South Africa (`YYYY-MM-DD`), as the app's date checks see it. */
export function todayInSouthAfrica(now = new Date()): string {
  return now.toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' });
}

function spell(random: Random, city: string): { spelling: StaySpelling; text: string } {
  const accented = stripAccents(city) !== city;
  const spelling = random.weighted<StaySpelling>([['exact', 55], ['lower-case', 20], ['accent-less', accented ? 40 : 10], ['word-prefix', 15]]);
  switch (spelling) {
    case 'exact':
      return { spelling, text: city };
    case 'lower-case':
      return { spelling, text: city.toLowerCase() };
    case 'accent-less':
      return { spelling, text: stripAccents(city).toLowerCase() };
    default: {
      // "cape" for Cape Town, "johan" for Johannesburg: what people type before the suggestion list.
      const word = city.split(/[\s-]+/)[0]!;
      return { spelling, text: word.slice(0, Math.max(3, Math.min(word.length, random.int(3, 6)))).toLowerCase() };
    }
  }
}

export function buildStayWorkload(count: number, seed: number, cities: readonly CityAllocation[], today: string): StayQuery[] {
  if (!cities.length) throw new Error('No city has hotels.');
  const random = new Random(seed);
  const byHotels = cities.map((c) => [c, c.hotels] as const);
  const queries: StayQuery[] = [];
  for (let i = 0; i < count; i++) {
    const city = random.weighted(byHotels);
    const { spelling, text } = spell(random, city.city);
    const checkIn = addDays(today, random.int(1, 300));
    const adults = random.weighted([[1, 25], [2, 55], [3, 20]]);
    const children = random.weighted([[0, 60], [1, 25], [2, 15]]);
    // Each room needs an adult (the service refuses rooms > adults).
    const rooms = adults > 1 && random.chance(0.2) ? 2 : 1;
    const kind = random.weighted<StayQueryKind>([['default band', 70], ['narrow band', 30]]);
    const [minPrice, maxPrice] = kind === 'default band' ? DEFAULT_BAND : random.pick(NARROW_BANDS);
    queries.push({
      kind,
      spelling,
      args: {
        destination: text,
        checkIn,
        checkOut: addDays(checkIn, STAY_NIGHTS),
        adults,
        children,
        rooms,
        minPrice,
        maxPrice,
        page: random.weighted([[1, 80], [2, 20]]),
        limit: 10,
      },
    });
  }
  return queries;
}
