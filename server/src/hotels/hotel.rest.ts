/**
 * The REST compatibility shapes of a hotel: the spec's client reads `_id`, `desc` and `distance`.
 * These map both ways between those shapes and the GraphQL model and input, so the rules stay in
 * one service.
 */
import type { Hotel } from './hotel.model.js';

export type RestHotel = ReturnType<typeof toRestHotel>;

export function toRestHotel(h: Hotel) {
  return {
    _id: h.id,
    id: h.id,
    name: h.name,
    type: h.type,
    address: h.address,
    country: h.country,
    city: h.city,
    postalCode: h.postalCode,
    email: h.email,
    phone: h.phone,
    photos: h.photos,
    desc: h.description,
    rating: h.rating,
    distance: h.distanceFromCentreM,
  };
}

type Plain = Record<string, unknown>;
export const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Fields a client echoes back when it PUTs what it GOT; never written from a body. */
const ECHOED = new Set(['_id', 'id', '__v', 'createdAt', 'updatedAt', 'rooms', 'cheapestPrice']);
export const USER_FIELDS = ['username', 'password', 'email', 'phone', 'country', 'city'] as const;

/** HTML number inputs arrive as text ("4.5"): numbers before validation, anything else untouched. */
function numeric(value: unknown): unknown {
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

/** A spec hotel body (desc, distance, numbers as text) → HotelInput's names. */
export function fromRestHotelBody(body: unknown): unknown {
  if (!isPlain(body)) return body;
  const { desc, distance, ...rest } = Object.fromEntries(Object.entries(body).filter(([k]) => !ECHOED.has(k)));
  const out: Plain = { ...rest };
  if (desc !== undefined && out.description === undefined) out.description = desc;
  if (distance !== undefined && out.distanceFromCentreM === undefined) out.distanceFromCentreM = distance;
  if (out.rating !== undefined) out.rating = numeric(out.rating);
  if (out.distanceFromCentreM !== undefined) out.distanceFromCentreM = numeric(out.distanceFromCentreM);
  return out;
}

/**
 * POST /hotels/hotelanduser bodies → RegisterEstablishmentInput. Three shapes are accepted:
 * - nested `{ user: {username, password, email, phone, country, city}, hotel: {...} }`;
 * - the GraphQL input's `{ username, ..., hotel: {...} }`;
 * - flat: the spec's hotel payload plus `username` and `password` (and optionally the other user
 *   fields). In the flat form the hotel's email, phone, country and city are also the account's,
 *   since the two share those names.
 */
export function fromRestEstablishmentBody(body: unknown): unknown {
  if (!isPlain(body)) return body;
  if (isPlain(body.hotel)) {
    const { user, hotel, ...rest } = body;
    return { ...(isPlain(user) ? user : {}), ...rest, hotel: fromRestHotelBody(hotel) };
  }
  const { username, password, ...hotel } = body;
  const account: Plain = { username, password };
  for (const field of USER_FIELDS) if (account[field] === undefined && body[field] !== undefined) account[field] = body[field];
  return { ...account, hotel: fromRestHotelBody(hotel) };
}
