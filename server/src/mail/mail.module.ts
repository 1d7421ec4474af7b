import { Global, Module } from '@nestjs/common';
import { MailWorker } from './mail-worker.js';
import { Notifier } from './notifications.js';

/**
 * The mail outbox worker and the notifications it sends. Global: any service that changes a booking or
 * an enquiry injects Notifier to queue its mails inside its own transaction.
 */
@Global()
@Module({
  providers: [Notifier, MailWorker],
  exports: [Notifier, MailWorker],
})
export class MailModule {}
