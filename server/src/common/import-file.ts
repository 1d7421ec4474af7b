/**
 * Where the production bundle's launcher (launch/run-bundle.ts) keeps an import() for the bundle: code run from
 * V8's code cache cannot call import() itself on Node 20 (the cache drops what import() needs,
 * nodejs/node#43663), so the bundle has none of its own and loads ES module files through the launcher.
 */
export const IMPORT_FILE = Symbol.for('travel-agency.import-file');

type ImportFile = (url: string) => Promise<unknown>;

/** import() of an ES module file outside the server's code (the web app's server entry). */
export function importFile(url: string): Promise<unknown> {
  const viaLauncher = (globalThis as Record<symbol, ImportFile | undefined>)[IMPORT_FILE];
  return viaLauncher ? viaLauncher(url) : import(url);
}
