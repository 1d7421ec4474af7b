import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LoginThrottleConfig } from '../config/config.js';
import { admit, withdraw } from '../redis/sliding-window.js';
import { LoginThrottledError, type AttemptTicket, type CountedAttempt, type LoginFailureCounter } from './login-failures.js';

const USERNAME_PREFIX = 'travel:login:username:';
const ADDRESS_PREFIX = 'travel:login:address:';

/**
 * After a successful sign-in: the username's failures leave the address sets they were counted in too
 * (each member ends with its address), then the username's set goes. The address keys are built in the
 * script, so this needs one Redis (not a Redis Cluster, where every key must be declared).
 */
const FORGET_USERNAME = `
local members = redis.call('ZRANGE', KEYS[1], 0, -1)
for _, member in ipairs(members) do
  local address = string.match(member, '^[^|]*|(.+)$')
  if address then redis.call('ZREM', ARGV[1] .. address, member) end
end
redis.call('DEL', KEYS[1])
return #members
`;

/**
 * Sign-in failures counted in Redis (REDIS_URL): a sorted set per username and per address, a member per
 * attempt (`<uuid>|<address>`), one atomic script to admit (redis/sliding-window.ts). Nothing to prune:
 * hits leave the window as they are counted and each set expires a window after its newest hit.
 */
export class RedisLoginFailures implements LoginFailureCounter {
  constructor(
    private readonly redis: Redis,
    private readonly limits: LoginThrottleConfig,
  ) {}

  async begin({ usernameKey, address }: CountedAttempt): Promise<AttemptTicket> {
    const id = `${randomUUID()}|${address}`;
    const counted = [{ key: USERNAME_PREFIX + usernameKey, max: this.limits.maxPerUsername }];
    if (address !== '') counted.push({ key: ADDRESS_PREFIX + address, max: this.limits.maxPerAddress });
    const admission = await admit(this.redis, id, counted, this.limits.windowSeconds);
    if (!admission.admitted) throw new LoginThrottledError(admission.retryAfterSeconds);
    return { id, usernameKey, address };
  }

  async succeeded(ticket: AttemptTicket): Promise<void> {
    await this.redis.eval(FORGET_USERNAME, 1, USERNAME_PREFIX + ticket.usernameKey, ADDRESS_PREFIX);
  }

  /** The hit stays as the failure. */
  async failed(_ticket: AttemptTicket): Promise<void> {}

  async abandoned(ticket: AttemptTicket): Promise<void> {
    await withdraw(this.redis, ticket.id, ticket.address === '' ? [USERNAME_PREFIX + ticket.usernameKey] : [USERNAME_PREFIX + ticket.usernameKey, ADDRESS_PREFIX + ticket.address]);
  }
}
