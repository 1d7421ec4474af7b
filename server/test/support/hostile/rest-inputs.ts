/**
 * Arbitraries for every REST route, taken from the app's own OpenAPI document (the one /api/docs
 * serves), so a new route is covered as soon as it exists: hostile path parameters, query parameters
 * by their documented type, and bodies made from the documented example with some values replaced by
 * hostile ones, unknown keys added, or the whole body swapped for a hostile shape.
 */
import fc from 'fast-check';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { validString } from './graphql-inputs.js';
import { anyHostile, futureDate, hostileString, hugeString, wrongShape } from './values.js';

export interface RestRoute {
  /** `POST /api/hotels/{id}`. */
  name: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  pathParams: string[];
  queryParams: { name: string; type?: string; enum?: unknown[] }[];
  /** The documented example body (or one built from the documented properties); undefined: no body. */
  body?: Record<string, unknown>;
  /** The route documents a JSON request body (it reads one: a malformed body must be refused). */
  documentedJsonBody: boolean;
}

export interface RestRequest {
  url: string;
  body?: unknown;
}

interface OpenApiSchema {
  type?: string;
  enum?: unknown[];
  example?: unknown;
  examples?: unknown;
  properties?: Record<string, OpenApiSchema>;
  oneOf?: OpenApiSchema[];
  items?: OpenApiSchema;
  $ref?: string;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: OpenApiSchema }[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema; example?: unknown }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function restRoutesOf(app: INestApplication): RestRoute[] {
  const document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
  const schemas = (document.components?.schemas ?? {}) as Record<string, OpenApiSchema>;
  const resolve = (s: OpenApiSchema | undefined): OpenApiSchema | undefined =>
    s?.$ref ? schemas[s.$ref.split('/').pop()!] : s;
  const routes: RestRoute[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as Record<string, OpenApiOperation | undefined>)[method];
      if (!operation) continue;
      const params = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json'];
      routes.push({
        name: `${method.toUpperCase()} ${path}`,
        method,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, type: resolve(p.schema)?.type, enum: resolve(p.schema)?.enum })),
        body: json || (method !== 'get' && method !== 'delete' && !content['multipart/form-data'])
          ? exampleBody(json?.example ?? resolve(json?.schema), resolve)
          : undefined,
        documentedJsonBody: json !== undefined,
      });
    }
  }
  return routes;
}

/** A valid-looking body: the documented example, else one value per documented property. */
function exampleBody(source: unknown, resolve: (s: OpenApiSchema | undefined) => OpenApiSchema | undefined): Record<string, unknown> {
  const schema = source as OpenApiSchema | undefined;
  if (!schema || typeof schema !== 'object') return {};
  if (schema.example && typeof schema.example === 'object' && !Array.isArray(schema.example)) return schema.example as Record<string, unknown>;
  if (schema.oneOf?.length) return exampleBody(resolve(schema.oneOf[0]), resolve);
  if (schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties).map(([key, prop]) => {
        const p = resolve(prop);
        const value = p?.example ?? p?.enum?.[0] ?? (p?.type === 'number' || p?.type === 'integer' ? 1 : p?.type === 'boolean' ? true : p?.type === 'array' ? [] : fc.sample(validString(key), 1)[0]);
        return [key, value];
      }),
    );
  }
  if (!schema.type && !schema.$ref) return schema as Record<string, unknown>;
  return {};
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * URL-encodes any string; a lone surrogate (which encodeURIComponent refuses) becomes the bytes a
 * careless client would send for it, ED A0 80: not valid UTF-8, which the server must refuse cleanly.
 */
