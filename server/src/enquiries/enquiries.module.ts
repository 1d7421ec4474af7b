import { Module } from '@nestjs/common';

/** Public forms: trip plans, insurance quotes and contact messages, stored and acknowledged. */
@Module({})
export class EnquiriesModule {}
