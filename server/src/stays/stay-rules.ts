import { addDays } from '../common/dates.js';
import { badInput, type FieldErrors } from '../common/errors.js';
import { guestsPerRoom, occupancyTier, stayNights, type OccupancyTier } from './nightly-price.js';
import { MAX_DAYS_AHEAD, MAX_NIGHTS, StayMsg } from './stay.inputs.js';

export interface StayParty {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
}

/** A checked stay: its nights and the occupancy every price and availability check uses. */
export interface StayRequest extends StayParty {
  nights: string[];
  /** ceil((adults + children) / rooms): how many guests sleep in each room. */
  perRoom: number;
  tier: OccupancyTier;
}

/**
 * The rules that need today's date or compare two fields (the input classes check each field alone).
 * All problems are reported together, each under its field, like the validation pipe does.
 */
export function checkStay(party: StayParty, today: string, extra: FieldErrors = {}): StayRequest {
  const fields: FieldErrors = {};
  if (party.checkIn < today) fields.checkIn = StayMsg.CHECK_IN_PAST;
  else if (party.checkIn > addDays(today, MAX_DAYS_AHEAD)) fields.checkIn = StayMsg.CHECK_IN_TOO_FAR;
  if (party.checkOut <= party.checkIn) fields.checkOut = StayMsg.CHECK_OUT_ORDER;
  else if (party.checkOut > addDays(party.checkIn, MAX_NIGHTS)) fields.checkOut = StayMsg.TOO_MANY_NIGHTS;
  if (party.rooms > party.adults) fields.rooms = StayMsg.ROOM_NEEDS_ADULT;
  Object.assign(fields, extra);
  const messages = Object.values(fields);
  if (messages.length) throw badInput(messages.length > 1 ? 'Please correct the highlighted fields.' : messages[0]!, fields);
  const perRoom = guestsPerRoom(party.adults, party.children, party.rooms);
  return { ...party, nights: stayNights(party.checkIn, party.checkOut), perRoom, tier: occupancyTier(perRoom) };
}

/** The sentence shown when a room type is too small for the party per room. */
export function sleepsMessage(capacity: number): string {
  return `Sleeps ${capacity} per room: add a room or choose another room type.`;
}

export const SOLD_OUT = 'Sold out for these dates.';
export const NO_LONGER_AVAILABLE = 'Sorry, this room is no longer available for those dates.';

export function fewerRoomsFree(free: number): string {
  return `Only ${free} room${free === 1 ? '' : 's'} of this type ${free === 1 ? 'is' : 'are'} free for these dates.`;
}
