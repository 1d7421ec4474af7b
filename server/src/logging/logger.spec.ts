import { describe, expect, it } from '@jest/globals';
import { loadConfig, type AppConfig } from '../config/config.js';
import { createAppLogger, type PinoNestLogger } from './logger.js';
import { requestContext, requestIdFrom } from './request-context.js';

type Line = Record<string, unknown> & { err?: { type: string; message: string; stack: string } };

function capture(level: AppConfig['logging']['level'] = 'info'): { logger: PinoNestLogger; lines: () => Line[] } {
  const chunks: string[] = [];
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(48) });
  const logger = createAppLogger({ ...config, logging: { level } }, { write: (chunk: string) => chunks.push(chunk) });
  if (!logger) throw new Error('a destination was given: the logger is on');
  return {
    logger,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Line),
  };
}

describe('PinoNestLogger', () => {
  it('writes one JSON object per line with time, level name, msg and the Nest context', () => {
    const { logger, lines } = capture();
    logger.log('Travel agency listening', 'Bootstrap');
    logger.warn('Slow answer', 'ResponseCache');
    const [info, warn] = lines();
    expect(info).toMatchObject({ level: 'info', msg: 'Travel agency listening', context: 'Bootstrap' });
    expect(typeof info?.time).toBe('string');
    expect(warn).toMatchObject({ level: 'warn', msg: 'Slow answer', context: 'ResponseCache' });
  });

  it('carries the id of the request whose work is running, and none outside a request', () => {
    const { logger, lines } = capture();
    requestContext.run({ reqId: 'abc-123' }, () => logger.log('inside', 'Test'));
    logger.log('outside', 'Test');
    const [inside, outside] = lines();
    expect(inside?.reqId).toBe('abc-123');
    expect(outside).not.toHaveProperty('reqId');
  });

  it('writes errors as err.type, err.message and err.stack, whether given an Error or its stack text', () => {
    const { logger, lines } = capture();
    const error = new TypeError('boom');
    logger.error(error, undefined, 'ApiExceptionFilter');
    logger.error(error.stack, 'ApiExceptionFilter');
    logger.error('Mail failed', error.stack, 'Mail');
    const [fromError, fromStack, withStack] = lines();
    for (const line of [fromError, fromStack]) {
      expect(line).toMatchObject({ level: 'error', msg: 'boom', context: 'ApiExceptionFilter' });
      expect(line?.err).toMatchObject({ type: 'TypeError', message: 'boom' });
      expect(line?.err?.stack).toContain('logger.spec');
    }
    expect(withStack).toMatchObject({ msg: 'Mail failed', context: 'Mail', err: { stack: error.stack } });
  });

  it("sends Nest's route-mapping chatter to debug and honours the configured level", () => {
    const { logger, lines } = capture('info');
    logger.log('Mapped {/api/packages, GET} route', 'RouterExplorer');
    logger.debug('details', 'Test');
    logger.log('Nest application successfully started', 'NestApplication');
    expect(lines().map((line) => line.msg)).toEqual(['Nest application successfully started']);
  });

  it('masks secrets in messages and structured data', () => {
    const { logger, lines } = capture();
    logger.log({ password: 'hunter2', note: 'card 4111 1111 1111 1111' }, 'Test');
    logger.warn('Refused Bearer abc.def.ghi for eyJhbGciOi.eyJzdWIiOiIxIn0.c2ln', 'Test');
    const output = JSON.stringify(lines());
    for (const secret of ['hunter2', '4111', 'abc.def.ghi', 'eyJ']) expect(output).not.toContain(secret);
  });
});

describe('requestIdFrom', () => {
  it("keeps a caller's plain id of 1 to 64 characters", () => {
    for (const id of ['a', 'trace-1.2:3_x', 'x'.repeat(64)]) expect(requestIdFrom(id)).toBe(id);
    expect(requestIdFrom(['first', 'second'])).toBe('first');
  });

  it('replaces a missing, long or unsafe id with a new UUID', () => {
    for (const id of [undefined, '', 'x'.repeat(65), 'a b', 'a\nb', '{"json":1}', 'é']) {
      expect(requestIdFrom(id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
