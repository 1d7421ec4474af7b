import { Module } from '@nestjs/common';

/** The audit trail and who may read it. */
@Module({})
export class AuditModule {}
