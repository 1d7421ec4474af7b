import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { addDays, formatUsDate, nightsBetween, todayInSouthAfrica } from '../../lib/dates';
import {
  defaultStaySearch,
  readStaySearch,
  staySearchMessages,
  staySearchReducer,
  toNavigationState,
  toStayQuery,
  validateStaySearch,
  type StaySearch,
} from './stay-search';
import { formatDistance, ratingLabel } from './stay-format';

const today = '2026-12-01';

const search = (overrides: Partial<StaySearch> = {}): StaySearch => ({
  city: 'Cape Town',
  dates: [{ startDate: '2026-12-14', endDate: '2026-12-17', key: 'selection' }],
  options: { adult: 2, children: 1, room: 1 },
  minPrice: 0,
  maxPrice: 4999,
  ...overrides,
});

const withDates = (startDate: string, endDate: string) => search({ dates: [{ startDate, endDate, key: 'selection' }] });

describe('stay search state', () => {
  it('defaults to adult 1, children 0, room 1, any city, tonight only (today → tomorrow), R0–R4999', () => {
    expect(defaultStaySearch(today)).toEqual({
      city: '',
      dates: [{ startDate: '2026-12-01', endDate: '2026-12-02', key: 'selection' }],
      options: { adult: 1, children: 0, room: 1 },
      minPrice: 0,
      maxPrice: 4999,
    });
  });

  it('NEW_SEARCH replaces the whole search and RESET_SEARCH returns to the defaults', () => {
    const first = search();
    const next = search({ city: 'Durban', options: { adult: 4, children: 0, room: 2 } });
    expect(staySearchReducer(first, { type: 'NEW_SEARCH', payload: next })).toBe(next);
    expect(staySearchReducer(next, { type: 'RESET_SEARCH' })).toEqual(defaultStaySearch());
  });

  it('round-trips through the /hotels URL', () => {
    const original = search({ city: 'Stellenbosch', minPrice: 500, maxPrice: 2500 });
    const url = paths.hotels.to(toStayQuery(original, 3));
    expect(url).toBe('/hotels?destination=Stellenbosch&checkIn=2026-12-14&checkOut=2026-12-17&adults=2&children=1&rooms=1&min=500&max=2500&page=3');
    const params = new URLSearchParams(url.split('?')[1]);
    expect(readStaySearch(params, null, null, today)).toEqual({ search: original, page: 3, given: true });
  });

  it('falls back to the navigation state, then the context, then the defaults', () => {
    const passed = search({ city: 'Knysna' });
    const empty = new URLSearchParams();
    expect(readStaySearch(empty, toNavigationState(passed), null, today).search).toEqual(passed);
    const remembered = search({ city: 'Hermanus' });
    expect(readStaySearch(empty, null, remembered, today)).toEqual({ search: remembered, page: 1, given: true });
    expect(readStaySearch(empty, { unrelated: true }, null, today)).toEqual({ search: defaultStaySearch(today), page: 1, given: false });
  });

  it('brings counters from a hand-edited link into range and keeps unreadable values at the defaults', () => {
    const params = new URLSearchParams('destination=Durban&checkIn=nonsense&adults=0&children=99&rooms=abc&min=-5');
    const { search: read } = readStaySearch(params, null, null, today);
    expect(read.options).toEqual({ adult: 1, children: 20, room: 1 });
    expect(read.dates[0]).toEqual({ startDate: today, endDate: addDays(today, 1), key: 'selection' });
    expect(read.minPrice).toBe(0);
  });
});

describe('validateStaySearch', () => {
  it('accepts a good search', () => {
    expect(validateStaySearch(search(), { today, withPrices: true })).toEqual({});
  });

  it('refuses check-out on or before check-in, past check-in, stays over 30 nights and dates over 2 years ahead', () => {
    expect(validateStaySearch(withDates('2026-12-14', '2026-12-14'), { today })).toEqual({ checkOut: staySearchMessages.checkOutOrder });
    expect(validateStaySearch(withDates('2026-12-14', '2026-12-10'), { today })).toEqual({ checkOut: staySearchMessages.checkOutOrder });
    expect(validateStaySearch(withDates('2026-11-30', '2026-12-02'), { today })).toEqual({ checkIn: staySearchMessages.checkInPast });
    expect(validateStaySearch(withDates('2026-12-01', '2027-01-01'), { today })).toEqual({ checkOut: staySearchMessages.tooManyNights });
    expect(validateStaySearch(withDates('2028-12-02', '2028-12-03'), { today })).toEqual({ checkIn: staySearchMessages.checkInTooFar });
    expect(validateStaySearch(withDates('', ''), { today })).toEqual({
      checkIn: staySearchMessages.checkInRequired,
      checkOut: staySearchMessages.checkOutRequired,
    });
  });

  it('refuses more rooms than adults and prices out of order', () => {
    expect(validateStaySearch(search({ options: { adult: 1, children: 0, room: 2 } }), { today })).toEqual({
      rooms: staySearchMessages.roomsPerAdult,
    });
    expect(validateStaySearch(search({ minPrice: 900, maxPrice: 500 }), { today, withPrices: true })).toEqual({
      minPrice: staySearchMessages.priceOrder,
    });
    // Prices are only checked where the page has them.
    expect(validateStaySearch(search({ minPrice: 900, maxPrice: 500 }), { today })).toEqual({});
  });
});

describe('stay dates and labels', () => {
  it('shows dates as MM/dd/yyyy and counts nights', () => {
    expect(formatUsDate('2026-12-14')).toBe('12/14/2026');
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(todayInSouthAfrica(new Date('2026-12-01T22:30:00Z'))).toBe('2026-12-02');
  });

  it('labels ratings and distances', () => {
    expect(ratingLabel(4.5)).toBe('Excellent');
    expect(ratingLabel(4.2)).toBe('Very good');
    expect(ratingLabel(3)).toBe('Good');
    expect(ratingLabel(2.5)).toBe('Rated 2.5/5');
    expect(formatDistance(650)).toBe('650 m from centre');
    expect(formatDistance(1000)).toBe('1000 m from centre');
    expect(formatDistance(1250)).toBe('1.3 km from centre');
    expect(formatDistance(12_400)).toBe('12 km from centre');
    // A hotel registered without a distance holds 0: no "0 m from centre".
    expect(formatDistance(0)).toBeNull();
  });
});
