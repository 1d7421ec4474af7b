import type { Redis } from 'ioredis';

/** One thing counted (a username, a client address) and how many hits it may have in the window. */
export interface WindowLimit {
  readonly key: string;
  readonly max: number;
}

export type Admission = { readonly admitted: true } | { readonly admitted: false; readonly retryAfterSeconds: number };

/**
 * Sliding-window counting in Redis: one sorted set per counted thing, a member per hit scored by the time
 * of Redis's clock (one clock for every app process, whatever theirs say).
 *
 * All or nothing, in one script (Redis runs a script alone, so twenty attempts sent at once are counted
 * one after the other and exactly `max` get in): trim what left the window, refuse when any key already
 * holds `max` hits (answering when the `max`-th newest leaves the window, i.e. when there is room again),
 * else add the hit to every key and let each set expire a window after its newest hit.
 */
const ADMIT = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local window = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local max = tonumber(ARGV[i + 2])
  if redis.call('ZCARD', key) >= max then
    local oldest = redis.call('ZREVRANGE', key, max - 1, max - 1, 'WITHSCORES')
    local until_room = tonumber(oldest[2]) + window - now
    if until_room > wait then wait = until_room end
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, window)
end
return 0
`;

/**
 * Counts `member` (unique per hit) against every limit, or none when one of them is full.
 * Needs Redis ≥ 5 (TIME before writes in a script).
 */
export async function admit(redis: Redis, member: string, limits: readonly WindowLimit[], windowSeconds: number): Promise<Admission> {
  const waitMs = Number(
    await redis.eval(ADMIT, limits.length, ...limits.map((l) => l.key), String(windowSeconds * 1000), member, ...limits.map((l) => String(l.max))),
  );
  return waitMs > 0 ? { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : { admitted: true };
}

/** Takes a hit back (it never happened: the attempt did not get as far as counting). */
export async function withdraw(redis: Redis, member: string, keys: readonly string[]): Promise<void> {
  const batch = redis.multi();
  for (const key of keys) batch.zrem(key, member);
  await batch.exec();
}
