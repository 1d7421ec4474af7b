/**
 * The searches the benchmark replays: a fixed, seeded mix of what visitors type into the home page
 * search (a place as written, in lower case, without accents, with a one-letter typo; with a date,
 * a budget, both, or neither; pages 1–5).
 */
import { DEPARTURE_SPAN_DAYS, FIRST_DEPARTURE } from './generate-packages.js';
import { DESTINATIONS } from './destinations.js';
import { Random } from './random.js';
import type { SearchArgs } from './search-sql.js';

export type QueryKind =
  | 'destination'
  | 'destination+date'
  | 'destination+budget'
  | 'destination+date+budget'
  | 'budget'
  | 'date';

export interface WorkloadQuery {
  kind: QueryKind;
  /** How the destination was typed, for the report. */
  spelling?: 'exact' | 'lower-case' | 'accent-less' | 'typo' | 'country';
  args: SearchArgs;
}

const BUDGETS = [8_000, 12_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 100_000];
const COUNTRIES = [...new Set(DESTINATIONS.map(([, country]) => country))];
const ACCENTED = DESTINATIONS.filter(([city, country]) => stripAccents(city + country) !== city + country);

export function stripAccents(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** One edit that a hurried typist makes: a letter dropped, doubled, swapped with the next or replaced. */
function typo(random: Random, value: string): string {
  const letters = [...value];
  const positions = letters.map((c, i) => (/\p{L}/u.test(c) && i > 0 ? i : -1)).filter((i) => i >= 0);
  if (!positions.length) return value;
  const i = random.pick(positions);
  switch (random.int(0, 3)) {
    case 0:
      letters.splice(i, 1);
      break;
    case 1:
      letters.splice(i, 0, letters[i]!);
      break;
    case 2:
      if (i + 1 < letters.length && /\p{L}/u.test(letters[i + 1]!)) [letters[i], letters[i + 1]] = [letters[i + 1]!, letters[i]!];
      else letters.splice(i, 1);
      break;
    default:
      letters[i] = random.pick([...'aeiourstnl'].filter((c) => c !== letters[i]!.toLowerCase()));
  }
  return letters.join('');
}

function destination(random: Random): Pick<WorkloadQuery, 'spelling'> & { text: string } {
  const spelling = random.weighted<NonNullable<WorkloadQuery['spelling']>>([
    ['exact', 35], ['lower-case', 20], ['accent-less', 20], ['typo', 15], ['country', 10],
  ]);
  if (spelling === 'country') return { spelling, text: random.pick(COUNTRIES) };
  if (spelling === 'accent-less') return { spelling, text: stripAccents(random.pick(ACCENTED)[0]) };
  const [city] = random.pick(DESTINATIONS);
  if (spelling === 'lower-case') return { spelling, text: city.toLowerCase() };
  if (spelling === 'typo') return { spelling, text: typo(random, city.toLowerCase()) };
  return { spelling, text: city };
}

function date(random: Random): string {
  const ms = Date.parse(`${FIRST_DEPARTURE}T00:00:00Z`) + random.int(0, DEPARTURE_SPAN_DAYS - 1) * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

export function buildWorkload(count: number, seed: number): WorkloadQuery[] {
  const random = new Random(seed);
  const queries: WorkloadQuery[] = [];
  for (let i = 0; i < count; i++) {
    const kind = random.weighted<QueryKind>([
      ['destination', 30], ['destination+date', 20], ['destination+budget', 15], ['destination+date+budget', 10], ['budget', 15], ['date', 10],
    ]);
    // Most visitors stay on page 1; some page on.
    const page = random.weighted([[1, 60], [2, 15], [3, 10], [4, 8], [5, 7]]);
    const args: SearchArgs = { maxPrice: 0, page, limit: 10 };
    let spelling: WorkloadQuery['spelling'];
    if (kind.startsWith('destination')) {
      const d = destination(random);
      args.destination = d.text;
      spelling = d.spelling;
    }
    if (kind.includes('date')) args.date = date(random);
    if (kind.includes('budget')) args.maxPrice = random.pick(BUDGETS);
    queries.push({ kind, spelling, args });
  }
  return queries;
}
