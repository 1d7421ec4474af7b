import request from 'supertest';
import type { App } from 'supertest/types.js';

/** POSTs a GraphQL operation, as the given bearer token when there is one. */
export function graphqlRequest(http: App, query: string, variables?: Record<string, unknown>, token?: string) {
  const req = request(http).post('/graphql').set('content-type', 'application/json');
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.send({ query, variables });
}
