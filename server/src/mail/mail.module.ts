import { Global, Module } from '@nestjs/common';
import { Notifier } from './notifications.js';

/**
 * The mail outbox worker and the notifications it sends. Global: any service that changes a booking or
 * an enquiry injects Notifier to queue its mails inside its own transaction.
 */
@Global()
@Module({
  providers: [Notifier],
  exports: [Notifier],
})
export class MailModule {}