export function encodeHostile(value: string): string {
  return value
    .split(LONE_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}

/** Path segments that try to escape the route, break the id parser or the SQL behind it. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%00', '..%2f..%2fetc%2fpasswd', '..', '%2e%2e', '%E2%80%AE', '%F0%9F%8F%9D', '%ff%fe', '0', '-1', '1.5', 'null', 'undefined', '%27%20OR%201%3D1%20--'),
  fc.constant(hugeString(10 * 1024, 'a')),
  hostileString.map((s) => encodeHostile(s.slice(0, 2000))),
);

/**
 * A real id as a client may percent-encode it: one character or all of them, in upper- or lower-case hex,
 * or encoded twice (%2561). The server decodes the first layer: the same object (or a clean refusal), and
 * whatever it logs is masked as decoded (logging/masks.ts).
 */
function percentEncoded(id: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  return fc.tuple(id, fc.nat(), fc.constantFrom('one', 'one-lower', 'all', 'twice')).map(([value, at, how]) => {
    const i = at % Math.max(1, value.length);
    const c = value[i] ?? '';
    if (how === 'all') return [...value].map((ch) => hex(ch).toUpperCase()).join('');
    const encoded = how === 'one' ? hex(c).toUpperCase() : how === 'one-lower' ? hex(c) : hex(c).replace('%', '%25');
    return value.slice(0, i) + encoded + value.slice(i + 1);
  });
}

export function requestsFor(route: RestRoute, ids: readonly string[]): fc.Arbitrary<RestRequest> {
  const id = ids.length ? fc.constantFrom(...ids) : fc.uuid();
  const segment = fc.oneof(
    { weight: 2, arbitrary: id },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: percentEncoded(fc.oneof(id, fc.stringMatching(/^[A-Za-z0-9_-]{1,60}$/))) },
    { weight: 3, arbitrary: hostileSegment },
  );
  const pathValues = fc.tuple(...route.pathParams.map(() => segment));
  const query = fc.array(fc.tuple(fc.constantFrom(...route.queryParams, { name: 'unknown', type: 'string' }), queryValue), {
    maxLength: route.queryParams.length + 2,
  });
  const body = route.body === undefined ? fc.constant(undefined) : bodyFor(route.body);
  return fc.record({ pathValues, query, body }).map(({ pathValues: values, query: pairs, body: b }) => {
    let url = route.path;
    route.pathParams.forEach((param, i) => {
      url = url.replace(`{${param}}`, values[i]!);
    });
    const search = pairs.map(([param, value]) => `${encodeURIComponent(param.name)}=${value(param)}`).join('&');
    return { url: search ? `${url}?${search}` : url, body: b };
  });
}

type QueryParam = RestRoute['queryParams'][number];

/** A query value for a parameter, already URL-encoded (or deliberately mis-encoded). */
const queryValue: fc.Arbitrary<(param: QueryParam) => string> = fc.oneof(
  { weight: 3, arbitrary: fc.nat(1000).map((n) => (param: QueryParam) => encodeURIComponent(validQuery(param, n))) },
  { weight: 2, arbitrary: hostileString.map((s) => () => encodeHostile(s.slice(0, 500))) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '1e309', '-1', '9999-99-99', '2026-02-30', 'a&b=c', 'x%26y').map((s) => () => s) },
);

function validQuery(param: QueryParam, n: number): string {
  if (param.enum?.length) return String(param.enum[n % param.enum.length]);
  if (param.type === 'number' || param.type === 'integer') return String(n % 50);
  if (param.type === 'boolean') return n % 2 ? 'true' : 'false';
  if (/date|from|to|checkin|checkout/i.test(param.name)) return fc.sample(futureDate, { numRuns: 1, seed: n })[0]!;
  return fc.sample(validString(param.name), { numRuns: 1, seed: n })[0]!;
}

/** The example with one to three values replaced, unknown keys added, or a hostile whole body. */
function bodyFor(example: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(example);
  const replaced = keys.length
    ? fc
        .array(fc.tuple(fc.constantFrom(...keys), anyHostile), { minLength: 1, maxLength: 3 })
        .map((changes) => ({ ...example, ...Object.fromEntries(changes) }))
    : anyHostile;
  return fc.oneof(
    { weight: 5, arbitrary: replaced },
    { weight: 1, arbitrary: fc.constant(example) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>({ ...example, role: 'AGENCY_ADMIN' }, { ...example, status: 'CONFIRMED' }, { ...example, isAdmin: true }) },
    { weight: 1, arbitrary: wrongShape },
  );
}
