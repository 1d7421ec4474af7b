/**
 * Every hot path of `npm run bench`, in the order they run (reads first, writes last so they do not
 * change what the reads see). Each bench/paths/<area>.ts exports `paths: HotPath[]`.
 */
import type { HotPath } from '../lib/types.js';

/** Modules in run order. */
const MODULES = ['home', 'catalog', 'stays', 'operations'] as const;

export interface Registry {
  paths: HotPath[];
  /** Modules that are not there (yet): named in the log, not an error. */
  missing: string[];
}

export async function loadPaths(): Promise<Registry> {
  const paths: HotPath[] = [];
  const missing: string[] = [];
  for (const name of MODULES) {
    const url = new URL(`./${name}.ts`, import.meta.url);
    let mod: { paths?: HotPath[] };
    try {
      mod = (await import(url.href)) as { paths?: HotPath[] };
    } catch (error) {
      // Only this module's own absence is tolerated; an error inside an existing module is not.
      if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && String((error as Error).message).includes(url.pathname)) {
        missing.push(`bench/paths/${name}.ts`);
        continue;
      }
      throw error;
    }
    if (!mod.paths) throw new Error(`bench/paths/${name}.ts exports no paths.`);
    paths.push(...mod.paths);
  }
  const keys = new Set<string>();
  for (const p of paths) {
    if (keys.has(p.key)) throw new Error(`Two hot paths have the key "${p.key}".`);
    keys.add(p.key);
  }
  return { paths, missing };
}
