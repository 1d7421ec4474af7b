import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { requestOf } from './decorators.js';

/**
 * The caller's address for the per-address rate limit: Express's req.ip. Express reads
 * X-Forwarded-For only when its 'trust proxy' setting says so (off by default), so a client cannot
 * dodge the limit by sending that header itself. IPv4 clients of a dual-stack socket appear as
 * ::ffff:a.b.c.d: written plainly so one client is counted under one address. Requests answered before
 * Express (fast-path/) have no req.ip and the socket's address is the same one (they decline when
 * TRUST_PROXY is set).
 */
export function clientAddressOf(req: { ip?: string; socket?: { remoteAddress?: string } }): string | null {
  const raw = req.ip ?? req.socket?.remoteAddress;
  if (!raw) return null;
  return raw.startsWith('::ffff:') && raw.includes('.') ? raw.slice(7) : raw;
}

export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string | null =>
  clientAddressOf(requestOf(context)),
);
