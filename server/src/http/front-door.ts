import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * One step of the front door: answers the request itself, or calls `next` to hand it on unanswered (and
 * with nothing written to `res`).
 */
export type FrontStep = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The first code a request meets: the server's `request` event, ahead of Express. Each step may answer
 * (a response cache hit, a compiled catalog query); what none answers goes on to Express as before, with
 * whatever the steps read (the GraphQL body) kept on the request. Express's own per-request work (its
 * router, Nest's adapter, every middleware) is then spent only on what needs it.
 *
 * Installed on the HTTP server Nest created, so `listen()` and the tests' `app.getHttpServer()` see it.
 */
export function installFrontDoor(server: Server, steps: readonly FrontStep[]): void {
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (listeners.length !== 1) throw new Error(`The front door expects one request listener (Express), found ${listeners.length}.`);
  const [express] = listeners as [(req: IncomingMessage, res: ServerResponse) => void];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    let index = 0;
    let handedToExpress = false;
    const toExpress = (): void => {
      if (handedToExpress) return;
      handedToExpress = true;
      express.call(server, req, res);
    };
    const next = (): void => {
      const step = steps[index++];
      if (!step) return toExpress();
      try {
        step(req, res, next);
      } catch {
        // A step's own defect must not take the process down (an exception here escapes every handler):
        // the request goes to Express, which answers it, or its error handler does.
        if (!res.headersSent) toExpress();
      }
    };
    next();
  });
}

/** The path of a request's URL, without its query string, as Express's `req.path` reads it. */
export function pathOfUrl(url: string | undefined): string {
  if (url === undefined) return '';
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}
