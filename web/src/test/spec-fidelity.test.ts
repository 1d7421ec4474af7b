import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
// The web app renders these two lists from the API, which serves the server's own constants: the
// destinations are seeded from this file, and the rate types page lists the API's rate presets.
import { RATE_PRESETS } from '../../../server/src/common/rate-presets';
import { DESTINATIONS } from '../../../server/src/seed/destinations.data';
import { SIDE_MENU_MAX_WIDTH, SIDE_MENU_WIDTH } from '../app/layouts/mobile-menu';
import { MAX_PHOTOS, maxPhotosMessage } from '../components/photo-picker';
import { DEFAULT_TOAST_MS, FORM_TOAST_MS, TOAST_PLACEMENT } from '../components/toaster';
import { SIDEBAR_OPEN_MIN_WIDTH } from '../features/admin/components/admin-layout';
import { SIDEBAR_WIDTH } from '../features/admin/components/admin-sidebar';
import { HOTEL_FORM_TOAST_MS, HOTEL_LIST_TOAST_MS } from '../features/admin-hotels/constants';
import { HOTEL_RATING_RANGE } from '../features/admin-hotels/schemas';
import { ADMIN_FORM_TOAST_MS, AMENITY_OPTIONS, CURRENCIES, INCLUDE_OPTIONS, PACKAGE_TYPES } from '../features/admin-packages/constants';
import { emptyHolidayForm, emptyPackageForm } from '../features/admin-packages/schemas';
import { REGISTER_REDIRECT_MS } from '../features/auth/pages/register-page';
import { PHOTOS_SHOWN } from '../features/booking/pages/booking-page';
import { HOLIDAY_TYPES } from '../features/enquiries/enquiry-schemas';
import { messageFailedText } from '../features/enquiries/enquiry-toasts';
import { budgetOptions, DEFAULT_BUDGET } from '../lib/budget-options';
import { HERO_MIN_HEIGHT } from '../features/home/components/hero';
import { CRUISE_WINDOW_MONTHS } from '../features/home/cruise-window';
import { INVENTORY_TOAST_MS, roomTypeMessages } from '../features/hotel-inventory/constants';
import { SEARCH_PAGE_SIZE } from '../features/search/search-criteria';
import { defaultStaySearch, stayLimits } from '../features/stays/stay-search';
import { formatPrice, groupDigits } from '../lib/format';

/**
 * The spec (docs/spec, copies of the team's shared spec) against the web app. This reads the spec's
 * error catalogues, validation messages, option lists and constants, and checks that the web app
 * uses each of them, or that it is a deliberate departure listed below with its reason in
 * docs/spec-departures.md ("Deliberate departures from the spec"). An updated spec copied into
 * docs/spec makes this fail with the spec text and what the app must change.
 */

const repoRoot = join(__dirname, '..', '..', '..');
const webSrc = join(__dirname, '..');

interface SpecDoc {
  file: string;
  text: string;
}

const readSpec = (file: string): SpecDoc => ({ file, text: readFileSync(join(repoRoot, file), 'utf8') });
const publicSpec = readSpec('docs/spec/public-site.md');
const adminSpec = readSpec('docs/spec/admin-portal.md');

/** The body of "## <n>. Title", up to the next "## " heading. */
const section = (doc: SpecDoc, n: number): string => {
  const match = new RegExp(`^## ${n}\\. [^\\n]*\\n([\\s\\S]*?)(?=^## |(?![\\s\\S]))`, 'm').exec(doc.text);
  if (!match) throw new Error(`${doc.file} has no section "## ${n}."`);
  return match[1]!;
};

const bullets = (text: string): string[] =>
  text
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim());

/** The one capture of `pattern` in `text`, or an error naming the spec text that is no longer there. */
const capture = (doc: SpecDoc, where: string, text: string, pattern: RegExp): string => {
  const match = pattern.exec(text);
  if (!match) throw new Error(`${doc.file} ${where} no longer has text matching ${pattern}: update this test to the new spec`);
  return match[1]!;
};

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

