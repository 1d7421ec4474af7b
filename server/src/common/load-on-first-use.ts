import { createRequire } from 'node:module';

const requireCjs = createRequire(import.meta.url);

/**
 * A CommonJS package loaded the first time the returned function is called, then kept: for packages that
 * cost start-up time (hundreds of milliseconds of module loading) and that only some configurations use
 * (ioredis with REDIS_URL, the S3 SDK with S3_BUCKET). Synchronous, unlike `import()`, so constructors
 * can use it.
 */
export function loadOnFirstUse<T>(packageName: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireCjs(packageName) as T);
}
