import { describe, expect, it } from '@jest/globals';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './mail-worker.js';
import { escapeHtml, statusChangedMail } from './notifications.js';

describe('retryDelayMs', () => {
  it('waits the base delay after the first failure and doubles after each further one', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it('is capped at 15 minutes, also after very many attempts', () => {
    expect(retryDelayMs(6, 30_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(100, 30_000)).toBe(15 * 60 * 1000);
    expect(retryDelayMs(10_000, 1)).toBe(15 * 60 * 1000);
  });
});

describe('notification templates', () => {
  it('escape what people typed in the HTML body and keep subjects on one line', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = statusChangedMail({ kind: 'enquiry', reference: 'EQ-ABC234', title: 'Trip plan: <Bali>', fullName: 'Eve\r\nBcc: x', email: 'eve@example.test', from: 'PENDING', to: 'QUOTED' });
    expect(mail!.subject).toBe('Your enquiry EQ-ABC234 has been quoted');
    expect(mail!.html).toContain('Trip plan: &lt;Bali&gt;');
    expect(mail!.html).not.toContain('<Bali>');
  });

  it('send no status mail without an address or without a change', () => {
    const change = { kind: 'booking', reference: 'UH-ABC234', title: 'Safari', fullName: 'A', from: 'PENDING', to: 'CONFIRMED' } as const;
    expect(statusChangedMail({ ...change, email: null })).toBeNull();
    expect(statusChangedMail({ ...change, email: 'a@example.test', to: 'PENDING' })).toBeNull();
  });
});
