/**
 * A value made once per Jest worker process and shared by the test files it runs
 * (test/support/worker-environment.js). For immutable things only: a compiled WebAssembly module, a
 * Blob. Outside Jest (or under another environment) it is simply made once per module registry.
 */
export function workerCached<T>(key: string, make: () => T): T {
  const holder = globalThis as { __workerCache?: Map<string, unknown> };
  const cache = (holder.__workerCache ??= new Map<string, unknown>());
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}
