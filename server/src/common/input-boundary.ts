/**
 * The one boundary every value a client sends crosses before any code uses it (REST query, body and path
 * parameters, GraphQL variables and inline arguments, nested at any depth):
 * - a string holding NUL (U+0000) is refused: PostgreSQL cannot store it in text and answered an internal error;
 * - a string that is not well-formed Unicode (a lone UTF-16 surrogate) is refused: it cannot be written as
 *   UTF-8 (PostgreSQL, JSON audit events) and made validators throw (isEmail's URIError);
 * - a UUID is turned into its canonical lower-case form (RFC 9562 reads them case-insensitively, PostgreSQL
 *   answers them lower-case): code that keys maps or compares by id then sees one spelling only;
 * - nesting deeper than {@link MAX_INPUT_DEPTH} is refused before anything walks it recursively.
 *
 * Object keys are checked like strings (a key reaches "Unknown field" messages and JSON columns).
 * Walks are iterative, so hostile depth cannot overflow the walker itself.
 */
import { badInput, type AppError } from './errors.js';

/**
 * The deepest nesting of objects and arrays a request may have. The app's deepest input (a holiday package's
 * itinerary day inside a GraphQL request body) is about 6 levels; class-transformer and JSON.stringify
 * recurse, and a body nested a few thousand levels overflowed the stack: an internal error, not a refusal.
 */
export const MAX_INPUT_DEPTH = 32;

export const Refusal = {
  NUL: 'Text must not contain a NUL character (U+0000).',
  ILL_FORMED: 'Text must be valid Unicode (it holds a lone surrogate).',
  TOO_DEEP: `The request is nested too deeply (more than ${MAX_INPUT_DEPTH} levels).`,
} as const;

// With the `u` flag a well-formed pair is one astral code point; only an unpaired half is in Cs.
const LONE_SURROGATE = /\p{Cs}/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What is wrong with one string, or undefined when it may pass. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return Refusal.NUL;
  if (LONE_SURROGATE.test(text)) return Refusal.ILL_FORMED;
  return undefined;
}

/** A UUID in its canonical lower-case form; any other string as it is. */
export function canonicalId(text: string): string {
  return text.length === 36 && UUID.test(text) ? text.toLowerCase() : text;
}

export interface InputProblem {
  /** Where: `input.email`, `ids.2`, or '' for the value itself. */
  path: string;
  message: string;
}

/**
 * Checks a value and everything inside it; answers the first problem found. `maxDepth` counts the levels of
 * objects and arrays below the value itself.
 */
export function findInputProblem(value: unknown, rootPath = '', maxDepth = MAX_INPUT_DEPTH): InputProblem | undefined {
  const stack: [unknown, string, number][] = [[value, rootPath, 0]];
  while (stack.length) {
    const [current, path, depth] = stack.pop()!;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) return { path, message };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return { path, message: Refusal.TOO_DEEP };
    const entries = Object.entries(current);
    for (const [key] of entries) {
      const keyMessage = textProblem(key);
      if (keyMessage) return { path: path || '(field name)', message: keyMessage };
    }
    // Reversed onto the stack, so the first problem in the order the client wrote is the one reported.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      stack.push([child, path ? `${path}.${key}` : key, depth + 1]);
    }
  }
  return undefined;
}

/** The refusal for a problem: the field's path names it, so a form can show it under its input. */
export function refusalOf(problem: InputProblem): AppError {
  const where = problem.path ? ` (${problem.path})` : '';
  return badInput(`${problem.message.replace(/\.$/, '')}${where}.`, problem.path ? { [problem.path]: problem.message } : undefined);
}

/**
 * Lower-cases every UUID inside a value that has passed {@link findInputProblem}: strings are answered
 * canonical, objects and arrays are changed in place (they are the request's own, parsed for this request).
 * Values under secret keys (a password that happens to look like a UUID) are left exactly as typed.
 */
export function canonicalizeIds<T>(value: T, isSecretKey: (key: string) => boolean): T {
  if (typeof value === 'string') return canonicalId(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  const stack: object[] = [value];
  while (stack.length) {
    const current = stack.pop() as Record<string, unknown>;
    for (const key of Object.keys(current)) {
      const child = current[key];
      if (typeof child === 'string') {
        if (isSecretKey(key)) continue;
        const canonical = canonicalId(child);
        if (canonical !== child) current[key] = canonical;
      } else if (typeof child === 'object' && child !== null) {
        stack.push(child);
      }
    }
  }
  return value;
}
