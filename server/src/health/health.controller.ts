import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { sql } from 'drizzle-orm';
import { Public } from '../auth/decorators.js';
import type { DatabaseHandle } from '../db/client.js';
import { DATABASE_HANDLE } from '../database/database.module.js';

/** Readiness for load balancers and test runners: answers only once the database responds. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle) {}

  @Public()
  @Get()
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'pglite' } } })
  async check(): Promise<{ status: 'ok'; database: DatabaseHandle['driver'] }> {
    await this.database.db.execute(sql`select 1`);
    return { status: 'ok', database: this.database.driver };
  }
}
