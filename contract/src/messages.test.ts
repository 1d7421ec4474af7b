import { describe, expect, it } from 'vitest';
import { BookingMessages, BUDGET_AMOUNTS, EnquiryMessages, HotelMessages, INVENTORY_AMOUNT_RANGE_MESSAGE, PACKAGE_TYPES, PackageMessages, PHONE_PATTERN, isPackageType } from './index.js';

describe('messages', () => {
  it('writes the dates inside booking messages as the site writes dates', () => {
    expect(BookingMessages.departureFrom('2026-12-14')).toBe('This package departs from 14 Dec 2026: choose that date or a later one.');
    expect(BookingMessages.returnBy('2027-01-05')).toBe("This package's travel ends on 05 Jan 2027: choose a return on or before it.");
    expect(BookingMessages.guestsMax(1)).toBe('This package takes at most 1 guest.');
    expect(BookingMessages.guestsMax(4)).toBe('This package takes at most 4 guests.');
  });

  it('builds the range messages from the limits', () => {
    expect(HotelMessages.RATING_RANGE).toBe('Rating must be between 0 and 5.');
    expect(HotelMessages.DISTANCE_RANGE).toBe('Distance from the centre must be between 0 and 1000000 metres.');
    expect(EnquiryMessages.GUESTS_MAX).toBe('At most 50 guests.');
    expect(PackageMessages.DAY_RANGE).toBe('Itinerary days run from 1 to 365.');
    expect(INVENTORY_AMOUNT_RANGE_MESSAGE).toBe('Enter an amount in rand from 0 to 1 000 000.');
    expect(PackageMessages.TYPE_INVALID).toBe(`Package Type must be one of ${PACKAGE_TYPES.join(', ')}.`);
  });
});

describe('option lists and patterns', () => {
  it('knows the package types', () => {
    expect(isPackageType('Cruise')).toBe(true);
    expect(isPackageType('cruise')).toBe(false);
    expect(isPackageType(null)).toBe(false);
  });

  it('lists budgets from the highest down, each its own amount', () => {
    expect([...BUDGET_AMOUNTS].sort((a, b) => b - a)).toEqual([...BUDGET_AMOUNTS]);
    expect(new Set(BUDGET_AMOUNTS).size).toBe(BUDGET_AMOUNTS.length);
  });

  it('takes phone numbers as people type them', () => {
    for (const phone of ['+27 82 555 0123', '082-555-0123', '021 (555) 0123']) expect(PHONE_PATTERN.test(phone), phone).toBe(true);
    for (const phone of ['12345', 'call me', '(021) 555 0123', '+27 82 555 0123 ext 4 5 6 7 8']) expect(PHONE_PATTERN.test(phone), phone).toBe(false);
  });
});
