/**
 * What the response cache may keep and what must empty it, as explicit lists: an operation missing
 * from them is never cached, and a write missing from them empties the cache. Adding a public read
 * or a write elsewhere therefore never serves a stale answer; it only misses a speed-up.
 */
import { Kind, parse, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * Public (`@Public()`) catalog reads whose answer depends only on their arguments and the database,
 * the same for every anonymous visitor. Not here: anything signed-in (`me`, `myBookings`, admin lists)
 * and owner-only inventory reads (`rooms`, `rates`, `rateTypes`...).
 */
export const CATALOG_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'activities',
  'activity',
  'amenities',
  'amenity',
  'destinations',
  'exchangeRates',
  'holidayPackage',
  'holidayPackages',
  'hotel',
  'package',
  'packages',
  'policies',
  'ratePresets',
  'roomType',
  'roomTypes',
  'searchPackages',
  'siteConfig',
  'stayAvailability',
  'staySearch',
  '__typename',
]);

/**
 * Writes that cannot change any catalog read: signing in and up, the enquiry forms, a package booking
 * request (no catalog read counts package bookings), inbox notes and assignment. Every other mutation
 * empties the cache: `reserveStay` holds rooms that stay search and hotel availability show, inbox
 * status changes can free them again, `registerEstablishment` adds a hotel.
 */
export const SAFE_MUTATION_FIELDS: ReadonlySet<string> = new Set([
  'login',
  'register',
  'requestBooking',
  'sendTripPlan',
  'requestInsuranceQuote',
  'sendContactMessage',
  'addInboxNote',
  'assignInboxItem',
  '__typename',
]);

/**
 * The spec's public catalog REST reads under /api (GET): packages and holiday packages (lists, search,
 * featured deals, one), destinations, stay search (`GET /api/hotels`), one hotel, and a hotel's room
 * types, amenities and activities. Not /api/health (must reach the database) nor /api/roomtypesrates.
 */
const CATALOG_REST_PATH =
  /^\/api\/(?:packages(?:\/[^/]+)?|holidayPackages(?:\/[^/]+)?|holiday-packages\/[^/]+|destinations|hotels(?:\/[^/]+)?|roomtypes(?:\/[^/]+)?|amenities(?:\/[^/]+)?|activities(?:\/[^/]+)?)\/?$/;

/** REST writes that cannot change a catalog read (see SAFE_MUTATION_FIELDS); photos count once a package or hotel uses them. */
const SAFE_REST_WRITE =
  /^\/api\/(?:auth\/(?:login|register)|enquiries\/(?:trip-plan|insurance|contact)|bookings|uploads)\/?$/;

export function isCatalogRestRead(method: string, path: string): boolean {
  return method === 'GET' && CATALOG_REST_PATH.test(path);
}

/** A REST call that may change what a catalog read answers: every non-GET outside the safe list. */
export function isRestWrite(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return !SAFE_REST_WRITE.test(path);
}

export type GraphQLOperationKind =
  /** A query whose every root field is a catalog read: cacheable when anonymous. */
  | { kind: 'catalog-read' }
  /** A mutation with at least one field outside SAFE_MUTATION_FIELDS. */
  | { kind: 'write'; rootFields: number }
  /** Anything else: other queries, safe mutations, documents that do not parse (Apollo answers those). */
  | { kind: 'other' };

// The web app sends a few dozen distinct documents; parsing each once keeps hits cheap.
const classified = new LRUCache<string, GraphQLOperationKind>({ max: 500 });

const classifiedBodies = new WeakMap<object, GraphQLOperationKind>();

/**
 * classifyGraphQL of one parsed request body, worked out once per request: the response cache's front
 * step, the front door's two GraphQL paths and the cache's middleware each ask about the same body.
 */
export function classifyGraphQLBody(body: { query: string; operationName?: string | null }): GraphQLOperationKind {
  let kind = classifiedBodies.get(body);
  if (!kind) {
    kind = classifyGraphQL(body.query, body.operationName ?? undefined);
    classifiedBodies.set(body, kind);
  }
  return kind;
}

export function classifyGraphQL(query: string, operationName: string | undefined): GraphQLOperationKind {
  const memoKey = `${operationName ?? ''}\u0000${query}`;
  const known = classified.get(memoKey);
  if (known) return known;
  const kind = classify(query, operationName);
  classified.set(memoKey, kind);
  return kind;
}

function classify(query: string, operationName: string | undefined): GraphQLOperationKind {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return { kind: 'other' };
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return { kind: 'other' };
  const fields = rootFields(document, operation.selectionSet, new Set());
  // A fragment cycle or unknown fragment: Apollo's validation rejects it; never cache, always clear.
  if (!fields) return operation.operation === 'mutation' ? { kind: 'write', rootFields: Infinity } : { kind: 'other' };
  if (operation.operation === 'query') {
    return fields.length > 0 && fields.every((f) => CATALOG_QUERY_FIELDS.has(f)) ? { kind: 'catalog-read' } : { kind: 'other' };
  }
  if (operation.operation === 'mutation') {
    return fields.every((f) => SAFE_MUTATION_FIELDS.has(f)) ? { kind: 'other' } : { kind: 'write', rootFields: fields.length };
  }
  return { kind: 'other' };
}

/** The root field names, through fragments; undefined when a fragment is missing or cyclic. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode, visiting: Set<string>): string[] | undefined {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      names.push(selection.name.value);
      continue;
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = rootFields(document, selection.selectionSet, visiting);
      if (!inner) return undefined;
      names.push(...inner);
      continue;
    }
    const name = selection.name.value;
    const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
    if (visiting.has(name) || !fragment || fragment.kind !== Kind.FRAGMENT_DEFINITION) return undefined;
    visiting.add(name);
    const inner = rootFields(document, fragment.selectionSet, visiting);
    visiting.delete(name);
    if (!inner) return undefined;
    names.push(...inner);
  }
  return names;
}
