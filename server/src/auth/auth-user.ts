import type { Role } from './role.js';

/** Who is calling: what the guard attaches to the request after checking the token. */
export interface AuthUser {
  readonly id: string;
  readonly username: string;
  readonly role: Role;
  /** The token this request came with (absent for users built outside a request, e.g. in tests): sign-out revokes it. */
  readonly session?: TokenSession;
}

/** The parts of the caller's token that sign-out needs. */
export interface TokenSession {
  /** The token's id (claim jti). */
  readonly tokenId: string;
  /** When the token stops being accepted anyway (claim exp). */
  readonly expiresAt: Date;
}

/** The claims inside our access tokens (iat, exp, iss and aud are added by the signer). */
export interface AccessTokenClaims {
  readonly sub: string;
  readonly username: string;
  readonly role: Role;
  /** A random id per token, so one token can be signed out (revoked_tokens). */
  readonly jti: string;
  /** users.token_version when the token was issued: bumping the version ends every older token. */
  readonly ver: number;
}

/** What the signature check hands on: our claims plus the signer's expiry. */
export type VerifiedClaims = Partial<AccessTokenClaims> & { readonly exp?: number };
