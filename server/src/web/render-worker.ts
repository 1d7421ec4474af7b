/**
 * The server render's own thread (render-thread.ts starts it): loads the web app's server entry
 * (web/dist-ssr) and renders the pages the main thread asks for. Each GraphQL operation a page makes is
 * sent back to the main thread, which runs it on the server's Apollo Server (executeOperation): the data,
 * guards and limits stay where the app is; only React's work moves here, off the event loop that answers
 * the API.
 *
 * The thread warms itself up first (see warmUp).
 *
 * Runs as its own file (dist/web/render-worker.js) with nothing of the app's but web-build.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { FromRenderWorker, RenderWorkerData, ToRenderWorker } from './render-protocol.js';
import { loadServerEntry, type GraphQLRequest, type ServerEntry } from './web-build.js';

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread (render-thread.ts starts it)');
const port = parentPort;
const data = workerData as RenderWorkerData;

/** The page rendered once as soon as the entry is loaded, so no visitor pays for the cold first render. */
const WARM_UP_PATH = '/';
const WARM_UP_ORIGIN = 'http://localhost';

const entry = loadServerEntry(data.ssrEntry);
entry.then(warmUp, (error: unknown) => post({ type: 'unavailable', message: describe(error) }));

/** Renders under way, by id: aborted when the main thread gives up on one (its time limit). */
const renders = new Map<number, AbortController>();
/** Operations sent to the main thread and not yet answered. */
const operations = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
let nextOperation = 0;

port.on('message', (message: ToRenderWorker) => {
  switch (message.type) {
    case 'render':
      void render(message.id, message.url, message.origin);
      break;
    case 'abort':
      renders.get(message.id)?.abort();
      break;
    case 'executed': {
      const operation = operations.get(message.operation);
      operations.delete(message.operation);
      if (message.error === undefined) operation?.resolve(message.result);
      else operation?.reject(new Error(message.error));
      break;
    }
  }
});

/**
 * A process's first render costs several times a later one: code compiled on first use, the style system
 * built, lazy routes loaded. The warm-up pays that here while the main thread is still loading the app and
 * opening the database, which is why it runs without data: its operations are answered with an error at
 * once (the page renders its error states), and no database is touched. Its page is thrown away.
 * Measured (`npm start` on a seeded folder): the first page came 0.75 s after listening without it,
 * 0.4 s with it. More rounds made the first page no faster: the main thread, still starting, shares the
 * machine's two cores with this one.
 */
async function warmUp(loaded: ServerEntry): Promise<void> {
  const started = performance.now();
  try {
    await loaded.render({
      url: WARM_UP_PATH,
      origin: WARM_UP_ORIGIN,
      template: data.template,
      manifest: data.manifest,
      execute: () => Promise.resolve({ errors: [{ message: 'The warm-up render has no data' }] }),
    });
    post({ type: 'warmed', ms: Math.round(performance.now() - started) });
  } catch (error) {
    post({ type: 'warm-up-failed', message: describe(error) });
  }
}

async function render(id: number, url: string, origin: string): Promise<void> {
  const controller = new AbortController();
  renders.set(id, controller);
  try {
    const result = await (
      await entry
    ).render({ url, origin, template: data.template, manifest: data.manifest, execute: (request) => execute(id, request), signal: controller.signal });
    post({ type: 'rendered', id, result });
  } catch (error) {
    post({ type: 'failed', id, message: describe(error) });
  } finally {
    renders.delete(id);
  }
}

function execute(render: number, request: GraphQLRequest): Promise<unknown> {
  const operation = nextOperation++;
  return new Promise((resolve, reject) => {
    operations.set(operation, { resolve, reject });
    post({ type: 'execute', render, operation, request });
  });
}

function post(message: FromRenderWorker): void {
  port.postMessage(message);
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
