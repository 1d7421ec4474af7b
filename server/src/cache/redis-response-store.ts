import type { Redis } from 'ioredis';
import type { ResponseCacheConfig } from '../config/config.js';
import { RedisFailureLog } from '../redis/redis-client.js';
import { maxEntryBytes, type CachedResponse, type Lookup, type ResponseStore } from './response-store.js';

/** Every key of the cache starts with this, so the cache can share a Redis with other data. */
export const CACHE_KEY_PREFIX = 'travel:cache:';
const GENERATION_KEY = `${CACHE_KEY_PREFIX}generation`;

/**
 * A hit's lookup in one round trip: the generation, then the entry filed under it. KEYS[1] is the
 * generation counter; the entry's name is built here from it (the store runs on one Redis, not a cluster).
 * A missing entry ends the reply after the generation.
 */
const LOOKUP_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
return { generation, redis.call('GET', ARGV[1] .. generation .. ':' .. ARGV[2]) }
`;

type LookupReply = [generation: Buffer, entry?: Buffer | null];
type RedisWithLookup = Redis & { cacheLookupBuffer(generationKey: string, prefix: string, key: string): Promise<LookupReply> };

/**
 * The response cache in Redis, shared by every app process: an answer cached by one is served by all,
 * and a write on any of them empties it for all before its own answer leaves.
 *
 * Emptying is one INCR of a generation counter; entries are keyed by the generation they were read in
 * (`travel:cache:<generation>:<key>`), so a new generation starts empty and the old entries are never
 * read again: they expire with their TTL (PX) instead of being deleted one by one. An answer read before a
 * write and stored after it lands in the old generation, where nobody looks.
 *
 * Memory: every entry has the TTL and none is larger than a tenth of RESPONSE_CACHE_MAX_MB; the total is
 * Redis's to bound (`maxmemory` with `volatile-lru`: only keys with a TTL are evicted, never the
 * generation counter). RESPONSE_CACHE_MAX_ENTRIES applies to the in-memory store only.
 *
 * Redis away or slow: every method resolves (a miss, nothing stored), the request reads the database.
 * A clear that could not reach Redis is repeated as soon as it answers again (on reconnect, and before
 * this process's next read), so the write is not hidden for longer than the outage behind answers other
 * processes cached before it.
 */
export class RedisResponseStore implements ResponseStore {
  private readonly failures = new RedisFailureLog('ResponseCache', 'answering uncached');
  private readonly ttlMs: number;
  private readonly maxEntryBytes: number;
  private clearPending = false;

  constructor(
    private readonly redis: Redis,
    config: Pick<ResponseCacheConfig, 'ttlSeconds' | 'maxMegabytes'>,
  ) {
    this.ttlMs = config.ttlSeconds * 1000;
    this.maxEntryBytes = maxEntryBytes(config);
    if (!('cacheLookupBuffer' in redis)) redis.defineCommand('cacheLookup', { numberOfKeys: 1, lua: LOOKUP_SCRIPT });
    redis.on('ready', () => {
      if (this.clearPending) void this.clear();
    });
  }

  async generation(): Promise<number | null> {
    // A clear that failed is made before anything is read: until then other processes' answers may predate our write.
    if (this.clearPending) await this.clear();
    try {
      const value = await this.redis.get(GENERATION_KEY);
      this.failures.succeeded();
      return value === null ? 0 : Number(value);
    } catch (error) {
      this.failures.failed('read the shared response cache', error);
      return null;
    }
  }

  async get(key: string, generation: number): Promise<CachedResponse | undefined> {
    try {
      const raw = await this.redis.getBuffer(entryKey(generation, key));
      return raw ? decode(raw) : undefined;
    } catch (error) {
      this.failures.failed('read the shared response cache', error);
      return undefined;
    }
  }

  async lookup(key: string): Promise<Lookup | null> {
    if (this.clearPending) await this.clear();
    try {
      const [generation, entry] = await (this.redis as RedisWithLookup).cacheLookupBuffer(GENERATION_KEY, CACHE_KEY_PREFIX, key);
      this.failures.succeeded();
      return { generation: Number(generation.toString()), hit: entry ? decode(entry) : undefined };
    } catch (error) {
      this.failures.failed('read the shared response cache', error);
      return null;
    }
  }

  async set(key: string, response: CachedResponse, readAtGeneration: number): Promise<void> {
    if (response.body.length > this.maxEntryBytes) return;
    try {
      await this.redis.set(entryKey(readAtGeneration, key), encode(response), 'PX', this.ttlMs);
    } catch (error) {
      this.failures.failed('write to the shared response cache', error);
    }
  }

  async clear(): Promise<void> {
    this.clearPending = true;
    try {
      await this.redis.incr(GENERATION_KEY);
      this.clearPending = false;
      this.failures.succeeded();
    } catch (error) {
      this.failures.failed('empty the shared response cache', error);
    }
  }
}

function entryKey(generation: number, key: string): string {
  return `${CACHE_KEY_PREFIX}${generation}:${key}`;
}

/** [header length: uint32 BE][headers as JSON][body]: the body's bytes as they are, no base64. */
function encode(response: CachedResponse): Buffer {
  const headers = Buffer.from(JSON.stringify(response.headers));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headers.length);
  return Buffer.concat([length, headers, response.body]);
}

function decode(raw: Buffer): CachedResponse | undefined {
  if (raw.length < 4) return undefined;
  const headersEnd = 4 + raw.readUInt32BE(0);
  if (headersEnd > raw.length) return undefined;
  try {
    const headers = JSON.parse(raw.subarray(4, headersEnd).toString('utf8')) as Record<string, string>;
    return { headers, body: Buffer.from(raw.subarray(headersEnd)) };
  } catch {
    return undefined;
  }
}
