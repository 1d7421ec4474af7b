import { Args, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { LocalDate } from '../common/local-date.scalar.js';
import { DashboardFigures } from './dashboard.model.js';
import { DashboardService } from './dashboard.service.js';

@Resolver(() => DashboardFigures)
export class DashboardResolver {
  constructor(private readonly dashboardService: DashboardService) {}

  @Allow(Permission.ReadDashboard)
  @Query(() => DashboardFigures, {
    description:
      'This month so far (South African dates), occupancy over the next 30 nights, bookings per week over the last 12 weeks. ' +
      "An agency admin sees everything; a hotel manager their hotels and the stays at them.",
  })
  dashboard(@CurrentUser() user: AuthUser): Promise<DashboardFigures> {
    return this.dashboardService.dashboard(user);
  }

  @Allow(Permission.ReadDashboard)
  @Query(() => DashboardFigures, {
    description: 'The dashboard figures over a period of at most 731 days, both ends included; occupancy over the same nights.',
  })
  analytics(
    @CurrentUser() user: AuthUser,
    @Args('from', { type: () => LocalDate }) from: string,
    @Args('to', { type: () => LocalDate }) to: string,
  ): Promise<DashboardFigures> {
    return this.dashboardService.analytics(user, from, to);
  }
}
