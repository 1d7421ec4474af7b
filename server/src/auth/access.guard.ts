import { Injectable, Logger, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { forbidden, Messages, unauthenticated, AppError } from '../common/errors.js';
import { isDatabaseUnavailable } from '../health/database-errors.js';
import type { AuthUser } from './auth-user.js';
import { PERMISSION_KEY, PUBLIC_KEY, requestOf } from './decorators.js';
import { isPermission, roleHasPermission, type Permission } from './permissions.js';

/**
 * The one global guard: deny by default. Every GraphQL operation and REST route must declare
 * `@Public()` or `@Allow(Permission.X)`; an operation with neither is refused for everyone. Whether
 * the caller's role holds the permission is read from the one table, ROLE_PERMISSIONS.
 * On a public operation a valid token still identifies the caller; a bad one is ignored.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  private readonly logger = new Logger('AccessGuard');

  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_KEY, targets) === true;
    const declared = this.reflector.getAllAndOverride<unknown>(PERMISSION_KEY, targets);
    const permission: Permission | undefined = isPermission(declared) ? declared : undefined;
    if (!isPublic && !permission) {
      this.logger.error(`Refused ${context.getClass().name}.${context.getHandler().name}: no @Public() or @Allow(Permission)`);
      throw new AppError('FORBIDDEN', Messages.UNDECLARED_OPERATION);
    }

    const request = requestOf(context);
    if (isPublic) {
      if (hasBearer(request)) await this.authenticate(context).catch(() => undefined);
      return true;
    }
    const user = await this.authenticate(context);
    if (!permission || !roleHasPermission(user.role, permission)) throw forbidden();
    return true;
  }

  private async authenticate(context: ExecutionContext): Promise<AuthUser> {
    await super.canActivate(context);
    return requestOf(context).user as AuthUser;
  }

  override getRequest(context: ExecutionContext): Request {
    return requestOf(context);
  }

  // Passport reports why a token failed in `info`; answer with a message the user understands.
  override handleRequest<TUser = AuthUser>(err: unknown, user: unknown, info: unknown): TUser {
    // A lost database is no verdict on the token: the error filter answers it SERVICE_UNAVAILABLE.
    if (err) throw err instanceof AppError || isDatabaseUnavailable(err) ? err : unauthenticated(Messages.INVALID_TOKEN);
    if (!user) {
      const name = info instanceof Error ? info.name : '';
      if (name === 'TokenExpiredError') throw unauthenticated(Messages.SESSION_EXPIRED);
      if (name === 'JsonWebTokenError' || name === 'NotBeforeError') throw unauthenticated(Messages.INVALID_TOKEN);
      throw unauthenticated(info instanceof Error && /no auth token/i.test(info.message) ? Messages.LOGIN_REQUIRED : Messages.INVALID_TOKEN);
    }
    return user as TUser;
  }
}

function hasBearer(request: Request): boolean {
  return /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
}
