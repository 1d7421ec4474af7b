import {
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import { nonNullInputDefaults } from './input-defaults.js';
import { Logger } from '@nestjs/common';

/** How often a document must arrive before it is compiled: a one-off query is not worth a compilation. */
export const COMPILE_AFTER_SEEN = 2;

/** The most text kept in compiled documents and in the counts of documents seen, each (UTF-16 units). */
const MAX_TEXT = 4_000_000;

type GraphQLJit = typeof import('graphql-jit');
let jit: GraphQLJit | undefined;
let jitLoading: Promise<GraphQLJit> | undefined;

/**
 * graphql-jit, with fast-json-stringify and ajv (about 160 modules, a few hundred milliseconds of this
 * thread), is loaded when the first document comes back often enough to be compiled, not during start-up
 * nor on the first read: the first requests after `npm start` (the home page's render runs its queries on
 * this thread) do not wait behind it, and until it is loaded Apollo answers as it always can.
 */
export function loadGraphQLJit(): Promise<GraphQLJit> {
  jitLoading ??= import('graphql-jit').then((loaded) => (jit = loaded));
  return jitLoading;
}

type Prepared =
  /** Parsed and valid: its operations compiled on first use (null: graphql-jit refused that operation). */
  | { readonly valid: true; readonly document: DocumentNode; readonly byOperation: Map<string, CompiledQuery | null> }
  /** A parse or validation error: always left to Apollo, which words the error. */
  | { readonly valid: false };

/**
 * GraphQL documents compiled to JavaScript by graphql-jit, per document and operation, behind the same parse
 * options (token limit) and validation rules (graphql's own plus the depth, cost, alias and directive
 * limits) Apollo applies. Only documents already sent `COMPILE_AFTER_SEEN` times are compiled, so a stream of
 * distinct documents (a prober, a fuzzer) costs a count, never a compilation each; both maps are bounded.
 */
export class CompiledReads {
  private readonly seen = new LRUCache<string, number>({ maxSize: MAX_TEXT, sizeCalculation: (_count, query) => query.length || 1 });
  private readonly prepared = new LRUCache<string, Prepared>({ maxSize: MAX_TEXT, sizeCalculation: (_prepared, query) => query.length || 1 });
  private readonly rules: readonly ValidationRule[];
  private compilerRequested = false;

  constructor(
    private readonly schema: GraphQLSchema,
    extraRules: readonly ValidationRule[],
    private readonly parseOptions: ParseOptions,
    /** Which operations may be compiled at all (default: every valid one); the others stay Apollo's. */
    private readonly accepts: (operation: OperationDefinitionNode) => boolean = () => true,
  ) {
    this.rules = [...specifiedRules, ...extraRules];
  }

  /** Starts loading the compiler once; until it is there, every query is Apollo's. */
  private requestCompiler(): void {
    if (this.compilerRequested) return;
    this.compilerRequested = true;
    loadGraphQLJit().catch((error: unknown) =>
      new Logger('GraphQLFastPath').warn(`graphql-jit could not be loaded, Apollo answers every query: ${String(error)}`),
    );
  }

  /** The compiled operation, or undefined: not seen often enough yet, invalid, or not compilable. */
  compiled(query: string, operationName: string | undefined): CompiledQuery | undefined {
    let prepared = this.prepared.get(query);
    if (!prepared) {
      const count = (this.seen.get(query) ?? 0) + 1;
      if (count < COMPILE_AFTER_SEEN || !jit) {
        this.seen.set(query, count);
        if (count >= COMPILE_AFTER_SEEN) this.requestCompiler();
        return undefined;
      }
      this.seen.delete(query);
      prepared = this.prepare(query);
      this.prepared.set(query, prepared);
    }
    // A prepared document exists only once the compiler is loaded.
    if (!prepared.valid || !jit) return undefined;
    const name = operationName ?? '';
    let compiled = prepared.byOperation.get(name);
    if (compiled === undefined) {
      compiled = this.compile(jit, prepared.document, operationName);
      prepared.byOperation.set(name, compiled);
    }
    return compiled ?? undefined;
  }

  private prepare(query: string): Prepared {
    try {
      const document = parse(query, this.parseOptions);
      if (validate(this.schema, document, this.rules).length > 0) return { valid: false };
      return { valid: true, document, byOperation: new Map() };
    } catch {
      return { valid: false };
    }
  }

  private compile(compiler: GraphQLJit, document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName === undefined ? (operations.length === 1 ? operations[0] : undefined) : operations.find((o) => o.name?.value === operationName);
    if (!operation || !this.accepts(operation)) return null;
    try {
      const compiled = compiler.compileQuery(this.schema, document, operationName);
      if (!compiler.isCompiledQuery(compiled)) return null;
      const fill = nonNullInputDefaults(this.schema, operation);
      if (!fill) return compiled;
      const query = compiled.query.bind(compiled);
      return { ...compiled, query: (root, context, variables) => query(root, context, variables && fill(variables)) };
    } catch {
      return null;
    }
  }
}
