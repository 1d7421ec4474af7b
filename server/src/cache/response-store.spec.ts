import { describe, expect, it } from '@jest/globals';
import { MemoryResponseStore } from './response-store.js';

const answer = (text: string) => ({ headers: { 'content-type': 'application/json' }, body: Buffer.from(text) });

describe('MemoryResponseStore', () => {
  it('keeps an answer until cleared', async () => {
    const store = new MemoryResponseStore({ ttlSeconds: 60, maxEntries: 10, maxMegabytes: 1 });
    await store.set('k', answer('{"data":1}'), (await store.generation())!);
    expect((await store.get('k', (await store.generation())!))?.body.toString()).toBe('{"data":1}');
    await store.clear();
    expect(await store.get('k', (await store.generation())!)).toBeUndefined();
  });

  it('drops an answer read before a write cleared the cache (it may predate the write)', async () => {
    const store = new MemoryResponseStore({ ttlSeconds: 60, maxEntries: 10, maxMegabytes: 1 });
    const readAt = (await store.generation())!;
    await store.clear();
    await store.set('k', answer('stale'), readAt);
    expect(await store.get('k', (await store.generation())!)).toBeUndefined();
  });

  it('evicts the least recently used beyond its entries, and never keeps an answer over a tenth of its size', async () => {
    const store = new MemoryResponseStore({ ttlSeconds: 60, maxEntries: 2, maxMegabytes: 1 });
    const g = (await store.generation())!;
    await store.set('a', answer('a'), g);
    await store.set('b', answer('b'), g);
    await store.get('a', g);
    await store.set('c', answer('c'), g);
    expect(await store.get('b', g)).toBeUndefined();
    expect(await store.get('a', g)).toBeDefined();
    await store.set('big', answer('x'.repeat(200 * 1024)), g);
    expect(await store.get('big', g)).toBeUndefined();
  });
});
