import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { closeRedisClient, createRedisClient } from './redis-client.js';

/** The shared Redis connection, or null when REDIS_URL is unset (every user then keeps its state elsewhere). */
export const REDIS = Symbol('REDIS');

/** Injects `Redis | null`: `constructor(@InjectRedis() redis: Redis | null)`. */
export const InjectRedis = () => Inject(REDIS);

/** One connection per process, shared by the response cache and the rate limits; closed on shutdown. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Redis | null => (config.redisUrl ? createRedisClient(config.redisUrl) : null),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@InjectRedis() private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis) await closeRedisClient(this.redis);
  }
}
