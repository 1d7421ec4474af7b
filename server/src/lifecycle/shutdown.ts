import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';

/** What happens on SIGTERM/SIGINT: Nest's shutdown hooks close the database and workers. */
export function installGracefulShutdown(app: INestApplication, _config: AppConfig): void {
  app.enableShutdownHooks();
}
