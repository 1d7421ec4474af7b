/**
 * Small helpers for hot paths: asking GraphQL and REST once (checks) and building the requests that
 * autocannon replays (load), plus a comparison that prints both answers when they differ.
 */
import { isDeepStrictEqual } from 'node:util';
import type autocannon from 'autocannon';

export interface AskOptions {
  /** Bearer token (ctx.tokens.*). */
  token?: string;
  /** Milliseconds (60 s: a slow query under a check should fail with a message, not hang the run). */
  timeoutMs?: number;
}

function headers(token?: string, json = true): Record<string, string> {
  return { ...(json ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/** The operation name of a document (`query Foo(...)` → Foo), so requests show up named in logs. */
function operationName(document: string): string | undefined {
  return /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1];
}

export function graphqlBody(document: string, variables: Record<string, unknown> = {}): string {
  const name = operationName(document);
  return JSON.stringify({ ...(name ? { operationName: name } : {}), query: document, variables });
}

/** POSTs a GraphQL document; returns `data`, throws with the errors when there are any. */
export async function graphql<T>(origin: string, document: string, variables: Record<string, unknown> = {}, options: AskOptions = {}): Promise<T> {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: headers(options.token),
    body: graphqlBody(document, variables),
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  const text = await res.text();
  let json: { data?: T | null; errors?: { message: string }[] };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    throw new Error(`POST ${origin}/graphql answered ${res.status}: ${text.slice(0, 500)}`);
  }
  if (json.errors?.length || json.data == null) {
    throw new Error(`GraphQL ${operationName(document) ?? ''} ${JSON.stringify(variables)} failed (HTTP ${res.status}): ${json.errors?.map((e) => e.message).join('; ') ?? text.slice(0, 500)}`);
  }
  return json.data;
}

/** GET (or any method) with a JSON answer; throws on a non-2xx status. */
export async function getJson<T>(url: string, init: RequestInit & AskOptions = {}): Promise<T> {
  const { token, timeoutMs, ...rest } = init;
  const res = await fetch(url, { ...rest, headers: { ...headers(token, rest.body !== undefined), ...(rest.headers as Record<string, string> | undefined) }, signal: AbortSignal.timeout(timeoutMs ?? 60_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${rest.method ?? 'GET'} ${url} answered ${res.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/** One GraphQL request for autocannon to replay. */
export function graphqlRequest(document: string, variables: Record<string, unknown> = {}, token?: string): autocannon.Request {
  return { method: 'POST', path: '/graphql', headers: headers(token), body: graphqlBody(document, variables) };
}

/** One REST request for autocannon to replay (a JSON body when given). */
export function restRequest(method: string, path: string, body?: unknown, token?: string): autocannon.Request {
  return { method, path, headers: headers(token, body !== undefined), ...(body !== undefined ? { body: JSON.stringify(body) } : {}) };
}

/** verifyBody for GraphQL: Apollo answers resolver errors with 200, so an `errors` key is a failure. */
export const noGraphqlErrors = (body: string): boolean => !body.includes('"errors"');

/** Throws, showing both answers, when the app's and the baseline's answers differ. */
export function expectSame(what: string, labels: [string, string], a: unknown, b: unknown): void {
  if (isDeepStrictEqual(a, b)) return;
  const show = (x: unknown) => {
    const s = JSON.stringify(x);
    return s.length > 1_500 ? `${s.slice(0, 1_500)}… (${s.length} characters)` : s;
  };
  throw new Error(`${what}: ${labels[0]} and ${labels[1]} disagree.\n  ${labels[0]}: ${show(a)}\n  ${labels[1]}: ${show(b)}`);
}
