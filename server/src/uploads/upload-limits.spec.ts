import { describe, expect, it } from '@jest/globals';
import { RetryLaterError } from '../common/errors.js';
import { loadConfig } from '../config/config.js';
import { ProcessingQueue, UploadLimits, UPLOADS_BUSY } from './upload-limits.js';

/** A job that runs until released, recording how many ran at once. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { release, done };
}

describe('ProcessingQueue', () => {
  it('runs at most `concurrency` jobs at once, lets `maxWaiting` wait, refuses the rest at once with 503', async () => {
    const queue = new ProcessingQueue(2, 3);
    let running = 0;
    let most = 0;
    const gates = Array.from({ length: 6 }, () => gate());
    const jobs = gates.map((g) =>
      queue.run(async () => {
        running++;
        most = Math.max(most, running);
        await g.done;
        running--;
        return 'ok';
      }),
    );
    const settled = jobs.map((job) => job.then((v) => v, (e: unknown) => e));
    expect(queue.size).toEqual({ running: 2, waiting: 3 });
    expect(await settled[5]).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: UPLOADS_BUSY });
    for (const g of gates) g.release();
    expect(await Promise.all(settled.slice(0, 5))).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(most).toBe(2);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job fails', async () => {
    const queue = new ProcessingQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken photo')))).rejects.toThrow('broken photo');
    await expect(queue.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});

describe('UploadLimits without Redis', () => {
  it('counts uploads per account and refuses past the limit with the seconds to wait; other accounts are not affected', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40), UPLOAD_RATE_PER_ACCOUNT: '3' });
    const limits = new UploadLimits(config, null);
    for (let i = 0; i < 3; i++) await limits.count('manager-1');
    const refused = await limits.count('manager-1').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RetryLaterError);
    expect((refused as RetryLaterError).retryAfterSeconds).toBeGreaterThan(590);
    expect((refused as RetryLaterError).message).toBe('You have uploaded many photos in a short time. Please try again in 10 minutes.');
    await expect(limits.count('manager-2')).resolves.toBeUndefined();
  });
});
