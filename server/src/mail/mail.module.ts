import { Module } from '@nestjs/common';

/** The mail outbox worker and the notifications it sends. */
@Module({})
export class MailModule {}
