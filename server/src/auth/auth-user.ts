import type { Role } from './role.js';

/** Who is calling: what the guard attaches to the request after checking the token. */
export interface AuthUser {
  readonly id: string;
  readonly username: string;
  readonly role: Role;
}

/** The claims inside our access tokens. */
export interface AccessTokenClaims {
  readonly sub: string;
  readonly username: string;
  readonly role: Role;
}
