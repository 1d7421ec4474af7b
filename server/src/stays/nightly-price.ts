/**
 * How a night of a hotel stay is priced: the one statement of the rule (quoted in docs/domain.md).
 *
 * Occupancy per room = ceil((adults + children) / rooms): 1 → single, 2 → double, 3 or more → group.
 * For each night the price of one room is, by precedence:
 *  (a) the dated rates (table `rates`) of that room type on that date whose rate type is none, or is
 *      active and not a trade or eligibility rate (STO, Wholesale, Corporate, Student and Senior
 *      Citizen rates are sold by agents or on proof, never to the public online). Among several the
 *      LOWEST public price wins ("best available rate"). A rate's public price is its rack price for
 *      the occupancy: single → rackRateSingle, else rackRateDouble; double → rackRateDouble;
 *      group → rackRateGroup, else rackRateDouble. Source: the rate type's name, or "Rate" without one;
 *  (b) otherwise the room type's active rate types: "Weekend Rate" on Friday and Saturday nights,
 *      else "Rack Rate", at their single, double or group rate for the occupancy;
 *  (c) otherwise the room type's base rate (source "Base rate").
 * The stay total is the sum of the nights × rooms; the nightly figure shown is that sum ÷ nights per
 * room, rounded to the cent. Integer cents throughout, so no float rounding creeps into a total.
 *
 * The rule is written twice on purpose: as plain functions here (the hotel page and the reservation
 * price one room type) and for the stay search, which prices every room type of a city: rule (a) is
 * the view public_dated_night_prices (migration 0006), kept per room type and night in
 * room_type_night_prices by triggers on every write, and stay-price-grid.ts keeps those nights with
 * rules (b) and (c) resolved in memory. nightly-price.spec.ts runs both on the same random rates,
 * rewrites them at random, and requires identical prices, so they cannot drift.
 */
import { addDays, dayOfWeek } from '../common/dates.js';

export type OccupancyTier = 'single' | 'double' | 'group';

/** Rate types sold through agents or on proof of eligibility: never a public online price. */
export const TRADE_RATE_NAMES: readonly string[] = ['STO Rate', 'Wholesale Rate', 'Corporate Rate', 'Student Rate', 'Senior Citizen Rate'];
export const WEEKEND_RATE = 'Weekend Rate';
export const RACK_RATE = 'Rack Rate';
/** Source of a dated rate without a rate type. */
export const UNTYPED_RATE_SOURCE = 'Rate';
export const BASE_RATE_SOURCE = 'Base rate';

/** A dated rate row with the name and state of its rate type (null when it has none). */
export interface DatedRate {
  date: string;
  rateType: { name: string; active: boolean } | null;
  rackRateSingleCents: number | null;
  rackRateDoubleCents: number;
  rackRateGroupCents: number | null;
}

export interface RateTypeRate {
  name: string;
  active: boolean;
  singleRateCents: number;
  doubleRateCents: number;
  groupRateCents: number;
}

/** Everything that prices one room type: its base rate, rate types and dated rates (any dates). */
export interface RoomTypePricing {
  baseRateCents: number;
  rateTypes: readonly RateTypeRate[];
  rates: readonly DatedRate[];
}

export interface PricedNight {
  date: string;
  /** Per room. */
  priceCents: number;
  source: string;
}

export interface PricedStay {
  nights: PricedNight[];
  /** Sum of the nights for one room. */
  perRoomCents: number;
  /** perRoomCents × rooms. */
  totalCents: number;
  /** Average per night and room, rounded to the cent. */
  nightlyCents: number;
}

export function guestsPerRoom(adults: number, children: number, rooms: number): number {
  return Math.ceil((adults + children) / rooms);
}

export function occupancyTier(perRoom: number): OccupancyTier {
  if (perRoom <= 1) return 'single';
  return perRoom === 2 ? 'double' : 'group';
}

/** Friday and Saturday nights are weekend nights. */
export function isWeekendNight(date: string): boolean {
  const day = dayOfWeek(date);
  return day === 5 || day === 6;
}

/** The nights of a stay: check-in up to the night before check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night);
  return nights;
}

export function isPublicRate(rate: DatedRate): boolean {
  return rate.rateType === null || (rate.rateType.active && !TRADE_RATE_NAMES.includes(rate.rateType.name));
}

export function publicRatePrice(rate: DatedRate, tier: OccupancyTier): number {
  if (tier === 'single') return rate.rackRateSingleCents ?? rate.rackRateDoubleCents;
  if (tier === 'group') return rate.rackRateGroupCents ?? rate.rackRateDoubleCents;
  return rate.rackRateDoubleCents;
}

function rateTypePrice(rateType: RateTypeRate, tier: OccupancyTier): number {
  if (tier === 'single') return rateType.singleRateCents;
  return tier === 'double' ? rateType.doubleRateCents : rateType.groupRateCents;
}

/** The price of one room for one night, and which rate set it. */
export function priceNight(date: string, tier: OccupancyTier, pricing: RoomTypePricing): PricedNight {
  let best: PricedNight | undefined;
  for (const rate of pricing.rates) {
    if (rate.date !== date || !isPublicRate(rate)) continue;
    const candidate = { date, priceCents: publicRatePrice(rate, tier), source: rate.rateType?.name ?? UNTYPED_RATE_SOURCE };
    // Equal prices: the alphabetically first source, so the answer never depends on row order.
    if (!best || candidate.priceCents < best.priceCents || (candidate.priceCents === best.priceCents && candidate.source < best.source)) {
      best = candidate;
    }
  }
  if (best) return best;

  const typed = (name: string): PricedNight | undefined => {
    const prices = pricing.rateTypes.filter((t) => t.active && t.name === name).map((t) => rateTypePrice(t, tier));
    return prices.length ? { date, priceCents: Math.min(...prices), source: name } : undefined;
  };
  return (isWeekendNight(date) ? typed(WEEKEND_RATE) : undefined) ??
    typed(RACK_RATE) ?? { date, priceCents: pricing.baseRateCents, source: BASE_RATE_SOURCE };
}

export function priceStay(pricing: RoomTypePricing, checkIn: string, checkOut: string, tier: OccupancyTier, rooms: number): PricedStay {
  const nights = stayNights(checkIn, checkOut).map((date) => priceNight(date, tier, pricing));
  const perRoomCents = nights.reduce((sum, n) => sum + n.priceCents, 0);
  return { nights, perRoomCents, totalCents: perRoomCents * rooms, nightlyCents: averageCents(perRoomCents, nights.length) };
}

/** Half-up rounding of a positive average, identical to SQL's round(numeric). */
export function averageCents(sumCents: number, nights: number): number {
  return nights > 0 ? Math.round(sumCents / nights) : 0;
}
