// Jest's Node environment plus a cache that lives as long as the worker process, not the test file.
//
// Jest gives every test file a fresh module registry and global object, so anything a test file makes
// is made again by the next one. The migrated template (a ~40 MB PGlite dump) is the same for every
// file: this module is loaded once per worker, outside the files' sandboxes, and hands each file the
// same objects through `globalThis.__workerCache`. Only immutable things go in it (Blobs), so files
// still cannot see each other's data: each opens a database of its own from them.
//
// Not the engine's compiled WebAssembly module: Emscripten checks `instanceof WebAssembly.Module`,
// false for a module made in another file's sandbox, and sharing one WebAssembly namespace breaks its
// function tables.
import { TestEnvironment } from 'jest-environment-node';

/** @type {Map<string, unknown>} one per worker process */
const workerCache = new Map();

export default class WorkerEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__workerCache = workerCache;
  }
}