// ---------------------------------------------------------------------------------------------------
// Deliberate departures: spec text (exactly as the spec writes it) → why the app does otherwise, and a
// phrase of the docs/spec-departures.md line that says so.

interface Departure {
  reason: string;
  /** A phrase of its line in docs/spec-departures.md's "Deliberate departures from the spec". */
  listed: string;
}

const departures: Record<string, Departure> = {
  '(all with value 200000)': {
    reason: 'each budget option searches with its own amount (the spec gave the four highest the same value)',
    listed: 'each now has its own value',
  },
  'hotel list uses a dollar sign': {
    reason: 'hotel prices are in rand like every other price',
    listed: 'Hotel prices are in rand',
  },
  'drag to dismiss at 80%': {
    reason: "Chakra's toasts have no drag gesture: they close on their own or with their close button",
    listed: 'Toasts close on their own or with their close button',
  },
  'Hero height 700 px': {
    reason: 'the hero is 700 px tall from large screens up, and at least 560 px on smaller ones',
    listed: 'on smaller ones it is at least 560 px',
  },
  'default range is today to today': {
    reason: 'a 0-night stay has no price, so the stay dates default to today → tomorrow',
    listed: 'Stay dates default to today → tomorrow',
  },
  'Rate room-type name resolution: up to 10 retries, 500 ms apart': {
    reason: "each rate comes from the API with its room type's name, so nothing needs resolving",
    listed: "Rates come with their room type's name",
  },
  'Animation settings: offset 100, duration 900, delay 100': {
    reason: 'no scroll-in animations: the content is there at once',
    listed: 'No scroll-in animations',
  },
  'Dashboard figures are hard-coded': {
    reason: 'the dashboard shows real figures in the admin’s scope',
    listed: 'The dashboard shows real figures',
  },
  'Failed loads of the package view are only logged; nothing is shown.': {
    reason: 'the admin package views say "Failed to fetch package details." instead of staying blank',
    listed: 'A failed load of the admin package views says so',
  },
};

/** Spec texts that state nothing the app could be checked against. */
const notSpecified: Record<string, string> = {
  'Date picker library defaults (display format, minimum date 100 years back, maximum 20 years ahead, standard shortcuts): whether the product overrides them is not shown.':
    'the spec leaves it open; the stay search uses two native date inputs (see docs/spec-departures.md)',
};

const departuresDoc = readSpec('docs/spec-departures.md');
const listedDepartures = squash(
  capture(departuresDoc, 'section', departuresDoc.text, /^## Deliberate departures from the spec\n([\s\S]*?)(?=^## |(?![\s\S]))/m),
);

/** Records that the app departs from `specText`; a failure when that departure is not listed. */
const departed = (failures: string[], doc: SpecDoc, where: string, specText: string): void => {
  if (!(specText in departures))
    failures.push(`${doc.file} ${where} "${specText}": the app departs from it; fix the app, or add it to departures with its reason (and to docs/spec-departures.md)`);
};

// ---------------------------------------------------------------------------------------------------
// The web app's source: every .ts/.tsx file under web/src but tests, test helpers and codegen output,
// and the shared rules it bundles (contract/src, where the messages it shares with the server live).

const isTestCode = (path: string): boolean =>
  /\.test\.tsx?$/.test(path) || /(^|\/)(test-fixtures|testing)\.tsx?$/.test(path) || path.startsWith('test/');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(webSrc, 'gql') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTestCode(relative(webSrc, path)) ? [path] : [];
  });

const contractSrc = join(repoRoot, 'contract', 'src');
const appSources = [
  ...sourceFiles(webSrc).map((path) => ({ path: relative(webSrc, path), text: readFileSync(path, 'utf8') })),
  ...readdirSync(contractSrc)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({ path: `contract/src/${name}`, text: readFileSync(join(contractSrc, name), 'utf8') })),
];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Files that hold `message` as a whole text: in a string literal or as JSX text, not as the start of a
 * longer sentence ("Failed to fetch hotels" is not found in "Failed to fetch hotels.").
 */
