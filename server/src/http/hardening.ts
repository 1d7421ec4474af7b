import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '../config/config.js';

/**
 * Transport-level protections of every answer (issue 7): proxy trust for client addresses, and no
 * framework banner. Called by createApp() before any route or middleware is mounted.
 */
export function applyHttpHardening(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  app.set('trust proxy', config.security.trustProxy);
}
