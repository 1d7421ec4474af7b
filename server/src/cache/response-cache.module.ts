import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { REDIS } from '../redis/redis.module.js';
import { RedisResponseStore } from './redis-response-store.js';
import { ResponseCacheMiddleware } from './response-cache.middleware.js';
import { MemoryResponseStore, RESPONSE_STORE, type ResponseStore } from './response-store.js';

/**
 * The anonymous catalog response cache. createApp() mounts ResponseCacheMiddleware on Express right after
 * the body parsers (a Nest middleware could not cover /graphql, which sits outside the /api prefix).
 * With REDIS_URL the store is Redis, shared by every process (a write on one empties it for all); without,
 * each process keeps its own in memory. RESPONSE_CACHE=off provides no store: nothing is cached, HTTP
 * caching headers still apply.
 */
@Module({
  providers: [
    {
      provide: RESPONSE_STORE,
      inject: [APP_CONFIG, REDIS],
      useFactory: (config: AppConfig, redis: Redis | null): ResponseStore | null => {
        if (!config.responseCache.enabled) return null;
        return redis ? new RedisResponseStore(redis, config.responseCache) : new MemoryResponseStore(config.responseCache);
      },
    },
    ResponseCacheMiddleware,
  ],
  exports: [RESPONSE_STORE, ResponseCacheMiddleware],
})
export class ResponseCacheModule {}