const filesWith = (message: string): string[] => {
  const pattern = new RegExp(`(?<=^|['"\`>}\\s])${escapeRegExp(message)}(?=['"\`<{$]|\\n|$)`);
  return appSources.filter((source) => pattern.test(source.text)).map((source) => source.path);
};

/** Messages the app builds rather than writes out: spec text → the app's function that builds it. */
const builtByApp: Record<string, () => string> = {
  'You can upload a maximum of 8 photos.': () => maxPhotosMessage(),
};

const checkInApp = (failures: string[], doc: SpecDoc, where: string, specText: string, message: string): void => {
  if (message in departures) return;
  const build = builtByApp[message];
  if (build) {
    if (build() !== message) failures.push(`${doc.file} ${where} "${specText}": expected the app to build "${message}", it builds "${build()}"`);
    return;
  }
  if (filesWith(message).length === 0)
    failures.push(
      `${doc.file} ${where} "${specText}": expected "${message}" in the web app's source (web/src, contract/src), found nowhere; ` +
        'use the spec text, or list it in departures with its reason (and in docs/spec-departures.md)',
    );
};

// ---------------------------------------------------------------------------------------------------
// Shorthand: the catalogues sometimes abbreviate several messages into one text. Each is expanded here,
// keyed by the exact spec text; any other text is taken as one message, word for word.

const shorthand: Record<string, readonly string[]> = {
  // Public §8
  'Your message has been sent successfully (auto-close 2 s, no progress bar)': ['Your message has been sent successfully'],
  '{server message} Your message failed, please try again, or {exception message} Your message failed, please try again': [
    'Your message failed, please try again',
  ],
  'Error: {message}; also Failed to load packages.': ['Error: ', 'Failed to load packages.'],
  'No packages available, No cruise available, No Cruise available': ['No packages available', 'No cruise available', 'No Cruise available'],
  'Error: plus the message': ['Error: '],
  'server message or Login failed': ['Login failed'],
  'server message or Registration failed': ['Registration failed'],
  'Registered! and Registration successful! Redirecting to login...': ['Registered!', 'Registration successful! Redirecting to login...'],
  // Admin §8
  'Failed to fetch hotels (in place of the list)': ['Failed to fetch hotels'],
  'Failed to create hotel. (also used for a failed room type creation)': ['Failed to create hotel.'],
  'Activity created successfully!, updated, deleted (same pattern)': [
    'Activity created successfully!',
    'Activity updated successfully!',
    'Activity deleted successfully!',
  ],
  'Rate added, updated or deleted successfully!': ['Rate added successfully!', 'Rate updated successfully!', 'Rate deleted successfully!'],
  'Package created/updated successfully!': ['Package created successfully!', 'Package updated successfully!'],
  'Failed to create/update package.': ['Failed to create package.', 'Failed to update package.'],
};

interface CatalogueEntry {
  doc: SpecDoc;
  where: string;
  text: string;
}

/** Public §8: the Message column of the table. */
const publicCatalogue = (): CatalogueEntry[] =>
  section(publicSpec, 8)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // header and separator
    .map((line) => {
      const [, situation, message] = line.split('|').map((cell) => cell.trim());
      return { doc: publicSpec, where: `§8 (${situation})`, text: message! };
    });

/** Admin §8: "- Area: message; message; ..." bullets; a bullet without an area is one text. */
const adminCatalogue = (): CatalogueEntry[] =>
  bullets(section(adminSpec, 8)).flatMap((bullet) => {
    const area = /^([A-Z][A-Za-z ]*): (.*)$/.exec(bullet);
    if (!area) return [{ doc: adminSpec, where: '§8', text: bullet }];
    return area[2]!.split('; ').map((text) => ({ doc: adminSpec, where: `§8 (${area[1]})`, text }));
  });

const checkCatalogue = (entries: CatalogueEntry[]): string[] => {
  const failures: string[] = [];
  for (const { doc, where, text } of entries) {
    if (text in departures) continue;
    const messages = shorthand[text];
    if (!messages && /[{}()/]/.test(text)) {
      failures.push(`${doc.file} ${where} "${text}": shorthand this test does not know; add its messages to shorthand`);
      continue;
    }
    for (const message of messages ?? [text]) checkInApp(failures, doc, where, text, message);
  }
  return failures;
};

