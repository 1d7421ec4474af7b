import type { Server } from 'node:http';
import { Logger, type INestApplication } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
/** How often connections that finished their last answer are closed while draining. */
const IDLE_SWEEP_MS = 100;

/**
 * SIGTERM/SIGINT (an orchestrator's stop, a deploy, Ctrl-C) drains instead of dropping requests:
 * 1. the listening socket closes at once, so new connections are refused (the load balancer's next
 *    try goes to another instance; /ready is gone with it);
 * 2. requests in flight finish, for up to SHUTDOWN_GRACE_SECONDS; keep-alive connections are closed
 *    as soon as they are idle, so a client's next request opens a connection elsewhere;
 * 3. then Nest's shutdown: the mail worker stops (queued mails stay in the outbox for the next
 *    process), the database closes, the Redis connection (REDIS_URL) says QUIT and closes
 *    (RedisModule); exit 0.
 * A second signal, or the grace running out, exits 1 at once: whatever was still running is cut off
 * (its transaction rolls back; a client with an Idempotency-Key can retry it safely).
 */
export function installGracefulShutdown(app: INestApplication, config: AppConfig): void {
  const logger = new Logger('Shutdown');
  const graceMs = config.lifecycle.shutdownGraceSeconds * 1000;
  let draining = false;

  const drain = async (signal: NodeJS.Signals): Promise<void> => {
    logger.log(`${signal}: refusing new connections, finishing the requests in flight (at most ${config.lifecycle.shutdownGraceSeconds} s)`);
    const deadline = setTimeout(() => {
      logger.error(`Requests still running after ${config.lifecycle.shutdownGraceSeconds} s: exiting without them.`);
      process.exit(1);
    }, graceMs);
    deadline.unref();

    const server = app.getHttpServer() as Server;
    // The callback runs once every connection has ended (with an error if the server was not listening).
    const allClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
      await allClosed;
    } finally {
      clearInterval(sweep);
    }
    await app.close();
    clearTimeout(deadline);
    logger.log('Stopped cleanly.');
    process.exit(0);
  };

  const onSignal = (signal: NodeJS.Signals): void => {
    if (draining) {
      logger.warn(`${signal} again while draining: exiting now.`);
      process.exit(1);
    }
    draining = true;
    drain(signal).catch((error: unknown) => {
      logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
  };

  for (const signal of SIGNALS) process.on(signal, onSignal);
  // An app closed by other means (scripts, the many apps of a test run) leaves no listener behind.
  const close = app.close.bind(app);
  app.close = async () => {
    for (const signal of SIGNALS) process.off(signal, onSignal);
    await close();
  };
}
