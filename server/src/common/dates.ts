/**
 * Calendar dates in South Africa (`YYYY-MM-DD`, Africa/Johannesburg): the contract's helpers
 * (@travel/contract, shared with the web app), so the server and the site count and write dates alike.
 */
export { addDays, dayOfWeek, isLocalDate, todayInSouthAfrica } from '@travel/contract';

/** A `YYYY-MM-DD` date as the site writes dates everywhere: "25 Nov 2026" (the web's formatLocalDate). */
export { formatLocalDate as formatCalendarDate } from '@travel/contract';
