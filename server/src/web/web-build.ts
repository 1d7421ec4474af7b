import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importFile } from '../common/import-file.js';

/** What the web workspace's server entry (web/src/entry-server.tsx, built to web/dist-ssr) exports. */
export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}
export type GraphQLExecutor = (request: GraphQLRequest) => Promise<unknown>;
export type RenderResult = { kind: 'client-only' } | { kind: 'page'; status: number; html: string };
export interface ServerEntry {
  render(request: {
    url: string;
    origin: string;
    template: string;
    manifest: unknown;
    execute: GraphQLExecutor;
    signal?: AbortSignal;
  }): Promise<RenderResult>;
}

/**
 * The built web app as the server uses it: `npm run build -w web` writes the browser build to web/dist
 * (index.html, hashed assets, .vite/manifest.json) and the server render to web/dist-ssr, outside what
 * browsers are served.
 */
export interface WebBuild {
  /** Folder served to browsers. */
  readonly dist: string;
  /** index.html: the shell of client-only pages and the template of rendered ones. */
  readonly template: string;
  readonly manifest: unknown;
  /** The server render's module; null when only the browser build exists (pages are then the shell). */
  readonly ssrEntry: string | null;
}

/** The build in `webDist`, or null when there is none (API-only server, most tests). */
export function readWebBuild(webDist: string | undefined): WebBuild | null {
  if (!webDist) return null;
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return null;
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  const ssrEntry = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  return {
    dist: webDist,
    template: readFileSync(index, 'utf8'),
    manifest: existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown) : {},
    ssrEntry: existsSync(ssrEntry) ? ssrEntry : null,
  };
}

export async function loadServerEntry(file: string): Promise<ServerEntry> {
  const module = (await importFile(pathToFileURL(file).href)) as Partial<ServerEntry>;
  if (typeof module.render !== 'function') throw new Error(`${file} exports no render function: rebuild the web app`);
  return module as ServerEntry;
}
