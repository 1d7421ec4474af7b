import { Logger } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/config.js';
import type { MailRow } from '../db/schema.js';
import { PDF_CONTENT_TYPE, type RenderedDocument } from '../documents/document-ref.js';

/** Hands one queued mail to the outside world; throws when it could not (the worker retries later). */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  /** `attachments`: the mail's documents, rendered by the worker (mail-worker.ts). */
  send(mail: MailRow, attachments?: readonly RenderedDocument[]): Promise<void>;
  close(): void;
}

/**
 * Short timeouts: an SMTP server that is down or hanging costs the worker seconds, not nodemailer's
 * default minutes, and the mail simply waits for its next attempt.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 5_000, socketTimeout: 10_000, dnsTimeout: 5_000 } as const;

/** SMTP when SMTP_URL is set; otherwise the log (development: the mail is visible, and counts as sent). */
export function createMailTransport(mail: Pick<MailConfig, 'smtpUrl' | 'from'>, logger = new Logger('Mail')): MailTransport {
  if (!mail.smtpUrl) return logTransport(logger);
  const transporter = nodemailer.createTransport({ url: mail.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(row, attachments = []) {
      await transporter.sendMail({
        from: mail.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody ? { html: row.htmlBody } : {}),
        ...(attachments.length ? { attachments: attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: PDF_CONTENT_TYPE })) } : {}),
        headers: { 'X-Mail-Template': row.template, 'X-Outbox-Id': String(row.id) },
      });
    },
    close: () => transporter.close(),
  };
}

function logTransport(logger: Logger): MailTransport {
  return {
    kind: 'log',
    send(row, attachments = []) {
      // Not the address, subject or text: they are personal data, and logs are kept and shipped elsewhere.
      // The whole mail stays readable in the mail_outbox table. Attachments by size only: a file name
      // carries an invoice number or booking reference.
      const attached = attachments.length ? `, ${attachments.length} PDF attachment(s) of ${attachments.reduce((n, a) => n + a.content.length, 0)} bytes` : '';
      logger.log(`Mail #${row.id} (${row.template}${attached}) not sent: SMTP_URL is not set. Its text is in mail_outbox.`);
      return Promise.resolve();
    },
    close: () => undefined,
  };
}
