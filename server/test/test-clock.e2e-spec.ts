/**
 * The test-only clock (TEST_CLOCK_CONTROL=1) that browser journeys use to move the calendar: PUT
 * /api/test/clock shifts what todayInSouthAfrica() answers in the whole process, POST
 * /api/test/reminders/run runs the reminder job on that day, DELETE goes back to the real date. Without the
 * flag the routes do not exist at all. (The configuration refuses the flag in production:
 * src/config/quote-policy.spec.ts.)
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { addDays, todayInSouthAfrica } from '../src/common/dates.js';
import { loadConfig } from '../src/config/config.js';
import { mailOutbox } from '../src/db/schema.js';
import { REMINDER_TEMPLATES } from '../src/reminders/reminder-mails.js';
import { createBookingRequest } from './support/factories.js';
import { ACCEPT_QUOTE, sentQuote, threeLineQuote } from './support/quotes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const realToday = todayInSouthAfrica();
const day = (n: number) => addDays(realToday, n);
let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
});

describe('without TEST_CLOCK_CONTROL', () => {
  it('the clock and reminder routes do not exist (404), whoever calls', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.config.quotePolicy.testClockControl).toBe(false);
      await request(plain.http).put('/api/test/clock').send({ today: day(10) }).expect(404);
      await request(plain.http).delete('/api/test/clock').expect(404);
      await request(plain.http).post('/api/test/reminders/run').expect(404);
      expect(todayInSouthAfrica()).toBe(realToday);
    } finally {
      await plain.close();
    }
  });
});

describe('with TEST_CLOCK_CONTROL=1', () => {
  it('moves the calendar, runs the reminders on the moved day, and goes back', async () => {
    t = await createTestApp({ quotePolicy: { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).quotePolicy, testClockControl: true } });
    const staff = await t.as('STAFF');
    const booking = await createBookingRequest(t.db, { departureDate: day(90), returnDate: day(95) });
    const { token } = await sentQuote(t, staff, booking.id, booking.email, threeLineQuote({ depositDueOn: day(20), balanceDueOn: day(50), lines: [threeLineQuote().lines[0]] }));
    const accepted = await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token });
    expect(accepted.body.errors).toBeUndefined();
    const invoiceId = accepted.body.data.acceptQuote.id as string;
    const reminders = () => t!.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, booking.email), inArray(mailOutbox.template, REMINDER_TEMPLATES)));
    const status = async () => (await staff.gql('query($id: ID!) { invoice(id: $id) { status } }', { id: invoiceId })).body.data.invoice.status as string;

    // Not yet: the real today is before the reminder window.
    const notYet = await request(t.http).post('/api/test/reminders/run').send({});
    expect([notYet.status, notYet.body]).toEqual([200, { today: realToday, queued: 0 }]);

    expect((await request(t.http).put('/api/test/clock').send({ today: day(13) }).expect(200)).body).toEqual({ today: day(13) });
    expect(todayInSouthAfrica()).toBe(day(13));
    const run = await request(t.http).post('/api/test/reminders/run').send({}).expect(200);
    expect(run.body.today).toBe(day(13));
    expect((await reminders()).map((m) => m.template)).toEqual(['payment-reminder-deposit']);

    // The whole server follows the moved calendar: the invoice is overdue the day after its deposit date.
    expect(await status()).toBe('AWAITING_DEPOSIT');
    await request(t.http).put('/api/test/clock').send({ today: day(21) }).expect(200);
    expect(await status()).toBe('OVERDUE');

    expect((await request(t.http).delete('/api/test/clock').expect(200)).body).toEqual({ today: realToday });
    // A run as on a given day leaves the process's calendar alone (journeys running beside it keep theirs).
    const asOn = await request(t.http).post('/api/test/reminders/run').send({ today: day(45) }).expect(200);
    expect(asOn.body.today).toBe(day(45));
    expect(asOn.body.queued).toBeGreaterThanOrEqual(1);
    expect((await reminders()).map((m) => m.template)).toContain('payment-reminder-balance');
    expect(todayInSouthAfrica()).toBe(realToday);
    await request(t.http).post('/api/test/reminders/run').send({ today: '2027-02-30' }).expect(400);
    expect(todayInSouthAfrica()).toBe(realToday);
    expect(await status()).toBe('AWAITING_DEPOSIT');
  });

  it('refuses anything but a YYYY-MM-DD calendar date with 400 and a clear message', async () => {
    for (const body of [{}, { today: '13/12/2027' }, { today: '2027-02-30' }, { today: 20270101 }, { today: 'tomorrow' }]) {
      const res = await request(t!.http).put('/api/test/clock').send(body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message: 'today must be a calendar date written YYYY-MM-DD, e.g. 2027-03-01.' });
    }
    expect(todayInSouthAfrica()).toBe(realToday);
  });
});
