import { Module } from '@nestjs/common';

/** Real figures for the dashboard and analytics pages. */
@Module({})
export class DashboardModule {}
