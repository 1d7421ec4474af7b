import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import type { Role } from './role.js';
import type { AuthUser } from './auth-user.js';

export const PUBLIC_KEY = 'access:public';
export const ROLES_KEY = 'access:roles';

/** Anyone may call this operation, signed in or not. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Only signed-in users with one of these roles may call this operation. */
export const Roles = (...roles: [Role, ...Role[]]) => SetMetadata(ROLES_KEY, roles);

/** Any signed-in user, whatever the role. */
export const Authenticated = () =>
  SetMetadata(ROLES_KEY, ['CUSTOMER', 'HOTEL_MANAGER', 'AGENCY_ADMIN', 'STAFF'] satisfies Role[]);

export function requestOf(context: ExecutionContext): Request {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
  }
  return context.switchToHttp().getRequest<Request>();
}

/** The signed-in user of this request (undefined on a public operation called anonymously). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined => requestOf(context).user as AuthUser | undefined,
);
