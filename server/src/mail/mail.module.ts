import { Global, Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { MailWorker } from './mail-worker.js';
import { Notifier } from './notifications.js';

/**
 * The mail outbox worker and the notifications it sends. Global: any service that changes a booking or
 * an enquiry injects Notifier to queue its mails inside its own transaction.
 */
@Global()
@Module({
  // The worker renders the documents a mail attaches when it sends it.
  imports: [DocumentsModule],
  providers: [Notifier, MailWorker],
  exports: [Notifier, MailWorker],
})
export class MailModule {}
