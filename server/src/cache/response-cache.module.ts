import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ResponseCacheMiddleware } from './response-cache.middleware.js';
import { MemoryResponseStore, RESPONSE_STORE, type ResponseStore } from './response-store.js';

/**
 * The anonymous catalog response cache. createApp() mounts ResponseCacheMiddleware on Express right after
 * the body parsers (a Nest middleware could not cover /graphql, which sits outside the /api prefix).
 * RESPONSE_CACHE=off provides no store: nothing is cached, HTTP caching headers still apply.
 */
@Module({
  providers: [
    {
      provide: RESPONSE_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ResponseStore | null => (config.responseCache.enabled ? new MemoryResponseStore(config.responseCache) : null),
    },
    ResponseCacheMiddleware,
  ],
  exports: [RESPONSE_STORE, ResponseCacheMiddleware],
})
export class ResponseCacheModule {}
