import type { GraphQLRequest, RenderResult } from './web-build.js';

/** What the render thread starts with (render-worker.ts). */
export interface RenderWorkerData {
  ssrEntry: string;
  template: string;
  manifest: unknown;
}

/** Main thread → render thread. */
export type ToRenderWorker =
  | { type: 'render'; id: number; url: string; origin: string }
  /** The main thread stopped waiting for this render (its time limit): stop it. */
  | { type: 'abort'; id: number }
  /** The answer to an `execute` (`error` when running it failed, as the in-process link would see it). */
  | { type: 'executed'; operation: number; result?: unknown; error?: string };

/** Render thread → main thread. */
export type FromRenderWorker =
  | { type: 'rendered'; id: number; result: RenderResult }
  | { type: 'failed'; id: number; message: string }
  /** A GraphQL operation of render `render`, to run on the server's Apollo Server. */
  | { type: 'execute'; render: number; operation: number; request: GraphQLRequest }
  /** The warm-up render is done (render-worker.ts, warmUp), in this many ms. */
  | { type: 'warmed'; ms: number }
  | { type: 'warm-up-failed'; message: string }
  /** The server entry could not be loaded: every render will fail. */
  | { type: 'unavailable'; message: string };
