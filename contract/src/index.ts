/**
 * @travel/contract: the rules the server enforces and the web app explains, in one place. Pure
 * TypeScript (no runtime dependencies): constants, messages, option lists and pure functions. The server
 * builds its class-validator inputs and enums from them, the web its zod schemas and pickers, so a rule
 * changed here changes both sides and drift is a compile error.
 */
export * from './bookings.js';
export * from './contact.js';
export * from './dates.js';
export * from './enquiries.js';
export * from './hotels.js';
export * from './inbox-workflow.js';
export * from './money.js';
export * from './options.js';
export * from './packages.js';
export * from './passwords.js';
export * from './photos.js';
export * from './quote-maths.js';
export * from './quotes.js';
export * from './stays.js';
export * from './trip-money.js';
