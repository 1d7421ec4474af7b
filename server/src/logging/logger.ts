import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/config.js';
import { maskLogLine, maskSecrets, redactSecretKeys } from './masks.js';
import { loggedError } from './safe-error.js';
import { currentRequestId } from './request-context.js';
import { markRequestLinesWritable } from './request-line-writer.js';

/** Where logs go: `true` stdout, `false` nowhere (tests, scripts), or a stream of one's own (a test capturing them). */
export type LogOutput = boolean | DestinationStream;

// Header paths as a request logger or a careless `logger.info({ req })` would write them, plus the secret
// keys at the top levels; redactSecretKeys catches those keys at any depth, maskLogLine any text.
const SECRET_HEADERS = ['authorization', 'cookie', '"set-cookie"', '"x-api-key"'];
const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [`req.headers.${h}`, `res.headers.${h}`, `headers.${h}`]),
  ...['password', 'currentPassword', 'newPassword', 'token', 'secret', 'jwt'].flatMap((k) => [k, `*.${k}`]),
];

let secondStart = Number.NaN;
let secondPrefix = '';

/**
 * pino's `stdTimeFunctions.isoTime` (`,"time":"2026-11-27T13:49:13.634Z"`), with the text up to the second
 * built once a second: a Date and its ISO text for every line cost more than the rest of a request line.
 * UTC has no offsets to change within a second, so the text is the same.
 */
export function isoTimeField(now = Date.now()): string {
  const millis = ((now % 1000) + 1000) % 1000;
  const second = now - millis;
  if (second !== secondStart) {
    secondStart = second;
    secondPrefix = new Date(second).toISOString().slice(0, 20);
  }
  return `,"time":"${secondPrefix}${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z"`;
}

/**
 * The process's pino logger: one JSON object per line (time, level, msg, context, reqId inside a
 * request, err as type/message/stack), secrets removed before the line is written.
 */
export function createPinoLogger(config: AppConfig, destination?: DestinationStream): Logger {
  const logger = pino(
    {
      level: config.logging.level,
      timestamp: isoTimeField,
      formatters: {
        // The level's name rather than pino's number: readable without a lookup table.
        level: (label) => ({ level: label }),
        log: (object) => redactSecretKeys(object),
      },
      serializers: { err: serializeError },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // The request id of the work running now; a field the caller passes wins over it.
      mixin: () => {
        const reqId = currentRequestId();
        return reqId === undefined ? {} : { reqId };
      },
      hooks: { streamWrite: maskLogLine },
    },
    // Asynchronous: a line is handed to a worker thread's write, never blocking the event loop on a slow
    // stdout (a pipe to a busy log shipper), and lines written meanwhile go out together. pino flushes
    // what is pending synchronously when the process exits, a crash included.
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
  markRequestLinesWritable(logger);
  return logger;
}

/**
 * Errors as `{ type, message, stack }` reduced to what may be logged (safe-error.ts: no statement parameters,
 * no values quoted by the database), not pino's serializer, which copies every enumerable property (drizzle's
 * `params`) and every cause's message. Objects already in that shape (see errorFromStack) pass as they are.
 */
function serializeError(error: unknown): unknown {
  const ready = typeof error === 'object' && error !== null && !(error instanceof Error) && 'type' in error;
  return ready ? error : loggedError(error);
}

type NestLevel = 'log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal';
const PINO_LEVEL: Record<NestLevel, 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal'> = {
  log: 'info',
  error: 'error',
  warn: 'warn',
  debug: 'debug',
  verbose: 'trace',
  fatal: 'fatal',
};

// Nest's start-up chatter (every module initialised, every route mapped: a hundred lines per start)
// goes to debug; "Nest application successfully started" and the rest stay at info.
const CHATTY_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'GraphQLModule']);

/**
 * Nest's LoggerService on pino: what `new Logger('Context').log(...)` writes anywhere in the app,
 * Nest's own lines included, comes out as JSON.
 */
export class PinoNestLogger implements LoggerService {
  constructor(readonly pino: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('log', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('verbose', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /**
   * Nest's calling convention: `(message, ...extra, context)`, the context last and a string when a
   * `new Logger('X')` wrote the line; for errors the extra is usually the stack.
   */
  private write(nestLevel: NestLevel, message: unknown, params: unknown[]): void {
    const extra = [...params];
    const context = extra.length > 0 && typeof extra[extra.length - 1] === 'string' ? (extra.pop() as string) : undefined;
    let level = PINO_LEVEL[nestLevel];
    if (level === 'info' && context !== undefined && CHATTY_CONTEXTS.has(context)) level = 'debug';
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = context === undefined ? {} : { context };
    let msg: string;
    if (message instanceof Error) {
      const err = loggedError(message);
      fields.err = err;
      msg = err.message;
    } else if (typeof message === 'string') {
      const error = nestLevel === 'error' || nestLevel === 'fatal' ? errorFromStack(message, extra) : undefined;
      if (error) fields.err = error;
      msg = error?.message ?? message;
    } else {
      fields.data = message;
      msg = '';
    }
    const stackParam = extra.find((p): p is string => typeof p === 'string' && p.includes('\n    at '));
    if (stackParam !== undefined && fields.err === undefined) {
      fields.err = { type: 'Error', message: msg, stack: stackParam };
    }
    this.pino[level](fields, maskSecrets(msg));
  }
}

/**
 * The exception filter logs an unexpected error as its stack text (`logger.error(err.stack)`);
 * turned back into err.type/err.message/err.stack so the line reads like any other error's.
 */
function errorFromStack(message: string, extra: unknown[]): { type: string; message: string; stack: string } | undefined {
  const firstLine = message.split('\n', 1)[0] ?? '';
  const looksLikeStack = message.includes('\n    at ');
  if (!looksLikeStack) return undefined;
  const match = /^([A-Za-z_$][\w$]*)(?:: ([\s\S]*))?$/.exec(firstLine);
  const type = match?.[1] ?? 'Error';
  const text = match?.[2] ?? firstLine;
  const stack = extra.find((p): p is string => typeof p === 'string') ?? message;
  return { type, message: text, stack };
}

/** The logger Nest writes through; `false` silences it (tests, scripts). */
export function createAppLogger(config: AppConfig, output: LogOutput): PinoNestLogger | false {
  if (output === false) return false;
  return new PinoNestLogger(createPinoLogger(config, output === true ? undefined : output));
}
