/**
 * The REST compatibility shapes (admin spec §3, §7): every object carries `_id`, and references use
 * the spec's names (hotel, roomType, rateType) holding ids. Bodies are mapped back to the GraphQL
 * inputs' names so one set of validation rules and one service serve both APIs.
 */
import { toSouthAfricanCalendarDates } from '../common/calendar-date.js';
import { isLocalDate } from '../common/local-date.scalar.js';
import { ApiQuery } from '@nestjs/swagger';
import { badInput } from '../common/errors.js';
import { activityPriceFromRest, activityPriceText } from './activity-price.js';
import type { Activity } from './activity.model.js';
import type { Amenity } from './amenity.model.js';
import type { Rate, RateType } from './rate.model.js';
import type { Room } from './room.model.js';
import type { RoomType, UnderRoomType } from './room-type.model.js';

export type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

export const toRestRoomType = (t: RoomType) => ({ _id: t.id, ...t, hotel: t.hotelId });
export const toRestAmenity = (a: Amenity) => ({ _id: a.id, ...a, hotel: a.hotelId });
/** price as the spec's text ("R 950", "Free"); priceAmount keeps the number (rand, null = free) for programs. */
export const toRestActivity = (a: Activity) => ({ _id: a.id, ...a, hotel: a.hotelId, price: activityPriceText(a.price), priceAmount: a.price });
/** The ids of a row under one room type, under the spec's reference names and the GraphQL ones. */
const idsUnderRoomType = (r: UnderRoomType) => ({
  _id: r.id,
  id: r.id,
  hotel: r.hotelId,
  hotelId: r.hotelId,
  roomType: r.roomTypeId,
  roomTypeId: r.roomTypeId,
});
export const toRestRateType = (r: RateType) => ({
  ...idsUnderRoomType(r),
  name: r.name,
  description: r.description,
  singleRate: r.singleRate,
  doubleRate: r.doubleRate,
  groupRate: r.groupRate,
  active: r.active,
});
export const toRestRate = (r: Rate) => ({
  ...idsUnderRoomType(r),
  rateType: r.rateTypeId,
  rateTypeId: r.rateTypeId,
  date: r.date,
  stoRateSingle: r.stoRateSingle,
  rackRateSingle: r.rackRateSingle,
  stoRateDouble: r.stoRateDouble,
  rackRateDouble: r.rackRateDouble,
  stoRateGroup: r.stoRateGroup,
  rackRateGroup: r.rackRateGroup,
});

/**
 * A room as the spec's client reads it: roomNumbers as strings; unavailableDates are the nights
 * every number is blocked (what a PUT of the same list would set); `units` has each number's own.
 */
export function toRestRoom(room: Required<Room>) {
  const [first, ...others] = room.units;
  const everywhere = (first?.unavailableDates ?? []).filter((d) => others.every((u) => u.unavailableDates.includes(d)));
  return {
    _id: room.id,
    id: room.id,
    title: room.title,
    maxPeople: room.maxPeople,
    roomNumbers: room.roomNumbers,
    hotel: room.hotelId,
    hotelId: room.hotelId,
    roomType: room.roomTypeId,
    roomTypeId: room.roomTypeId,
    active: room.active,
    unavailableDates: everywhere,
    units: room.units.map((u) => ({ _id: u.id, ...u })),
  };
}

/** Fields a client echoes back from what it read; never input. */
const ECHOED = ['_id', 'id', '__v', 'createdAt', 'updatedAt', 'units', 'rateTypes'];
/** The spec's reference names → the inputs' names. */
const RENAMES: Record<string, string> = { hotel: 'hotelId', roomType: 'roomTypeId', rateType: 'rateTypeId', desc: 'description' };

/**
 * A spec body → the input's names: echoed fields dropped, references renamed (the input's own name
 * wins when both are sent), and number fields typed as text in a form ("1200", "") read as numbers
 * or as absent. `drop` names fields the target input has no place for (e.g. hotel on an update).
 */
export function fromRestBody(body: unknown, numberFields: readonly string[], drop: readonly string[] = []): Plain {
  if (!isPlain(body)) throw badInput('The request body must be a JSON object.');
  const out: Plain = {};
  for (const [key, value] of Object.entries(body)) {
    if (ECHOED.includes(key)) continue;
    const name = RENAMES[key] ?? key;
    if (drop.includes(name)) continue;
    if (name !== key && key in RENAMES && name in body) continue;
    out[name] = numberFields.includes(name) ? restNumber(value) : value;
  }
  // Empty reference selects ("") mean "none chosen": absent, so the required check names them.
  for (const ref of ['hotelId', 'roomTypeId', 'rateTypeId']) if (out[ref] === '' || out[ref] === null) delete out[ref];
  return out;
}

function restNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

export const ROOM_TYPE_NUMBERS = ['capacity', 'baseRate'] as const;
export const ACTIVITY_NUMBERS = ['maxParticipants'] as const;

/** An activity body: the spec's price text read as an amount (see activity-price.ts). */
export function fromRestActivityBody(body: unknown, drop: readonly string[] = []): Plain {
  const plain = fromRestBody(body, ACTIVITY_NUMBERS, drop);
  if ('price' in plain) plain.price = activityPriceFromRest(plain.price);
  return plain;
}
export const RATE_TYPE_NUMBERS = ['singleRate', 'doubleRate', 'groupRate'] as const;
export const RATE_NUMBERS = ['stoRateSingle', 'rackRateSingle', 'stoRateDouble', 'rackRateDouble', 'stoRateGroup', 'rackRateGroup'] as const;
export const ROOM_NUMBERS = ['maxPeople'] as const;

/**
 * The rooms form's roomNumbers: a comma text, a list of texts, or the legacy list of
 * { number, unavailableDates } objects. Answers the numbers for the input, and the legacy per-number
 * blocked nights.
 */
export function fromRestRoomNumbers(value: unknown): { roomNumbers: unknown; byNumber?: Map<string, string[]> } {
  if (!Array.isArray(value) || !value.some(isPlain)) return { roomNumbers: value };
  const byNumber = new Map<string, string[]>();
  const numbers: unknown[] = [];
  for (const entry of value) {
    if (!isPlain(entry)) {
      numbers.push(entry);
      continue;
    }
    const number = typeof entry.number === 'string' ? entry.number.trim() : entry.number;
    numbers.push(number);
    const dates = toSouthAfricanCalendarDates(entry.unavailableDates ?? []);
    if (!Array.isArray(dates) || !dates.every(isLocalDate) || dates.length > 366) {
      const message = 'Unavailable dates must be a list of real calendar dates written YYYY-MM-DD.';
      throw badInput(message, { roomNumbers: message });
    }
    if (typeof number === 'string' && dates.length) byNumber.set(number, dates);
  }
  return { roomNumbers: numbers, byNumber };
}

/** Documents a list call's query parameter (the handler reads it with `@Query(name)` and checks it itself). */
export const ApiListQuery = (name: string, required: boolean, description: string) =>
  ApiQuery({ name, required, type: String, description });

/** The `hotelId` query parameter the spec's list calls send. */
export function hotelIdQuery(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    const message = 'Please choose a hotel (hotelId).';
    throw badInput(message, { hotelId: message });
  }
  return value.trim();
}

export const deleted = (id: string, what: string) => ({ _id: id, id, message: `${what} deleted successfully!` });
