import { describe, expect, it } from '@jest/globals';
import type { Logger } from '@nestjs/common';
import type { MailRow } from '../db/schema.js';
import { createMailTransport } from './mail-transport.js';

describe('the logging transport (no SMTP_URL)', () => {
  it('names a mail by id and template, and its attachments by count and size only: no address, subject or file name', async () => {
    const lines: string[] = [];
    const logger = { log: (message: string) => lines.push(message) } as unknown as Logger;
    const transport = createMailTransport({ smtpUrl: undefined, from: 'a@example.test' }, logger);
    const row = { id: 7, toAddress: 'zoe@example.test', subject: 'Invoice INV-2027-00001 for UH-7K3M9Q', template: 'invoice-issued' } as MailRow;
    await transport.send(row, [{ filename: 'INV-2027-00001.pdf', content: Buffer.alloc(1234) }]);
    expect(lines).toEqual(['Mail #7 (invoice-issued, 1 PDF attachment(s) of 1234 bytes) not sent: SMTP_URL is not set. Its text is in mail_outbox.']);
    expect(transport.kind).toBe('log');
  });
});
