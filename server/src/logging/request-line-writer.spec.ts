import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { loadConfig } from '../config/config.js';
import { createPinoLogger, isoTimeField } from './logger.js';
import { requestContext } from './request-context.js';
import { writeRequestLine } from './request-line-writer.js';

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(48) });

function capturingLogger(level = 'info') {
  const chunks: string[] = [];
  const logger = createPinoLogger({ ...config, logging: { level } } as typeof config, { write: (chunk: string) => chunks.push(chunk) });
  return { logger, chunks };
}

/** The line without its time, which differs between two writes. */
const timeless = (line: string | undefined) => line?.replace(/"time":"[^"]*"/, '"time":"T"');

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const LINES: [Parameters<typeof writeRequestLine>[1], Record<string, string | number | string[] | undefined>, string][] = [
  ['info', { reqId: 'a1b2c3', method: 'GET', path: '/api/packages/0c25c2f7-4676-4d45-8f63-847490d6d3cd', status: 200, durationMs: 3 }, 'GET /api/packages/x 200'],
  ['info', { reqId: JWT, method: 'GET', path: '/api/users/jane.doe@example.com', status: 404, durationMs: 12, query: ['q', '?', 'page'] }, 'GET /api/users/jane.doe@example.com 404'],
  ['error', { reqId: 'r-1', method: 'POST', path: '/graphql', status: 500, durationMs: 1234, userId: 'u-9', operation: 'RequestBooking' }, 'POST /graphql 500'],
  ['info', { reqId: 'r-2', method: 'GET', path: '/quotes/abcdefghijABCDEFGHIJabcdefghijABCDEFGHIJabc', status: 200, durationMs: Number.NaN, userId: undefined }, 'say "hi" \\ 4111 1111 1111 1111'],
];

describe('writeRequestLine', () => {
  it.each(LINES)('writes what pino writes for the same %s line, masks included', (level, fields, message) => {
    const viaPino = capturingLogger();
    const direct = capturingLogger();
    // Inside a request, as the request logger runs: pino's mixin adds the context's id, the line's own wins.
    requestContext.run({ reqId: 'context-id' }, () => {
      viaPino.logger[level](fields, message);
      writeRequestLine(direct.logger, level, fields, message);
    });
    expect(direct.chunks).toHaveLength(1);
    expect(timeless(direct.chunks[0])).toBe(timeless(viaPino.chunks[0]));
    expect(direct.chunks[0]).not.toContain('jane.doe@example.com');
    expect(direct.chunks[0]).not.toContain(JWT);
    expect(direct.chunks[0]).not.toContain('4111 1111');
  });

  it('writes nothing when the level is off', () => {
    const { logger, chunks } = capturingLogger('warn');
    writeRequestLine(logger, 'info', { reqId: 'r', method: 'GET', path: '/', status: 200, durationMs: 1 }, 'GET / 200');
    expect(chunks).toHaveLength(0);
    writeRequestLine(logger, 'error', { reqId: 'r', method: 'GET', path: '/', status: 500, durationMs: 1 }, 'GET / 500');
    expect(chunks).toHaveLength(1);
  });

  it('hands a logger it does not know to pino', () => {
    const chunks: string[] = [];
    const other = pino({ base: undefined, timestamp: false }, { write: (chunk: string) => chunks.push(chunk) });
    writeRequestLine(other, 'info', { reqId: 'r', method: 'GET', path: '/', status: 200, durationMs: 1 }, 'GET / 200');
    expect(JSON.parse(chunks[0] ?? '')).toEqual({ level: 30, reqId: 'r', method: 'GET', path: '/', status: 200, durationMs: 1, msg: 'GET / 200' });
  });
});

describe('isoTimeField', () => {
  it("writes pino's isoTime for every millisecond, across seconds, days and years", () => {
    const starts = [Date.UTC(2026, 10, 27, 13, 49, 13, 634), Date.UTC(2026, 11, 31, 23, 59, 59, 990), Date.UTC(2028, 1, 29, 0, 0, 0, 0), 0];
    for (const start of starts) {
      for (let now = start - 25; now < start + 1025; now += 7) {
        expect(isoTimeField(now)).toBe(`,"time":"${new Date(now).toISOString()}"`);
      }
    }
  });
});
