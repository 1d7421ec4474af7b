/**
 * Bounds the work server rendering may take from one process. A page that is not in the page cache costs
 * a React render (tens of milliseconds of CPU on the event loop) plus its queries, and anyone can ask
 * for addresses that are never cached (an unknown path, a new query string each time). Without a bound,
 * a burst of such requests queues every request behind renders — the API's included.
 *
 * - The same address asked for while it is being rendered shares that render (one render, many answers:
 *   a popular page just after the cache was cleared costs one render, not one per visitor).
 * - At most `concurrent` renders run at once; up to `waiting` more wait their turn.
 * - Beyond that the caller is told at once (`'busy'`), and answers with the shell: the browser renders
 *   the page itself, and crawlers get a 503 that says "come back later".
 */
export class RenderGate<T> {
  private running = 0;
  private readonly queue: Array<() => void> = [];
  private readonly inFlight = new Map<string, Promise<T>>();

  constructor(
    private readonly concurrent: number,
    private readonly waiting: number,
  ) {}

  /** Renders `key` with `render` when a slot is free, or joins the render of `key` already under way. */
  run(key: string, render: () => Promise<T>): Promise<T> | 'busy' {
    const shared = this.inFlight.get(key);
    if (shared) return shared;
    if (this.running >= this.concurrent && this.queue.length >= this.waiting) return 'busy';
    const result = this.whenFree().then(async () => {
      try {
        return await render();
      } finally {
        this.inFlight.delete(key);
        this.release();
      }
    });
    this.inFlight.set(key, result);
    return result;
  }

  /** Renders running and waiting now (for tests and diagnostics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  private whenFree(): Promise<void> {
    if (this.running < this.concurrent) {
      this.running++;
      return Promise.resolve();
    }
    // The slot is handed over by release(): `running` stays counted for the next in line.
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.running--;
  }
}
