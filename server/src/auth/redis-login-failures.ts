import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LoginThrottleConfig } from '../config/config.js';
import { withdraw } from '../redis/sliding-window.js';
import { LoginThrottledError, type AttemptTicket, type CountedAttempt, type LoginFailureCounter } from './login-failures.js';

const USERNAME_PREFIX = 'travel:login:username:';
const ADDRESS_PREFIX = 'travel:login:address:';
/** `<address>|<username>`: an address never holds '|', so the first one splits the two unambiguously. */
const PAIR_PREFIX = 'travel:login:pair:';

/**
 * The rules of LoginFailureCounter in one script (Redis runs it alone, so attempts sent at once are decided
 * one after the other). KEYS: username, address ('' = none), pair. ARGV: window ms, member, max per
 * username, max per address, free failures, base ms, has address (1/0). Scores are Redis's clock.
 * Answers {wait ms, slow 0/1}: wait > 0 refuses (nothing counted), else the hit is in all three sets.
 */
const ADMIT = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local window = tonumber(ARGV[1])
local maxUser, maxAddress = tonumber(ARGV[3]), tonumber(ARGV[4])
local free, base = tonumber(ARGV[5]), tonumber(ARGV[6])
local hasAddress = ARGV[7] == '1'
for _, key in ipairs(KEYS) do redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window) end
local function untilRoom(key, max)
  local entry = redis.call('ZREVRANGE', key, max - 1, max - 1, 'WITHSCORES')
  return tonumber(entry[2]) + window - now
end
local wait = 0
if hasAddress and redis.call('ZCARD', KEYS[2]) >= maxAddress then wait = math.max(wait, untilRoom(KEYS[2], maxAddress)) end
local pairCount = redis.call('ZCARD', KEYS[3])
if pairCount >= free then
  local latest = redis.call('ZREVRANGE', KEYS[3], 0, 0, 'WITHSCORES')
  local backoff = math.min(window, base * 2 ^ math.min(pairCount - free, 30))
  wait = math.max(wait, tonumber(latest[2]) + backoff - now)
end
local slow = 0
if redis.call('ZCARD', KEYS[1]) >= maxUser then
  if pairCount > 0 then wait = math.max(wait, untilRoom(KEYS[1], maxUser)) else slow = 1 end
end
if wait > 0 then return {wait, 0} end
for i, key in ipairs(KEYS) do
  if i ~= 2 or hasAddress then
    redis.call('ZADD', key, now, ARGV[2])
    redis.call('PEXPIRE', key, window)
  end
end
return {0, slow}
`;

/** After a success: the pair's failures leave the username and address sets, then the pair's set goes. */
const FORGET_PAIR = `
local members = redis.call('ZRANGE', KEYS[3], 0, -1)
for _, member in ipairs(members) do
  redis.call('ZREM', KEYS[1], member)
  if ARGV[1] == '1' then redis.call('ZREM', KEYS[2], member) end
end
redis.call('DEL', KEYS[3])
return #members
`;

/**
 * Sign-in failures counted in Redis (REDIS_URL): a sorted set per username, per address and per pair, a
 * member per attempt, one atomic script to admit. Nothing to prune: hits leave the window as they are
 * counted and each set expires a window after its newest hit. Rules: LoginFailureCounter.
 */
export class RedisLoginFailures implements LoginFailureCounter {
  constructor(
    private readonly redis: Redis,
    private readonly limits: LoginThrottleConfig,
  ) {}

  async begin({ usernameKey, address }: CountedAttempt): Promise<AttemptTicket> {
    const id = randomUUID();
    const { windowSeconds, maxPerUsername, maxPerAddress, backoffFreeFailures, backoffBaseSeconds } = this.limits;
    const [waitMs, slow] = (await this.redis.eval(
      ADMIT,
      3,
      ...this.keys(usernameKey, address),
      String(windowSeconds * 1000),
      id,
      String(maxPerUsername),
      String(maxPerAddress),
      String(backoffFreeFailures),
      String(backoffBaseSeconds * 1000),
      address === '' ? '0' : '1',
    )) as [number, number];
    if (Number(waitMs) > 0) throw new LoginThrottledError(Math.max(1, Math.ceil(Number(waitMs) / 1000)));
    return { id, usernameKey, address, slowDownMs: Number(slow) === 1 ? this.limits.slowDownMs : 0 };
  }

  async succeeded(ticket: AttemptTicket): Promise<void> {
    await this.redis.eval(FORGET_PAIR, 3, ...this.keys(ticket.usernameKey, ticket.address), ticket.address === '' ? '0' : '1');
  }

  /** The hit stays as the failure. */
  async failed(_ticket: AttemptTicket): Promise<void> {}

  async abandoned(ticket: AttemptTicket): Promise<void> {
    await withdraw(this.redis, ticket.id, this.keys(ticket.usernameKey, ticket.address));
  }

  /** Username, address and pair keys; the address key of no address is never written. */
  private keys(usernameKey: string, address: string): [string, string, string] {
    return [USERNAME_PREFIX + usernameKey, ADDRESS_PREFIX + address, `${PAIR_PREFIX}${address}|${usernameKey}`];
  }
}
