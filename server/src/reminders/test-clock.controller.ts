import { Body, Controller, Delete, HttpCode, Post, Put } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/decorators.js';
import { isLocalDate, setTestToday, todayInSouthAfrica } from '../common/dates.js';
import { badInput } from '../common/errors.js';
import { PaymentRemindersJob, type ReminderRunResult } from './payment-reminders.job.js';

export const TEST_TODAY_FORMAT = 'today must be a calendar date written YYYY-MM-DD, e.g. 2027-03-01.';

/**
 * Test-only controls for browser journeys ("the balance reminder goes out on its date"): move this
 * process's calendar and run the reminder job now. Mounted only when TEST_CLOCK_CONTROL=1, which the
 * configuration refuses in production (config/quote-policy.ts); without it these routes do not exist
 * (404). Public because the journey drives them from the test runner, not as a signed-in user.
 */
@ApiExcludeController()
@Controller('test')
export class TestClockController {
  constructor(private readonly reminders: PaymentRemindersJob) {}

  @Public()
  @Put('clock')
  setClock(@Body() body: unknown): { today: string } {
    const today = (body as { today?: unknown } | null)?.today;
    if (typeof today !== 'string' || !isLocalDate(today)) throw badInput(TEST_TODAY_FORMAT, { today: TEST_TODAY_FORMAT });
    setTestToday(today);
    return { today: todayInSouthAfrica() };
  }

  @Public()
  @Delete('clock')
  resetClock(): { today: string } {
    setTestToday(null);
    return { today: todayInSouthAfrica() };
  }

  /**
   * Runs the reminder job now, as on `today` when the body names one (the rest of the process keeps its
   * calendar: journeys running beside this one are not moved), else on the clock's today.
   */
  @Public()
  @Post('reminders/run')
  @HttpCode(200)
  runReminders(@Body() body: unknown): Promise<ReminderRunResult> {
    const today = (body as { today?: unknown } | null | undefined)?.today;
    if (today === undefined) return this.reminders.run();
    if (typeof today !== 'string' || !isLocalDate(today)) throw badInput(TEST_TODAY_FORMAT, { today: TEST_TODAY_FORMAT });
    return this.reminders.run(today);
  }
}
