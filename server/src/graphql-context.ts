import type { IncomingMessage } from 'node:http';

/**
 * What every resolver and guard gets as its GraphQL context: the request (Nest's GqlExecutionContext reads
 * `req` for the signed-in user, the client's address and the idempotency key). One definition for the
 * Express integration (app.module.ts) and the front door's Apollo path (fast-path/apollo-direct-path.ts).
 */
export function graphQLContext<R extends IncomingMessage>({ req }: { req: R }): { req: R } {
  return { req };
}
