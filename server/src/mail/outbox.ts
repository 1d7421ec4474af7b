import type { Database, Transaction } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template made it (e.g. enquiry-received-customer), for the log and tests. */
  template: string;
}

/**
 * Queues mails in the outbox. Call it with the transaction that makes the change the mail is about:
 * the mail exists exactly when the change does, and the worker (mail-worker.ts) sends it later, so a
 * mail server outage never fails or loses a booking or an enquiry.
 */
export async function enqueueMail(tx: Database | Transaction, ...mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(
    mails.map((mail) => ({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      template: mail.template,
    })),
  );
}
