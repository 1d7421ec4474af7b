/**
 * The REST compatibility shapes: the spec's client reads `_id`, `desc`, `duration`, and holiday
 * packages with `name`, `packageType`, `startDate`, `inclusions`... These map both ways between
 * those shapes and the GraphQL models and inputs, so the rules stay in one service.
 */
import type { AnyPackage, HolidayPackage, Package } from './package.model.js';

export type RestPackage = ReturnType<typeof toRestPackage>;
export type RestHolidayPackage = ReturnType<typeof toRestHolidayPackage>;

export function toRestPackage(p: Package) {
  return {
    _id: p.id,
    id: p.id,
    kind: p.kind,
    title: p.title,
    type: p.type,
    desc: p.description,
    country: p.country,
    city: p.city,
    duration: p.durationDays,
    durationNights: p.durationNights,
    fromDate: p.fromDate,
    toDate: p.toDate,
    maxGuests: p.maxGuests,
    minAge: p.minAge,
    price: p.price,
    photos: p.photos,
    includes: p.includes,
    amenities: p.amenities,
    terms: p.terms,
    featured: p.featured,
    createdAt: p.createdAt,
  };
}

export function toRestHolidayPackage(p: HolidayPackage) {
  return {
    _id: p.id,
    id: p.id,
    kind: p.kind,
    name: p.title,
    title: p.title,
    packageType: p.type,
    type: p.type,
    description: p.description,
    desc: p.description,
    country: p.country,
    city: p.city,
    destinations: p.destinations,
    duration: { days: p.durationDays, nights: p.durationNights },
    startDate: p.fromDate,
    endDate: p.toDate,
    fromDate: p.fromDate,
    toDate: p.toDate,
    maxGuests: p.maxGuests,
    minAge: p.minAge,
    price: p.price,
    photos: p.photos,
    inclusions: p.includes,
    includes: p.includes,
    exclusions: p.exclusions,
    amenities: p.amenities,
    itinerary: p.itinerary,
    termsAndConditions: p.terms,
    terms: p.terms,
    cancellationPolicy: p.cancellationPolicy,
    featured: p.featured,
    reviews: [] as unknown[],
    createdAt: p.createdAt,
  };
}

export function toRestAny(p: AnyPackage): RestPackage | RestHolidayPackage {
  return p.kind === 'HOLIDAY' ? toRestHolidayPackage(p as HolidayPackage) : toRestPackage(p);
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);
const omit = (value: Plain, keys: string[]): Plain => Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)));

/** A spec admin-form body (desc, duration, price as a number or object) → PackageInput's names. */
export function fromRestPackageBody(body: unknown): unknown {
  if (!isPlain(body)) return body;
  // _id, id, kind and createdAt are echoed back by clients that PUT what they GET.
  const { desc, duration, ...rest } = omit(body, ['_id', 'id', 'kind', 'createdAt']);
  return {
    ...rest,
    ...(desc !== undefined && rest.description === undefined ? { description: desc } : {}),
    ...(duration !== undefined && rest.durationDays === undefined ? { durationDays: duration } : {}),
    ...(typeof rest.price === 'number' ? { price: { adult: rest.price } } : {}),
  };
}

/** A spec holiday-package body (duration {days, nights}) → HolidayPackageInput's names. */
export function fromRestHolidayBody(body: unknown): unknown {
  if (!isPlain(body)) return body;
  const { duration, ...rest } = omit(body, ['_id', 'id', 'kind', 'reviews', 'createdAt']);
  const days = isPlain(duration) ? duration.days : undefined;
  const nights = isPlain(duration) ? duration.nights : undefined;
  return {
    ...rest,
    ...(days !== undefined ? { durationDays: days } : {}),
    ...(nights !== undefined ? { durationNights: nights } : {}),
  };
}
