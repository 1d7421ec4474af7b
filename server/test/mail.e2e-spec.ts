import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { eq, inArray, sql } from 'drizzle-orm';
import request from 'supertest';
import { loadConfig } from '../src/config/config.js';
import { mailOutbox, type MailRow } from '../src/db/schema.js';
import { MailWorker } from '../src/mail/mail-worker.js';
import { Notifier } from '../src/mail/notifications.js';
import { enqueueMail } from '../src/mail/outbox.js';
import { createHotel, createPackage, createRoom, createRoomType, isoDaysFromNow, uniqueName } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { TestSmtpServer, type ReceivedMail } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const AGENCY_INBOX = 'agency-inbox@example.test';
const MAIL_FROM = 'Test Agency <bookings@agency.example.test>';
const MAX_ATTEMPTS = 3;

let t: TestApp;
let smtp: TestSmtpServer;
let worker: MailWorker;

beforeAll(async () => {
  smtp = new TestSmtpServer();
  await smtp.start();
  const base = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) });
  t = await createTestApp({
    mail: { ...base.mail, smtpUrl: smtp.url, from: MAIL_FROM, agencyInbox: AGENCY_INBOX, retryBaseMs: 60_000, maxAttempts: MAX_ATTEMPTS, workerEnabled: false },
  });
  worker = t.app.get(MailWorker);
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});
beforeEach(async () => {
  if (!smtp.running) await smtp.start();
  // Every test starts with nothing left to send.
  await worker.drain();
  smtp.clear();
});

