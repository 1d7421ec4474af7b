import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Allow } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { reportPeriod, ReportPeriodQuery, type ReportPeriod } from './report-period.js';
import { ReportsService } from './reports.service.js';

/** CSV exports for accounting packages (Xero, Sage): staff and agency admins (RecordPayments). */
@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Allow(Permission.RecordPayments)
  @Get('invoices.csv')
  @ApiOperation({ summary: 'Invoice lines issued in the period (and credit notes) in Xero’s sales-invoice import layout; see docs/money.md.' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'UTF-8 CSV with a byte order mark, CRLF line ends.' })
  @ApiBadRequestResponse({ description: 'A date that is not YYYY-MM-DD (or an ISO date-time), from after to, or more than 731 days.' })
  async invoices(@Query() query: ReportPeriodQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    const period = reportPeriod(query);
    attachment(res, 'invoices', period);
    return this.reports.invoicesCsv(period);
  }

  @Allow(Permission.RecordPayments)
  @Get('payments.csv')
  @ApiOperation({ summary: 'Payments received in the period; see docs/money.md.' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'UTF-8 CSV with a byte order mark, CRLF line ends.' })
  @ApiBadRequestResponse({ description: 'A date that is not YYYY-MM-DD (or an ISO date-time), from after to, or more than 731 days.' })
  async payments(@Query() query: ReportPeriodQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    const period = reportPeriod(query);
    attachment(res, 'payments', period);
    return this.reports.paymentsCsv(period);
  }
}

/** A download, never kept by a browser or proxy: the file holds customers' names and addresses. */
function attachment(res: Response, name: string, period: ReportPeriod): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}-${period.from}-to-${period.to}.csv"`);
  res.setHeader('Cache-Control', 'no-store');
}
