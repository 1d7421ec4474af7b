import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FromRenderWorker, RenderWorkerData, ToRenderWorker } from './render-protocol.js';
import { readWebBuild, type GraphQLExecutor, type RenderResult, type WebBuild } from './web-build.js';

/** tsc's output of render-worker.ts, beside this module's (the bundle keeps each module's own import.meta.url). */
const WORKER_FILE = fileURLToPath(new URL('./render-worker.js', import.meta.url));

type WarmUpOutcome = { ms: number } | { error: string };

interface PendingRender {
  execute: GraphQLExecutor;
  resolve(result: RenderResult): void;
  reject(error: Error): void;
}

/** A render that failed in the render thread, with that thread's stack. */
export class RenderFailure extends Error {
  constructor(described: string) {
    super(described.split('\n', 1)[0] ?? described);
    this.name = 'RenderFailure';
    this.stack = described;
  }
}

/**
 * The main thread's side of the server render's thread (render-worker.ts). Pages are rendered there, so
 * React's CPU is not spent on the event loop that answers the API, and on the second core while the app
 * starts: the thread loads the web app and renders the home page once (the warm-up, render-worker.ts)
 * while this thread loads the server and opens the database. A process's first render costs several
 * times a later one; the warm-up pays for it before anyone asks.
 *
 * A thread that dies fails its renders (the caller sends the shell) and is started again for the next one.
 */
export class RenderThread {
  private worker: Worker | null = null;
  private nextRender = 0;
  private readonly renders = new Map<number, PendingRender>();
  private closed = false;
  private unavailable: string | null = null;
  private onUnavailable: ((message: string) => void) | null = null;
  private settleWarmUp!: (outcome: WarmUpOutcome) => void;
  /** How the warm-up went: its time in ms, or why it failed (for the start-up log). */
  readonly warmUp = new Promise<WarmUpOutcome>((resolve) => (this.settleWarmUp = resolve));

  /** False where the worker's compiled file is missing (the sources run by ts-jest): render in-process then. */
  static available(): boolean {
    return existsSync(WORKER_FILE);
  }

  /** Starts the thread at once: it loads the server entry and warms up before any render is asked for. */
  constructor(private readonly data: RenderWorkerData) {
    this.ensureWorker();
  }

  get ssrEntry(): string {
    return this.data.ssrEntry;
  }

  /** Called with the reason when the web app's server entry cannot be loaded (at once if that already happened). */
  whenUnavailable(listener: (message: string) => void): void {
    this.onUnavailable = listener;
    if (this.unavailable !== null) listener(this.unavailable);
  }

  /** Renders `url` in the render thread; its GraphQL operations are run here with `execute`. */
  render(url: string, origin: string, execute: GraphQLExecutor, signal?: AbortSignal): Promise<RenderResult> {
    if (this.closed) return Promise.reject(new Error('The render thread is closed'));
    const worker = this.ensureWorker();
    const id = this.nextRender++;
    return new Promise<RenderResult>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason as Error);
      const onAbort = (): void => {
        this.renders.delete(id);
        this.send(worker, { type: 'abort', id });
        reject(signal?.reason as Error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settled = (): void => signal?.removeEventListener('abort', onAbort);
      this.renders.set(id, {
        execute,
        resolve: (result) => (settled(), resolve(result)),
        reject: (error) => (settled(), reject(error)),
      });
      this.send(worker, { type: 'render', id, url, origin });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('The render thread is closed'));
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE, { workerData: this.data });
    // Never what keeps the process alive: the HTTP server does that, and shutdown closes this.
    worker.unref();
    worker.on('message', (message: FromRenderWorker) => this.receive(worker, message));
    worker.on('error', (error) => this.failAll(new RenderFailure(error.stack ?? error.message)));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      this.failAll(new Error(`The render thread stopped (exit code ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private receive(worker: Worker, message: FromRenderWorker): void {
    switch (message.type) {
      case 'rendered':
        this.take(message.id)?.resolve(message.result);
        break;
      case 'failed':
        this.take(message.id)?.reject(new RenderFailure(message.message));
        break;
      case 'execute': {
        const pending = this.renders.get(message.render);
        const answer = pending ? pending.execute(message.request) : Promise.reject(new Error('The render was abandoned'));
        answer.then(
          (result) => this.send(worker, { type: 'executed', operation: message.operation, result }),
          (error: unknown) => this.send(worker, { type: 'executed', operation: message.operation, error: error instanceof Error ? error.message : String(error) }),
        );
        break;
      }
      case 'warmed':
        this.settleWarmUp({ ms: message.ms });
        break;
      case 'warm-up-failed':
        this.settleWarmUp({ error: message.message });
        break;
      case 'unavailable':
        this.unavailable = message.message;
        this.onUnavailable?.(message.message);
        break;
    }
  }

  private take(id: number): PendingRender | undefined {
    const pending = this.renders.get(id);
    this.renders.delete(id);
    return pending;
  }

  private send(worker: Worker, message: ToRenderWorker): void {
    try {
      worker.postMessage(message);
    } catch (error) {
      // An answer that cannot be copied to the thread (never expected of GraphQL results): the render
      // gets an error for that operation instead of waiting for ever.
      if (message.type === 'executed' && message.error === undefined) {
        worker.postMessage({ type: 'executed', operation: message.operation, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  private failAll(error: Error): void {
    const pending = [...this.renders.values()];
    this.renders.clear();
    for (const render of pending) render.reject(error);
  }
}

/** The thread main.ts started before the app (see startRenderThreadEarly), until the page renderer takes it. */
let early: RenderThread | null = null;

/**
 * Starts the render thread before the rest of the server is even loaded, so the web app's loading and the
 * warm-up render run on the second core while this one loads the app and opens the database.
 */
export function startRenderThreadEarly(webDist: string | undefined): void {
  const build = readWebBuild(webDist);
  if (build?.ssrEntry && RenderThread.available()) early = new RenderThread(renderWorkerData(build, build.ssrEntry));
}

/** The thread for `build`: the one started early if it renders the same entry, else a new one; null without the worker's file. */
export function claimRenderThread(build: WebBuild, ssrEntry: string): RenderThread | null {
  const started = early;
  early = null;
  if (started && started.ssrEntry === ssrEntry) return started;
  void started?.close();
  return RenderThread.available() ? new RenderThread(renderWorkerData(build, ssrEntry)) : null;
}

function renderWorkerData(build: WebBuild, ssrEntry: string): RenderWorkerData {
  return { ssrEntry, template: build.template, manifest: build.manifest };
}
