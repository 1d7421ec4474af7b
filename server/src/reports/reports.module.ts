import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** Accounting exports: invoices and payments as CSV (docs/money.md). */
@Module({ providers: [ReportsService], controllers: [ReportsController] })
export class ReportsModule {}