/** The messages a catalogue asks for, after expanding the shorthand. */
const catalogueMessages = (entries: CatalogueEntry[]): string[] => entries.flatMap(({ text }) => shorthand[text] ?? [text]);

describe('public spec §8, error catalogue', () => {
  it('reads the table', () => {
    expect(publicCatalogue().length).toBeGreaterThan(5);
  });

  it('every message is one the web app shows', () => {
    expect(checkCatalogue(publicCatalogue())).toEqual([]);
  });

  it('a failed form puts the server message before "Your message failed, please try again"', () => {
    const text = publicCatalogue().find(({ text }) => text.startsWith('{server message}'))!.text;
    const message = capture(publicSpec, '§8', text, /^\{server message\} (.+), or \{exception message\} \1$/);
    const serverSaid = new CombinedGraphQLErrors({ errors: [{ message: 'Too many messages.' }] });
    expect(messageFailedText(serverSaid)).toBe(`Too many messages. ${message}`);
    expect(messageFailedText(new Error('offline'))).toBe(message);
  });

  it('form success toasts close after the catalogue’s seconds', () => {
    const seconds = Number(capture(publicSpec, '§8', section(publicSpec, 8), /Your message has been sent successfully \(auto-close (\d+) s/));
    expect(FORM_TOAST_MS).toBe(seconds * 1000);
  });
});

describe('admin spec §8, error catalogue', () => {
  it('reads the bullet lists', () => {
    expect(adminCatalogue().length).toBeGreaterThan(40);
  });

  it('every message is one the web app shows', () => {
    expect(checkCatalogue(adminCatalogue())).toEqual([]);
  });

  it('a failed room type creation says "Failed to create hotel.", as the catalogue notes', () => {
    const message = capture(adminSpec, '§8', section(adminSpec, 8), /; ([^;]+?) \(also used for a failed room type creation\)/);
    expect(roomTypeMessages.createFailed).toBe(message);
  });
});

describe('shorthand table', () => {
  it('expands only texts the spec still has', () => {
    const texts = new Set([...publicCatalogue(), ...adminCatalogue()].map(({ text }) => text));
    expect(Object.keys(shorthand).filter((text) => !texts.has(text))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// §5: the messages quoted in the validation rules (and the one confirm text of admin §4).

/** The messages a validation rule names: "else [the warning] X.", "the alert X.", "messages X.; Y.; Z.". */
const ruleMessages = (rule: string): string[] => {
  const found = new Set<string>();
  for (const match of rule.matchAll(/\b(?:else|the warning|the alert|confirm reading) (?:the (?:warning|alert) )?([A-Z].*?[.!?])(?=[\s;.]|$)/g))
    found.add(match[1]!);
  for (const match of rule.matchAll(/\bmessages ((?:[A-Z][^;]*?[.!?](?:; |$))+)/g))
    for (const message of match[1]!.split(';')) if (message.trim()) found.add(message.trim());
  return [...found];
};

const validationRules = (doc: SpecDoc, n: number): { rule: string; messages: string[] }[] =>
  bullets(section(doc, n)).map((rule) => ({ rule, messages: ruleMessages(rule) }));

describe('spec §5, validation messages', () => {
  const rules = [...validationRules(publicSpec, 5).map((r) => ({ ...r, doc: publicSpec })), ...validationRules(adminSpec, 5).map((r) => ({ ...r, doc: adminSpec }))];

  it('reads the quoted messages', () => {
    const messages = rules.flatMap((r) => r.messages);
    expect(messages).toEqual(expect.arrayContaining(['Please fill in all required fields.', 'Name is required.', 'You can upload a maximum of 8 photos.']));
  });

  it('reads a message from every rule that names one', () => {
    const unread = rules.filter((r) => /\b(else|warning|alert|messages?)\b/.test(r.rule) && r.messages.length === 0);
    expect(unread.map((r) => `${r.doc.file} §5 "${r.rule}": no message read; teach ruleMessages its wording`)).toEqual([]);
  });

  it('every message is one the web app shows', () => {
    const failures: string[] = [];
    for (const { doc, rule, messages } of rules) for (const message of messages) checkInApp(failures, doc, '§5', rule, message);
    expect(failures).toEqual([]);
  });

  it('the rate type delete confirm (admin §4) reads as the spec says', () => {
    const confirms = bullets(section(adminSpec, 4)).flatMap(ruleMessages);
    expect(confirms).toEqual(['Are you sure you want to delete this rate type?']);
    const failures: string[] = [];
    for (const message of confirms) checkInApp(failures, adminSpec, '§4', message, message);
    expect(failures).toEqual([]);
  });

  it('stay search counters stop at the spec’s minimums; the default range is a listed departure', () => {
    const rule = rules.find((r) => r.rule.startsWith('Stay search:'))!.rule;
    const match = /adults not below (\d+), children not below (\d+), rooms not below (\d+)/.exec(rule);
    expect(match, `${publicSpec.file} §5 "${rule}"`).not.toBeNull();
    expect([stayLimits.adult.min, stayLimits.children.min, stayLimits.room.min]).toEqual(match!.slice(1, 4).map(Number));

    const failures: string[] = [];
    const defaultRange = capture(publicSpec, '§5', rule, /(default range is today to \w+)/);
    const { startDate, endDate } = defaultStaySearch('2026-11-25').dates[0];
    if (defaultRange.endsWith('today') && endDate !== startDate) departed(failures, publicSpec, '§5', defaultRange);
    expect(failures).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Option lists.

const list = (text: string): string[] => text.split(', ').map((item) => item.trim());

/** The spec's list (the capture of `pattern`) against the one the app uses, naming the spec text on failure. */
const expectSpecList = (doc: SpecDoc, n: number, pattern: RegExp, name: string, actual: readonly string[]): void => {
  const text = section(doc, n);
  const specList = list(capture(doc, `§${n}`, text, pattern));
  expect([...actual], `${doc.file} §${n} "${pattern.exec(text)![0]}": expected ${name} to be this list, in this order`).toEqual(specList);
};

describe('admin spec §3 and §5, option lists', () => {
  it('package types, in the spec’s order', () => {
    expectSpecList(adminSpec, 5, /Package types: ([^.]+)\./, 'PACKAGE_TYPES (admin-packages/constants.ts)', PACKAGE_TYPES);
  });

  it('currencies, ZAR first', () => {
    expectSpecList(adminSpec, 5, /Currencies: ([^.]+)\./, 'CURRENCIES (admin-packages/constants.ts)', CURRENCIES);
  });

  it('includes options', () => {
    expectSpecList(adminSpec, 5, /Includes options: ([^.]+)\./, 'INCLUDE_OPTIONS (admin-packages/constants.ts)', INCLUDE_OPTIONS);
  });

  it('amenities options', () => {
    expectSpecList(adminSpec, 5, /Amenities options: ([^.]+)\./, 'AMENITY_OPTIONS (admin-packages/constants.ts)', AMENITY_OPTIONS);
  });

  it('rate presets (the API’s ratePresets, which the rate types page offers), each with its description', () => {
    const names = RATE_PRESETS.map((preset) => preset.name);
    expectSpecList(adminSpec, 3, /Rate name presets[^:]*: ([^.]+)\./, 'RATE_PRESETS (server/src/common/rate-presets.ts)', names);
    expect(RATE_PRESETS.filter((preset) => preset.description.trim() === '').map((preset) => preset.name)).toEqual([]);
  });
});

describe('public spec §2, option lists', () => {
  it('Plan Your Trip’s holiday types', () => {
    expectSpecList(publicSpec, 2, /holiday type select \(([^)]+)\)/, 'HOLIDAY_TYPES (enquiries/enquiry-schemas.ts)', HOLIDAY_TYPES);
  });
});

// ---------------------------------------------------------------------------------------------------
// §9, constants and limits. Every bullet must be read in full: each part is checked by a rule (its
// numbers read from the spec text), or is a listed departure, or states nothing to check. A bullet
// with words no rule reads fails, so a new constant in the spec cannot go unnoticed.

interface ConstantRule {
  pattern: RegExp;
  check: (match: RegExpExecArray, fail: (expected: string) => void, departure: (specText: string) => void) => void;
}

const expectEqual = (fail: (expected: string) => void, what: string, actual: unknown, expected: unknown): void => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) fail(`${what} to be ${JSON.stringify(expected)}, it is ${JSON.stringify(actual)}`);
};

const checkConstants = (doc: SpecDoc, rules: ConstantRule[]): string[] => {
  const failures: string[] = [];
  const used = new Set<ConstantRule>();
  for (const bullet of bullets(section(doc, 9))) {
    let rest = bullet;
    for (const rule of rules) {
      const match = rule.pattern.exec(bullet);
      if (!match) continue;
      used.add(rule);
      rest = rest.replace(match[0], ' ');
      rule.check(
        match,
        (expected) => failures.push(`${doc.file} §9 "${match[0]}": expected ${expected}`),
        (specText) => departed(failures, doc, '§9', specText),
      );
    }
    for (const text of [...Object.keys(departures), ...Object.keys(notSpecified)]) rest = rest.replace(text, ' ');
    const unread = rest.replace(/[\s.,;:]+/g, ' ').trim();
    if (unread) failures.push(`${doc.file} §9 "${bullet}": nothing checks "${unread}"; add a rule (or a departure) to this test`);
  }
  for (const rule of rules)
    if (!used.has(rule)) failures.push(`${doc.file} §9: no text matches ${rule.pattern} any more; update the rule to the new spec`);
  return failures;
};

const px = (value: string): string => `${value}px`;

const publicConstantRules: ConstantRule[] = [
  {
    pattern: /Currency ([A-Z]{3}), locale ([a-z]{2}-[A-Z]{2}), (\d+) decimals/,
    check: ([, currency, locale, decimals], fail) => {
      const digits = Number(decimals);
      const spec = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
      for (const amount of [0, 12, 1234.56, 500_000]) expectEqual(fail, `formatPrice(${amount})`, formatPrice(amount), spec.format(amount));
    },
  },
  {
    pattern: /(R) prefix in displays/,
    check: ([, prefix], fail) => {
      if (!formatPrice(1234).startsWith(prefix!)) fail(`formatPrice(1234) to start with "${prefix}", it is "${formatPrice(1234)}"`);
    },
  },
  {
    pattern: /Budget select options \(rand, or less\): (.+?)\.(?= |$)/,
    check: ([, options], fail, departure) => {
      let rest = options!;
      const sameValue = /\(all with value \d+\)/.exec(rest);
      if (sameValue) {
        departure(sameValue[0]);
        rest = rest.replace(sameValue[0], '');
        const values = budgetOptions.map((option) => option.value);
        if (new Set(values).size !== values.length) fail(`each budget option to have its own value (the listed departure), they are ${values.join(', ')}`);
      }
      if (/[^\d ,and]/.test(rest)) fail(`only amounts in the budget list, found "${rest}"; teach this rule the new wording`);
      const amounts = (rest.match(/\d{1,3}(?: \d{3})*/g) ?? []).map((amount) => Number(amount.replace(/ /g, '')));
      expectEqual(fail, 'the budget options (budget-options.ts)', budgetOptions.map((option) => option.value), amounts);
      const labels = budgetOptions.filter((option) => !option.label.includes(groupDigits(option.value)) || !option.label.endsWith('or less'));
      expectEqual(fail, 'every label to read "R<amount> or less"', labels, []);
    },
  },
  {
    pattern: /Default budget value (\d+)/,
    check: ([, value], fail) => expectEqual(fail, 'DEFAULT_BUDGET', DEFAULT_BUDGET, Number(value)),
  },
  {
    pattern: /Destination list: about (\d+) fixed entries \(e\.g\. ([^)]+)\)/,
    check: ([, about, examples], fail) => {
      const names = DESTINATIONS.map((destination) => destination.name);
      const count = Number(about);
      if (Math.abs(names.length - count) > count / 10) fail(`about ${count} destinations (within 10%), the seed has ${names.length}`);
      if (new Set(names).size !== names.length) fail('each destination once');
      const missing = list(examples!).filter((name) => !names.includes(name));
      expectEqual(fail, "the spec's examples among the destinations (server/src/seed/destinations.data.ts); missing", missing, []);
    },
  },
  {
    pattern: /Cruise window plus or minus (\d+) months/,
    check: ([, months], fail) => expectEqual(fail, 'CRUISE_WINDOW_MONTHS', CRUISE_WINDOW_MONTHS, Number(months)),
  },
  {
    pattern: /Search page size (\d+)/,
    check: ([, size], fail) => expectEqual(fail, 'SEARCH_PAGE_SIZE', SEARCH_PAGE_SIZE, Number(size)),
  },
  {
    pattern: /Booking photos shown: (\d+)/,
    check: ([, count], fail) => expectEqual(fail, 'PHOTOS_SHOWN (booking page)', PHOTOS_SHOWN, Number(count)),
  },
  {
    pattern: /Default hotel price filter: min (\d+), max (\d+)/,
    check: ([, min, max], fail) =>
      expectEqual(fail, 'stayLimits default prices', [stayLimits.defaultMinPrice, stayLimits.defaultMaxPrice], [Number(min), Number(max)]),
  },
  {
    pattern: /Registration redirect delay (\d+) seconds/,
    check: ([, seconds], fail) => expectEqual(fail, 'REGISTER_REDIRECT_MS', REGISTER_REDIRECT_MS, Number(seconds) * 1000),
  },
  {
    pattern: /Form toast auto-close (\d+) ms/,
    check: ([, ms], fail) => expectEqual(fail, 'FORM_TOAST_MS', FORM_TOAST_MS, Number(ms)),
  },
  {
    pattern: /other toast default (top|bottom)-(left|right), (\d+) ms/,
    check: ([, vertical, side, ms], fail) => {
      // Chakra names the sides by reading direction: "end" is the right in English.
      expectEqual(fail, 'TOAST_PLACEMENT', TOAST_PLACEMENT, `${vertical}-${side === 'right' ? 'end' : 'start'}`);
      expectEqual(fail, 'DEFAULT_TOAST_MS', DEFAULT_TOAST_MS, Number(ms));
    },
  },
  {
    pattern: /Side menu width (\d+)% of the screen, up to (\d+) px/,
    check: ([, percent, max], fail) => {
      expectEqual(fail, 'SIDE_MENU_WIDTH', SIDE_MENU_WIDTH, `${percent}vw`);
      expectEqual(fail, 'SIDE_MENU_MAX_WIDTH', SIDE_MENU_MAX_WIDTH, px(max!));
    },
  },
  {
    pattern: /Hero height (\d+) px/,
    check: (match, fail, departure) => {
      expectEqual(fail, 'HERO_MIN_HEIGHT.lg', HERO_MIN_HEIGHT.lg, px(match[1]!));
      if (HERO_MIN_HEIGHT.base !== px(match[1]!)) departure(match[0]);
    },
  },
];

const adminConstantRules: ConstantRule[] = [
  {
    pattern: /Maximum (\d+) photos per hotel, room type and package/,
    check: ([, max], fail) => expectEqual(fail, 'MAX_PHOTOS', MAX_PHOTOS, Number(max)),
  },
  {
    pattern: /Rating range (\d+) to (\d+)/,
    check: ([, min, max], fail) => expectEqual(fail, 'HOTEL_RATING_RANGE', HOTEL_RATING_RANGE, { min: Number(min), max: Number(max) }),
  },
  {
    pattern: /Sidebar breakpoint (\d+) px/,
    check: ([, width], fail) => expectEqual(fail, 'SIDEBAR_OPEN_MIN_WIDTH', SIDEBAR_OPEN_MIN_WIDTH, Number(width)),
  },
  {
    pattern: /widths w-(\d+) open, w-(\d+) closed/,
    // Tailwind's w-N is N × 0.25 rem.
    check: ([, open, closed], fail) =>
      expectEqual(fail, 'SIDEBAR_WIDTH', SIDEBAR_WIDTH, { open: `${Number(open) / 4}rem`, closed: `${Number(closed) / 4}rem` }),
  },
  {
    pattern: /Toast auto-close: (\d+) ms on the hotel list, (\d+) ms on the other forms and on activities/,
    check: ([, list, forms], fail) => {
      expectEqual(fail, 'HOTEL_LIST_TOAST_MS', HOTEL_LIST_TOAST_MS, Number(list));
      expectEqual(
        fail,
        'HOTEL_FORM_TOAST_MS, INVENTORY_TOAST_MS (also activities) and ADMIN_FORM_TOAST_MS (packages)',
        [HOTEL_FORM_TOAST_MS, INVENTORY_TOAST_MS, ADMIN_FORM_TOAST_MS],
        [Number(forms), Number(forms), Number(forms)],
      );
    },
  },
  {
    pattern: /Currency prefix (R) for rates and prices/,
    check: ([, prefix], fail) => {
      if (!formatPrice(1500).startsWith(prefix!)) fail(`formatPrice(1500) to start with "${prefix}", it is "${formatPrice(1500)}"`);
    },
  },
  {
    pattern: /package currencies ([A-Z]{3}) and ([A-Z]{3}), default ([A-Z]{3})/,
    check: ([, first, second, fallback], fail) => {
      expectEqual(fail, 'CURRENCIES', [...CURRENCIES].sort(), [first, second].sort());
      expectEqual(fail, 'the new package and holiday forms’ currency', [emptyPackageForm().price.currency, emptyHolidayForm().price.currency], [fallback, fallback]);
    },
  },
  {
    pattern: /Featured defaults to (true|false)/,
    check: ([, featured], fail) =>
      expectEqual(fail, 'the new package and holiday forms’ featured', [emptyPackageForm().featured, emptyHolidayForm().featured], [featured === 'true', featured === 'true']),
  },
  {
    pattern: /default duration (\d+) days and (\d+) nights/,
    check: ([, days, nights], fail) => {
      const forms = [emptyPackageForm(), emptyHolidayForm()].map((form) => [Number(form.durationDays), Number(form.durationNights)]);
      expectEqual(fail, 'the new package and holiday forms’ duration [days, nights]', forms, [
        [Number(days), Number(nights)],
        [Number(days), Number(nights)],
      ]);
    },
  },
];

describe('public spec §9, business constants and limits', () => {
  it('every constant is the one the web app uses, or a listed departure', () => {
    expect(checkConstants(publicSpec, publicConstantRules)).toEqual([]);
  });
});

describe('admin spec §9, business constants and limits', () => {
  it('every constant is the one the web app uses, or a listed departure', () => {
    expect(checkConstants(adminSpec, adminConstantRules)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------

describe('deliberate departures', () => {
  const specTexts = [publicSpec, adminSpec].map((doc) => squash(doc.text));

  it('each names text the spec still has', () => {
    const stale = [...Object.keys(departures), ...Object.keys(notSpecified)].filter((text) => !specTexts.some((spec) => spec.includes(text)));
    expect(stale).toEqual([]);
  });

  it('each is in docs/spec-departures.md’s "Deliberate departures from the spec" with its reason', () => {
    const missing = Object.entries(departures)
      .filter(([, { listed: phrase }]) => !listedDepartures.includes(squash(phrase)))
      .map(([text, { reason, listed: phrase }]) => `"${text}" (${reason}): docs/spec-departures.md's departures have no line saying "${phrase}"`);
    expect(missing).toEqual([]);
  });

  it('a departed message is really gone from the app (else its listing is stale)', () => {
    const messages = [
      ...catalogueMessages(publicCatalogue()),
      ...catalogueMessages(adminCatalogue()),
      ...[publicSpec, adminSpec].flatMap((doc) => validationRules(doc, 5).flatMap((rule) => rule.messages)),
    ];
    const stillThere = Object.keys(departures).filter((text) => messages.includes(text) && filesWith(text).length > 0);
    expect(stillThere).toEqual([]);
  });
});
