import { EventEmitter } from 'node:events';
import type { Database, Transaction } from '../db/client.js';
import type { DocumentRef } from '../documents/document-ref.js';
import { mailOutbox } from '../db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template made it (e.g. enquiry-received-customer), for the log and tests. */
  template: string;
  /** Issued documents to attach as PDF (references: the worker renders them when it sends). */
  attachments?: DocumentRef[];
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
      attachments: mail.attachments ?? [],
    })),
  );
  queued.emit('queued');
}

// In-process wake-up for the worker. Emitted before the caller's transaction commits, so the worker
// waits a moment before looking (mail-worker.ts); its polling interval is the safety net.
const queued = new EventEmitter();
queued.setMaxListeners(0);

/**
 * For a writer that puts its mails in the outbox with SQL of its own (one statement with the change it
 * reports, e.g. a booking request): wakes this process's mail worker as enqueueMail does.
 */
export function announceQueuedMail(): void {
  queued.emit('queued');
}

/** Calls `listener` whenever a mail is queued in this process; returns the unsubscribe function. */
export function onMailQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => queued.off('queued', listener);
}
