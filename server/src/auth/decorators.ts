import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import type { AuthUser } from './auth-user.js';
import type { Permission } from './permissions.js';

export const PUBLIC_KEY = 'access:public';
export const PERMISSION_KEY = 'access:permission';

/** Anyone may call this operation, signed in or not. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/**
 * Only signed-in users whose role holds this permission may call this operation (auth/permissions.ts
 * says which roles do). Operations never name roles themselves: the table is the one place to look.
 */
export const Allow = (permission: Permission) => SetMetadata(PERMISSION_KEY, permission);

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
