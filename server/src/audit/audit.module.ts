import { Module } from '@nestjs/common';
import { AuditTrailService } from './audit-trail.service.js';
import { AuditResolver } from './audit.resolver.js';

/** The audit trail and who may read it. Events are written by recordAudit (audit.ts) inside each change's transaction. */
@Module({
  providers: [AuditTrailService, AuditResolver],
  exports: [AuditTrailService],
})
export class AuditModule {}
