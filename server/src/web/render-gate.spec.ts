import { RenderGate } from './render-gate.js';

/** A render that ends when the test says so. */
function controlled(): { render: () => Promise<string>; finish(value: string): void; started: () => boolean } {
  let resolve: ((value: string) => void) | undefined;
  let started = false;
  const promise = new Promise<string>((r) => (resolve = r));
  return {
    render: () => {
      started = true;
      return promise;
    },
    finish: (value) => resolve!(value),
    started: () => started,
  };
}

/** The render's answer; fails the test when the gate turned it away. */
function admitted<T>(result: Promise<T> | 'busy'): Promise<T> {
  if (result === 'busy') throw new Error('the gate answered busy');
  return result;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderGate', () => {
  it('shares one render between requests for the same address', async () => {
    const gate = new RenderGate<string>(2, 2);
    const first = controlled();
    const second = controlled();
    const a = gate.run('/p/1', first.render);
    const b = gate.run('/p/1', second.render);
    await tick();
    expect(first.started()).toBe(true);
    expect(second.started()).toBe(false);
    first.finish('page');
    expect(await a).toBe('page');
    expect(await b).toBe('page');
    // Once it is done, the next request for the address renders afresh.
    const third = controlled();
    const c = gate.run('/p/1', third.render);
    await tick();
    expect(third.started()).toBe(true);
    third.finish('again');
    expect(await c).toBe('again');
  });

  it('runs at most `concurrent` renders, queues up to `waiting`, and answers busy beyond', async () => {
    const gate = new RenderGate<string>(2, 1);
    const [zero, one, two] = [controlled(), controlled(), controlled()];
    const renders = [zero, one, two];
    const results = renders.map((r, i) => admitted(gate.run(`/p/${i}`, r.render)));
    await tick();
    expect(renders.map((r) => r.started())).toEqual([true, true, false]);
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    expect(gate.run('/p/busy', controlled().render)).toBe('busy');

    zero.finish('zero');
    expect(await results[0]).toBe('zero');
    await tick();
    // The freed slot went to the one waiting, not back to the pool.
    expect(two.started()).toBe(true);
    expect(gate.load).toEqual({ running: 2, waiting: 0 });

    one.finish('one');
    two.finish('two');
    expect(await Promise.all(results)).toEqual(['zero', 'one', 'two']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot and the address when a render fails', async () => {
    const gate = new RenderGate<string>(1, 0);
    const failing = gate.run('/p/x', () => Promise.reject(new Error('boom')));
    await expect(failing).rejects.toThrow('boom');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    expect(await gate.run('/p/x', () => Promise.resolve('ok'))).toBe('ok');
  });
});
