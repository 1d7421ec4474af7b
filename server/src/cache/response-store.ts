import { LRUCache } from 'lru-cache';
import type { ResponseCacheConfig } from '../config/config.js';

/** One answer as it was sent (in one encoding): replayed byte for byte with its stored headers and ETag. */
export interface CachedResponse {
  /** Headers the handler set that shape the answer (content type, Apollo's cache-control). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/**
 * Where cached answers live: one process's memory (MemoryResponseStore) or Redis, shared by every
 * process (RedisResponseStore, when REDIS_URL is set).
 *
 * `generation()` names the cache's current contents; `clear()` starts a new one. A read remembers the
 * generation before it asks the database, looks its key up in that generation, and `set()` files its
 * answer under it: when a write cleared the cache meanwhile, the answer (which may have been read before
 * the write committed) is never served. `generation()` answers null when the store cannot be reached:
 * the request then goes to the database uncached. No method rejects.
 */
export interface ResponseStore {
  generation(): Promise<number | null>;
  get(key: string, generation: number): Promise<CachedResponse | undefined>;
  /**
   * generation() and get() in one step, for the hot path of a hit: one round trip to Redis. Null when the
   * store cannot be reached.
   */
  lookup(key: string): Promise<Lookup | null>;
  set(key: string, response: CachedResponse, readAtGeneration: number): Promise<void>;
  clear(): Promise<void>;
}

/** What a lookup found: the generation to store a miss's answer under, and the hit if there was one. */
export interface Lookup {
  readonly generation: number;
  readonly hit: CachedResponse | undefined;
}

export const RESPONSE_STORE = Symbol('RESPONSE_STORE');

/** One process's answers: an LRU bounded by entries and bytes, each entry living at most the TTL. */
export class MemoryResponseStore implements ResponseStore {
  private current = 0;
  private readonly entries: LRUCache<string, CachedResponse>;
  private readonly maxEntryBytes: number;

  constructor(config: Pick<ResponseCacheConfig, 'ttlSeconds' | 'maxEntries' | 'maxMegabytes'>) {
    const maxSize = config.maxMegabytes * 1024 * 1024;
    this.maxEntryBytes = maxEntryBytes(config);
    this.entries = new LRUCache<string, CachedResponse>({
      max: config.maxEntries,
      maxSize,
      sizeCalculation: (response, key) => response.body.length + key.length + 256,
      ttl: config.ttlSeconds * 1000,
      // Expired entries are dropped when met; no timer per entry.
      ttlAutopurge: false,
    });
  }

  async generation(): Promise<number> {
    return this.current;
  }

  async get(key: string, generation: number): Promise<CachedResponse | undefined> {
    return generation === this.current ? this.entries.get(key) : undefined;
  }

  async lookup(key: string): Promise<Lookup> {
    return { generation: this.current, hit: this.entries.get(key) };
  }

  async set(key: string, response: CachedResponse, readAtGeneration: number): Promise<void> {
    if (readAtGeneration !== this.current || response.body.length > this.maxEntryBytes) return;
    this.entries.set(key, response);
  }

  async clear(): Promise<void> {
    this.current += 1;
    this.entries.clear();
  }
}

/** An answer over a tenth of RESPONSE_CACHE_MAX_MB is never kept (one huge answer must not push out the rest). */
export function maxEntryBytes(config: Pick<ResponseCacheConfig, 'maxMegabytes'>): number {
  return Math.floor((config.maxMegabytes * 1024 * 1024) / 10);
}
