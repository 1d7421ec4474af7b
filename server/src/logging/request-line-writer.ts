import { symbols, type DestinationStream, type Logger } from 'pino';
import { maskLogLine, maskSecrets } from './masks.js';

/** The fields of a request line (request-logger.ts's RequestLine): strings, numbers and string lists. */
type LineFields = Readonly<Record<string, string | number | readonly string[] | undefined>>;

/** Loggers built by createPinoLogger: their options (formatters, serializers, redaction, hooks) are known. */
const knownLoggers = new WeakSet<Logger>();

export function markRequestLinesWritable(logger: Logger): void {
  knownLoggers.add(logger);
}

type PinoInternals = Record<symbol, unknown>;
type MetadataStream = DestinationStream & { [key: symbol]: unknown };

/**
 * Writes the one line a request logs, byte for byte what `log.info(fields, message)` writes through the
 * app's logger (logger.ts), without pino's generic path: the redaction paths, the key walk of
 * `formatters.log`, the mixin and the mask over the whole line cost ~60 µs a line, 7–10 % of the CPU of
 * a request as cheap as a package read. For these fields those steps do nothing but the mask: no key is
 * a secret key or a redaction path, the line carries its own request id (which the mixin would give
 * anyway), and the mask runs here on the strings that may carry free text (the path, the request id a
 * caller sent, the message, the host name).
 *
 * Any other logger, a level switched off, a nested key or a destination that wants pino's metadata
 * (multistream, pretty printing) goes through pino as usual.
 */
export function writeRequestLine(log: Logger, level: 'info' | 'error', fields: LineFields, message: string): void {
  const internals = log as unknown as PinoInternals;
  const stream = internals[symbols.streamSym] as MetadataStream | undefined;
  if (!knownLoggers.has(log) || internals[symbols.nestedKeySym] || !stream || stream[symbols.needsMetadataGsym] === true) {
    log[level](fields, message);
    return;
  }
  if (!log.isLevelEnabled(level)) return;
  const levelPrefix = (internals[symbols.lsCacheSym] as Record<number, string>)[log.levels.values[level]!];
  const time = (internals[symbols.timeSym] as () => string)();
  let text = `${levelPrefix}${time}${maskedBindings(log, internals)}`;
  for (const key in fields) {
    const value = fields[key];
    if (value === undefined) continue;
    text += `,"${key}":${typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'null') : masked(value)}`;
  }
  text += `,"${internals[symbols.messageKeySym] as string}":${masked(message)}${internals[symbols.endSym] as string}`;
  stream.write(text);
}

/**
 * A value as JSON, masked as the logger's stream hook masks each JSON string of a line (maskLogLine). A
 * string is one JSON string token, which that hook hands to maskSecrets whole: called here directly.
 */
function masked(value: string | readonly string[]): string {
  return typeof value === 'string' ? maskSecrets(JSON.stringify(value)) : maskLogLine(JSON.stringify(value));
}

/** The logger's bindings (pid, hostname) as pino writes them, masked as its stream hook would: once per logger. */
const bindingsCache = new WeakMap<Logger, string>();
function maskedBindings(log: Logger, internals: PinoInternals): string {
  let bindings = bindingsCache.get(log);
  if (bindings === undefined) {
    bindings = maskLogLine(String(internals[symbols.chindingsSym] ?? ''));
    bindingsCache.set(log, bindings);
  }
  return bindings;
}
