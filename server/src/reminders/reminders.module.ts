import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { PaymentRemindersJob } from './payment-reminders.job.js';
import { PaymentsDueResolver } from './payments-due.resolver.js';
import { PaymentsDueService } from './payments-due.service.js';
import { TestClockController } from './test-clock.controller.js';

/** Payment reminders (a scheduled job), the Payments due list, and the test-only clock routes when TEST_CLOCK_CONTROL=1. */
@Module({})
export class RemindersModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: RemindersModule,
      providers: [PaymentRemindersJob, PaymentsDueService, PaymentsDueResolver],
      exports: [PaymentRemindersJob, PaymentsDueService],
      // Not mounted at all without the flag: the routes answer 404 like any unknown path.
      controllers: config.quotePolicy.testClockControl ? [TestClockController] : [],
    };
  }
}
