import { Module } from '@nestjs/common';
import { InboxLoadersFactory } from './inbox.loaders.js';
import { InboxResolver } from './inbox.resolver.js';
import { InboxService } from './inbox.service.js';

/** The staff inbox: booking requests, stay reservations and enquiries worked to an outcome (workflow.ts). */
@Module({
  providers: [InboxService, InboxResolver, InboxLoadersFactory],
  exports: [InboxService],
})
export class InboxModule {}
