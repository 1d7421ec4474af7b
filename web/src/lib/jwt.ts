/**
 * Reads a JWT's payload without verifying it. The server verifies signatures; the client only
 * needs to know when to stop sending a token that is certainly expired.
 */
const decodePayload = (token: string): Record<string, unknown> | null => {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims: unknown = JSON.parse(atob(padded));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** Milliseconds since the epoch at which the token expires; null when it has no `exp` or is unreadable. */
export const getJwtExpiry = (token: string): number | null => {
  const exp = decodePayload(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
};

/**
 * True when the token's `exp` lies in the past. A token we cannot read counts as expired (the server
 * would refuse it anyway); a readable token without `exp` never expires on the client.
 */
export const isTokenExpired = (token: string, now: number = Date.now()): boolean => {
  if (decodePayload(token) === null) return true;
  const expiry = getJwtExpiry(token);
  return expiry !== null && expiry <= now;
};
