/** What a route of routes.tsx may declare in its `handle`. */
export interface RouteHandle {
  /**
   * Rendered in the browser only: the server sends the empty shell. For pages behind a sign-in (the
   * admin portal, the staff inbox, the account pages, a booking) whose content depends on the session
   * the server cannot see, and which search engines must not index anyway.
   */
  clientOnly?: true;
}

export const clientOnly: RouteHandle = { clientOnly: true };

/** True when any route of a match (a layout or guard included) is client-only. */
export const isClientOnly = (matches: readonly { route: { handle?: unknown } }[]): boolean =>
  matches.some((match) => (match.route.handle as RouteHandle | undefined)?.clientOnly === true);
