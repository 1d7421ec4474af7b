import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { UsersService } from '../users/users.service.js';
import type { AccessTokenClaims, AuthUser } from './auth-user.js';

export const JWT_ISSUER = 'travel-agency';
export const JWT_AUDIENCE = 'travel-agency-api';

/**
 * Reads the bearer token and checks signature, expiry, issuer and audience. The user is then
 * read from the database, so a deleted account or a changed role takes effect at once.
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

  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    if (typeof claims.sub !== 'string') return false;
    const row = await this.users.findById(claims.sub).catch(() => undefined);
    if (!row) return false;
    return { id: row.id, username: row.username, role: row.role };
  }
}