const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { reference } }`;
const sendContact = async (email = `${uniqueName('guest')}@example.test`) => {
  const res = await graphqlRequest(t.http, CONTACT, {
    input: { firstName: 'Lerato', lastName: 'Nkosi', email, message: `Hello <b>there</b> & ${uniqueName('m')}` },
  }).expect(200);
  expect(res.body.errors).toBeUndefined();
  return { reference: res.body.data.sendContactMessage.reference as string, email };
};
const rowsAbout = async (reference: string): Promise<MailRow[]> =>
  (await t.db.select().from(mailOutbox)).filter((m) => m.subject.includes(reference));
/** How many times each outbox mail reached the SMTP server. */
const deliveries = (messages: ReceivedMail[]) => {
  const counts = new Map<string, number>();
  for (const m of messages) counts.set(m.headers['x-outbox-id']!, (counts.get(m.headers['x-outbox-id']!) ?? 0) + 1);
  return counts;
};

describe('new bookings and enquiries reach the agency and the customer over SMTP', () => {
  it('a package booking request: agency mail and customer confirmation, both with the reference', async () => {
    const pkg = await createPackage(t.db, { maxGuests: 4 });
    const email = `${uniqueName('thandi')}@example.test`;
    const res = await request(t.http)
      .post('/api/bookings')
      .send({ packageId: pkg.id, fullName: 'Thandi Mokoena', email, phone: '+27 82 555 0123', guests: 2, departureDate: isoDaysFromNow(30), returnDate: isoDaysFromNow(35) })
      .expect(201);
    const reference: string = res.body.reference;

    expect(await worker.drain()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const agency = smtp.to(AGENCY_INBOX);
    const customer = smtp.to(email);
    expect(agency).toHaveLength(1);
    expect(customer).toHaveLength(1);
    expect(agency[0]!.subject).toBe(`New booking request ${reference}: ${pkg.title}`);
    expect(agency[0]!.text).toContain('Thandi Mokoena');
    expect(agency[0]!.text).toContain(email);
    expect(customer[0]!.subject).toBe(`We received your booking request ${reference}`);
    expect(customer[0]!.text).toContain(`Your reference is ${reference}`);
    expect(customer[0]!.headers.from).toContain('bookings@agency.example.test');
    for (const row of await rowsAbout(reference)) expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null, lockedUntil: null, sentAt: expect.any(Date) });
  });

  it('a stay reservation: agency and customer mails with the reference, hotel and room type', async () => {
    const hotel = await createHotel(t.db);
    const roomType = await createRoomType(t.db, hotel.id);
    await createRoom(t.db, roomType, ['101']);
    const email = `${uniqueName('sipho')}@example.test`;
    const res = await graphqlRequest(
      t.http,
      `mutation($input: ReserveStayInput!) { reserveStay(input: $input) { reference } }`,
      { input: { hotelId: hotel.id, roomTypeId: roomType.id, checkIn: isoDaysFromNow(20), checkOut: isoDaysFromNow(22), adults: 1, rooms: 1, fullName: 'Sipho Dlamini', email, phone: '+27 83 555 0199' } },
    ).expect(200);
    expect(res.body.errors).toBeUndefined();
    const reference: string = res.body.data.reserveStay.reference;
    await worker.drain();
    expect(smtp.to(AGENCY_INBOX).map((m) => m.subject)).toEqual([`New stay reservation ${reference}: ${hotel.name} · ${roomType.name}`]);
    expect(smtp.to(email).map((m) => m.subject)).toEqual([`We received your stay reservation ${reference}`]);
    expect(smtp.to(email)[0]!.text).toContain('Check-in: ' + isoDaysFromNow(20));
  });

  it('an enquiry: agency mail and confirmation; what the visitor typed is escaped in the HTML body', async () => {
    const { reference, email } = await sendContact();
    await worker.drain();
    expect(smtp.to(AGENCY_INBOX).map((m) => m.subject)).toEqual([`New message ${reference}: Contact message`]);
    expect(smtp.to(email).map((m) => m.subject)).toEqual([`We received your message ${reference}`]);
    expect(smtp.to(email)[0]!.text).toContain('Hello <b>there</b> &');
    const [row] = (await rowsAbout(reference)).filter((r) => r.toAddress === email);
    expect(row!.htmlBody).toContain('Hello &lt;b&gt;there&lt;/b&gt; &amp;');
    expect(row!.htmlBody).not.toContain('<b>there');
  });

  it('a status change mails the customer; none without an e-mail address', async () => {
    const notifier = t.app.get(Notifier);
    const email = `${uniqueName('status')}@example.test`;
    await notifier.notifyStatusChanged(t.db, { kind: 'booking', reference: 'UH-TEST22', title: 'Kruger Safari', fullName: 'Thandi', email, from: 'PENDING', to: 'CONFIRMED' });
    await notifier.notifyStatusChanged(t.db, { kind: 'enquiry', reference: 'EQ-TEST22', title: 'Trip plan', fullName: 'Thandi', email: null, from: 'PENDING', to: 'CONTACTED' });
    expect(await worker.drain()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.messages.map((m) => [m.to, m.subject])).toEqual([[[email], 'Your booking UH-TEST22 is confirmed']]);
    expect(smtp.messages[0]!.text).toContain('Your booking UH-TEST22 (Kruger Safari) is confirmed.');
  });
});

describe('a mail server outage loses nothing', () => {
  it('submissions succeed while SMTP is down; mails wait with attempts and the error, then arrive exactly once', async () => {
    await smtp.stop();
    const { reference, email } = await sendContact();
    expect(await worker.drain()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    let rows = await rowsAbout(reference);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lockedUntil: null, sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      // First retry after MAIL_RETRY_BASE_MS (60 s here).
      expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    }
    // Not due yet: nothing is tried again.
    expect(await worker.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    await smtp.start();
    // Time passes (no sleeping for the back-off): the mails become due.
    await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(inArray(mailOutbox.id, rows.map((r) => r.id)));
    expect(await worker.drain()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await worker.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.to(AGENCY_INBOX)).toHaveLength(1);
    expect(smtp.to(email)).toHaveLength(1);
    expect([...deliveries(smtp.messages).values()]).toEqual([1, 1]);
    rows = await rowsAbout(reference);
    for (const row of rows) expect(row).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
  });

  it('the delay doubles per failed attempt and the mail is FAILED after MAIL_MAX_ATTEMPTS, keeping the last error', async () => {
    await smtp.stop();
    await enqueueMail(t.db, { to: 'someone@example.test', subject: 'Outage probe', text: 'x', template: 'test' });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Outage probe'));
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const result = await worker.drain();
      const [after] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      expect(after!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(result).toEqual({ sent: 0, retrying: 1, failed: 0 });
        delays.push(Math.round((after!.nextAttemptAt.getTime() - Date.now()) / 60_000));
        await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, row!.id));
      } else {
        expect(result).toEqual({ sent: 0, retrying: 0, failed: 1 });
        expect(after).toMatchObject({ status: 'FAILED', lockedUntil: null, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
      }
    }
    expect(delays).toEqual([1, 2]);
    await smtp.start();
    expect(await worker.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('claiming', () => {
  it('two drains at the same time never send a mail twice', async () => {
    const sent = await Promise.all(Array.from({ length: 4 }, () => sendContact()));
    const [a, b] = await Promise.all([worker.drain(), worker.drain()]);
    expect(a.sent + b.sent).toBe(8);
    expect(smtp.messages).toHaveLength(8);
    expect([...deliveries(smtp.messages).values()].every((n) => n === 1)).toBe(true);
    for (const { reference } of sent) for (const row of await rowsAbout(reference)) expect(row.attempts).toBe(1);
  });

  it('a mail claimed by another worker (lease not expired) is left alone; after the lease it is taken', async () => {
    await enqueueMail(t.db, { to: 'lease@example.test', subject: 'Lease probe', text: 'x', template: 'test' });
    await t.db.update(mailOutbox).set({ lockedUntil: sql`now() + interval '1 minute'` }).where(eq(mailOutbox.subject, 'Lease probe'));
    expect(await worker.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await t.db.update(mailOutbox).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(mailOutbox.subject, 'Lease probe'));
    expect(await worker.drain()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.to('lease@example.test')).toHaveLength(1);
  });

  /** Starts the worker as `start(firstRunAfterMs)` does, queues an enquiry's mails, and expects the guest's within 4 s (the poll interval is far longer). */
  async function queuedMailIsSentAtOnce(firstRunAfterMs?: number): Promise<void> {
    worker.start(firstRunAfterMs);
    try {
      const { email } = await sendContact();
      const deadline = Date.now() + 4000;
      while (smtp.to(email).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(smtp.to(email)).toHaveLength(1);
    } finally {
      // Not just stop(): its drain may still hold the other mail and release it during the next test.
      await worker.stopAndSettle();
    }
  }

  it('when running, the worker is woken by a queued mail (no waiting for the poll interval)', async () => {
    await queuedMailIsSentAtOnce();
  });

  it('started with its first run later (as at start-up), a mail queued meanwhile is still sent at once', async () => {
    await queuedMailIsSentAtOnce(60_000);
  });
});

describe('without SMTP_URL', () => {
  it('mails are kept in the outbox, marked SENT, and logged by id and template only (no address, subject or text)', async () => {
    const logged: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'log').mockImplementation(function (this: Logger, message: unknown) {
      logged.push(String(message));
    });
    try {
      const logWorker = new MailWorker(t.db, { ...t.config, mail: { ...t.config.mail, smtpUrl: undefined } });
      // Its own subject per run: a retried attempt must not find the first attempt's row.
      const subject = `Logged probe ${uniqueName('EQ-LOG')}`;
      await enqueueMail(t.db, { to: 'log@example.test', subject, text: 'Body line', template: 'test' });
      expect(await logWorker.drain()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
      expect(row).toMatchObject({ status: 'SENT', attempts: 1, sentAt: expect.any(Date) });
      expect(logged).toContain(`Mail #${row!.id} (test) not sent: SMTP_URL is not set. Its text is in mail_outbox.`);
      expect(logged.filter((m) => m.includes('log@example.test') || m.includes('Logged probe') || m.includes('Body line'))).toEqual([]);
      expect(smtp.messages).toHaveLength(0);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('stopping the worker', () => {
  it('a drain under way stops after the mail in hand: the rest stay queued, untried, for the next process', async () => {
    const stopping = new MailWorker(t.db, { ...t.config, mail: { ...t.config.mail, smtpUrl: undefined } });
    const subject = `Backlog probe ${uniqueName('stop')}`;
    for (let i = 0; i < 45; i++) await enqueueMail(t.db, { to: `backlog${i}@example.test`, subject, text: 'Body', template: 'test' });
    const backlog = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));

    // A shutdown arrives while the worker is claiming its first batch of a long backlog.
    const draining = stopping.drain();
    stopping.stop();
    const stoppedAt = await draining;

    expect(stoppedAt.sent + stoppedAt.retrying + stoppedAt.failed).toBeLessThanOrEqual(1);
    const left = await backlog();
    expect(left.filter((m) => m.status === 'PENDING')).toHaveLength(45 - stoppedAt.sent);
    // Released, not leased for minutes, and not counted as a failed attempt.
    for (const mail of left.filter((m) => m.status === 'PENDING')) expect(mail).toMatchObject({ lockedUntil: null, attempts: 0 });

    // The next process's worker sends them all.
    const next = new MailWorker(t.db, { ...t.config, mail: { ...t.config.mail, smtpUrl: undefined } });
    await next.drain();
    expect((await backlog()).every((m) => m.status === 'SENT' && m.attempts === 1)).toBe(true);
  });

  it('a drain started after stop() (a direct call) does not undo the stop of the one under way', async () => {
    const stopping = new MailWorker(t.db, { ...t.config, mail: { ...t.config.mail, smtpUrl: undefined } });
    const subject = `Backlog probe ${uniqueName('restart')}`;
    for (let i = 0; i < 30; i++) await enqueueMail(t.db, { to: `again${i}@example.test`, subject, text: 'Body', template: 'test' });

    const first = stopping.drain();
    stopping.stop();
    const second = stopping.drain();
    const [stoppedAt, rest] = await Promise.all([first, second]);

    expect(stoppedAt.sent).toBeLessThanOrEqual(1);
    expect(stoppedAt.sent + rest.sent).toBe(30);
    const mine = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
    expect(mine.every((m) => m.status === 'SENT' && m.attempts === 1)).toBe(true);
  });
});
