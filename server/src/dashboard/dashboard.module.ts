import { Module } from '@nestjs/common';
import { DashboardResolver } from './dashboard.resolver.js';
import { DashboardService } from './dashboard.service.js';

/** Real figures for the dashboard and analytics pages. */
@Module({ providers: [DashboardService, DashboardResolver] })
export class DashboardModule {}
