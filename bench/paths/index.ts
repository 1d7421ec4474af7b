/**
 * Every hot path of `npm run bench`, in the order they run: reads first, writes last, so that the
 * writes do not change what the reads see. Each bench/paths/<area>.ts exports `paths: HotPath[]`.
 */
import type { HotPath } from '../lib/types.js';
import { paths as catalog } from './catalog.js';
import { paths as home } from './home.js';
import { paths as operations } from './operations.js';
import { paths as pages } from './pages.js';
import { paths as stays } from './stays.js';

export const PATHS: readonly HotPath[] = [...home, ...catalog, ...pages, ...stays, ...operations];

const keys = new Set<string>();
for (const p of PATHS) {
  if (keys.has(p.key)) throw new Error(`Two hot paths have the key "${p.key}".`);
  keys.add(p.key);
}
