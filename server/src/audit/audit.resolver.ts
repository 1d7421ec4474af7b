import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { AuditEntity, AuditEvent } from './audit.model.js';
import { AuditTrailService } from './audit-trail.service.js';

@Resolver(() => AuditEvent)
export class AuditResolver {
  constructor(private readonly trail: AuditTrailService) {}

  @Allow(Permission.ReadAuditTrail)
  @Query(() => [AuditEvent], {
    description:
      "Who changed a row, when and how, oldest first. Agency admins: everything; staff: bookings and enquiries; hotel managers: their own hotels' hotel, rooms, rates, rate types and stays.",
  })
  auditTrail(
    @Args('entity', { type: () => AuditEntity }) entity: AuditEntity,
    @Args('entityId', { type: () => ID }) entityId: string,
    @CurrentUser() user: AuthUser,
  ): Promise<AuditEvent[]> {
    return this.trail.trail(entity, entityId, user);
  }
}
