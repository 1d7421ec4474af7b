import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { UsersService } from '../users/users.service.js';
import { parseEntityId } from '../common/entity-id.js';
import { Messages, unauthenticated } from '../common/errors.js';
import type { AuthUser, VerifiedClaims } from './auth-user.js';

export const JWT_ISSUER = 'travel-agency';
export const JWT_AUDIENCE = 'travel-agency-api';

/**
 * Reads the bearer token and checks signature, expiry, issuer and audience. The user is then
 * read from the database, so a deleted account or a changed role takes effect at once; the same
 * query says whether this token was signed out (revoked_tokens), and its version must still be the
 * user's token_version (sign out everywhere, a password or role change bump it).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(claims: VerifiedClaims): Promise<AuthUser | false> {
    const { sub, jti, ver, exp } = claims;
    // Tokens from before sign-out existed carry no jti or ver: they cannot be signed out, so they are refused.
    if (typeof sub !== 'string' || typeof jti !== 'string' || !Number.isInteger(ver) || typeof exp !== 'number') return false;
    // A malformed id cannot be ours; any other failure (the database away) propagates: the guard answers
    // it as 503, not as a bad token, so clients do not sign their users out over an outage.
    const userId = parseEntityId(sub);
    if (!userId) return false;
    const found = await this.users.findSession(userId, jti);
    if (!found) return false;
    if (found.revoked || found.user.tokenVersion !== ver) throw unauthenticated(Messages.SESSION_EXPIRED);
    const { user } = found;
    return { id: user.id, username: user.username, role: user.role, session: { tokenId: jti, expiresAt: new Date(exp * 1000) } };
  }
}
