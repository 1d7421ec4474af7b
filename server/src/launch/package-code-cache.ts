import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Module } from 'node:module';
import { dirname, sep } from 'node:path';
import { Script } from 'node:vm';

/** The parts of Node's CommonJS loader this hooks into (internal to Node, stable since Node 12). */
interface LoaderModule {
  exports: unknown;
  require(id: string): unknown;
  _compile(content: string, filename: string, format?: string): unknown;
}
interface LoaderStatics {
  _resolveFilename(request: string, parent: LoaderModule, isMain: boolean, options?: { paths?: string[] }): string;
  _resolveLookupPaths(request: string, parent: LoaderModule): string[] | null;
  _extensions: NodeJS.RequireExtensions;
  _cache: NodeJS.Dict<NodeModule>;
}

type CommonJsWrapper = (exports: unknown, require: NodeJS.Require, module: LoaderModule, filename: string, dirname: string) => unknown;

/** A source with import() must be compiled without a cache on Node 20 (common/import-file.ts). */
const DYNAMIC_IMPORT = /\bimport\s*\(/;
const IN_PACKAGES = `${sep}node_modules${sep}`;

/**
 * V8's code cache for the CommonJS packages the server's bundle requires from node_modules (graphql,
 * class-validator and validator, PGlite, Express, pino: ~700 files, 3 MB, ~0.1 s of compiling at every
 * start). Node's loader resolves and reads them as always; only their compiling is replaced, by the same
 * wrapper Node uses, with the bytecode the last start kept.
 *
 * One file holds every package module's cache, each under its path and its source's hash, so an updated
 * package is compiled anew. Files with import() or a shebang are left to Node.
 */
export class PackageCodeCache {
  private readonly kept = new Map<string, { hash: string; data: Buffer }>();
  private readonly compiled = new Map<string, { hash: string; script: Script }>();

  constructor(file: string) {
    for (const entry of readEntries(file)) this.kept.set(entry.path, entry);
  }

  /** Compiles package modules through this cache from now on. */
  install(): void {
    const loader = Module as unknown as LoaderStatics;
    const proto = Module.prototype as unknown as LoaderModule;
    const compileAsNodeDoes = proto._compile;
    const cache = this;
    proto._compile = function compileWithCache(this: LoaderModule, content: string, filename: string, format?: string): unknown {
      const leftToNode =
        !filename.includes(IN_PACKAGES) || format === 'module' || filename.endsWith('.mjs') || content.startsWith('#!') || DYNAMIC_IMPORT.test(content);
      const script = leftToNode ? undefined : cache.script(content, filename);
      // An ES module required (Node 20.19+ loads those through here too): Node's own path.
      if (!script) return compileAsNodeDoes.call(this, content, filename, format);
      const module = this;
      const require = ((id: string) => module.require(id)) as NodeJS.Require;
      require.resolve = Object.assign((request: string, options?: { paths?: string[] }) => loader._resolveFilename(request, module, false, options), {
        paths: (request: string) => loader._resolveLookupPaths(request, module),
      });
      require.main = process.mainModule;
      require.extensions = loader._extensions;
      require.cache = loader._cache;
      return (script.runInThisContext() as CommonJsWrapper).call(module.exports, module.exports, require, module, filename, dirname(filename));
    };
  }

  /** True when modules were compiled without a usable cache since it was read. */
  get changed(): boolean {
    return this.compiled.size > 0;
  }

  /** The cache file's bytes: the entries read that still hold, and those of every module compiled since. */
  serialize(): Buffer {
    const entries = new Map(this.kept);
    for (const [path, { hash, script }] of this.compiled) entries.set(path, { hash, data: script.createCachedData() });
    const index: { path: string; hash: string; length: number }[] = [];
    for (const [path, { hash, data }] of entries) index.push({ path, hash, length: data.length });
    const header = Buffer.from(JSON.stringify(index));
    const size = Buffer.alloc(4);
    size.writeUInt32LE(header.length);
    return Buffer.concat([size, header, ...[...entries.values()].map((entry) => entry.data)]);
  }

  /** The module compiled, from the cache when it holds this source; undefined when it is not CommonJS. */
  private script(content: string, filename: string): Script | undefined {
    const hash = createHash('sha1').update(content).digest('base64');
    const kept = this.kept.get(filename);
    let script: Script;
    try {
      script = new Script(Module.wrap(content), { filename, cachedData: kept?.hash === hash ? kept.data : undefined });
    } catch {
      // import/export syntax in a .js file Node was to detect as an ES module.
      return undefined;
    }
    if (kept?.hash !== hash || script.cachedDataRejected === true) {
      this.kept.delete(filename);
      this.compiled.set(filename, { hash, script });
    }
    return script;
  }
}

function readEntries(file: string): { path: string; hash: string; data: Buffer }[] {
  try {
    const bytes = readFileSync(file);
    const headerLength = bytes.readUInt32LE(0);
    const index = JSON.parse(bytes.subarray(4, 4 + headerLength).toString()) as { path: string; hash: string; length: number }[];
    let offset = 4 + headerLength;
    return index.map(({ path, hash, length }) => {
      const data = bytes.subarray(offset, offset + length);
      offset += length;
      return { path, hash, data };
    });
  } catch {
    // None yet, or unreadable: every package is compiled, and the cache written anew.
    return [];
  }
}
