import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/config.js';
import { contentSecurityPolicy } from './content-security-policy.js';

/**
 * Transport-level protections of every answer (issue 7). Called by createApp() before any route or
 * middleware is mounted, so they cover the API, the web app and the uploads alike.
 * - proxy trust for client addresses (rate limits, login throttle, logs);
 * - no framework banner (X-Powered-By);
 * - helmet: the Content-Security-Policy (./content-security-policy.ts), nosniff, frame denial,
 *   Referrer-Policy, cross-origin isolation of resources, and HSTS (browsers ignore it over plain http);
 * - CORS: only the configured origins (CORS_ORIGINS). With none, no CORS header at all: browsers then
 *   let only pages of the app's own origin read its answers.
 */
export function applyHttpHardening(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  app.set('trust proxy', config.security.trustProxy);
  app.use(helmet(helmetOptions(config)));
  if (config.security.corsOrigins.length) {
    app.enableCors({
      origin: [...config.security.corsOrigins],
      // The API authenticates by the Authorization header, never by cookie: no credentialed requests.
      credentials: false,
      // Apollo's CSRF prevention lets a cross-origin POST through only as a preflighted JSON request.
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Apollo-Require-Preflight', 'X-Request-Id'],
      maxAge: 600,
    });
  }
}

function helmetOptions(config: AppConfig): HelmetOptions {
  return { contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) } };
}

/**
 * The headers helmet sets on every answer, as name → value, for answers written before Express (the front
 * door's compiled GraphQL reads): the same helmet with the same options, run once on a response that only
 * records. Helmet's headers do not depend on the request (the CSP has hashes, no per-answer nonce).
 */
export function securityHeaders(config: AppConfig): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(helmetOptions(config))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet calls next synchronously; if a future version did not, the recorded set would be incomplete.
  if (!finished) throw new Error('helmet did not finish synchronously: the front door cannot copy its headers');
  return Object.freeze(headers);
}
