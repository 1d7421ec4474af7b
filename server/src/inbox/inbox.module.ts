import { Module } from '@nestjs/common';

/** The staff inbox: booking requests, stay reservations and enquiries worked to an outcome. */
@Module({})
export class InboxModule {}
