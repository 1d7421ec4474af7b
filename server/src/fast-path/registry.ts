import type { ApolloDirectPath } from './apollo-direct-path.js';
import type { BookingFastPath } from './booking-fast-path.js';
import type { GraphQLFastPath } from './graphql-fast-path.js';
import type { RestBookingFastPath } from './rest-booking-fast-path.js';
import type { RestFastPath } from './rest-fast-path.js';

export interface FastPaths {
  readonly graphql: GraphQLFastPath;
  readonly booking: BookingFastPath;
  readonly rest: RestFastPath;
  readonly restBooking: RestBookingFastPath;
  readonly apollo: ApolloDirectPath;
}

const installed = new WeakMap<object, FastPaths>();

/** Remembers the fast paths in front of an HTTP server, for `fastPathsOf`. */
export function registerFastPaths(server: object, fastPaths: FastPaths): void {
  installed.set(server, fastPaths);
}

/** The fast paths in front of an application's HTTP server (tests: which path answered). */
export function fastPathsOf(server: object): FastPaths | undefined {
  return installed.get(server);
}
