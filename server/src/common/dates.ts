/**
 * Calendar dates in South Africa (`YYYY-MM-DD`, Africa/Johannesburg): the contract's helpers
 * (@travel/contract, shared with the web app), so the server and the site count and write dates alike.
 */
import { addDays, nightsBetween, todayInSouthAfrica as realToday } from '@travel/contract';

export { addDays, dayOfWeek, isLocalDate, nightsBetween } from '@travel/contract';

/** A `YYYY-MM-DD` date as the site writes dates everywhere: "25 Nov 2026" (the web's formatLocalDate). */
export { formatLocalDate as formatCalendarDate } from '@travel/contract';

/**
 * Days added to the real South African date. Always 0 except in a process started with
 * TEST_CLOCK_CONTROL=1 (never in production: config.ts refuses it), where the test clock routes
 * (reminders/test-clock.controller.ts) move the calendar for browser journeys ("the balance reminder goes
 * out on its date"). An offset rather than a fixed date, so days still turn over while a journey runs.
 * Only calendar days move: timestamps (created_at, token expiry instants) keep the real time.
 */
let testOffsetDays = 0;

/** Today in South Africa, every server rule's "today" (due dates, validity, reminders): read through here. */
export function todayInSouthAfrica(now: Date = new Date()): string {
  const today = realToday(now);
  return testOffsetDays === 0 ? today : addDays(today, testOffsetDays);
}

/** The South African calendar date of an instant (never moved by the test clock: a conversion, not "today"). */
export const southAfricanDateOf = (moment: Date): string => realToday(moment);

/** Test clock: make `today` (YYYY-MM-DD, checked by the caller) today for this process; null goes back to the real date. */
export function setTestToday(today: string | null): void {
  testOffsetDays = today === null ? 0 : nightsBetween(realToday(), today);
}
