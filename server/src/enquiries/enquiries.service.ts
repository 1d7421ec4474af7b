import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.js';
import type { AuthUser } from '../auth/auth-user.js';
import { newBookingReference } from '../bookings/booking-reference.js';
import { todayInSouthAfrica } from '../common/dates.js';
import { badInput, type FieldErrors } from '../common/errors.js';
import { assertSameRequest, idempotencyFingerprint, type IdempotencyKey } from '../common/idempotency.js';
import { toCents } from '../common/money.js';
import type { Transaction } from '../db/client.js';
import type { Database } from '../db/client.js';
import { enquiries, type EnquiryRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { Notifier } from '../mail/notifications.js';
import { WriteLimiter, writeLimitedMessage, type Undo } from '../write-limits/write-limits.js';
import { EnquiryMsg, type ContactMessageInput, type InsuranceQuoteInput, type TripBookingInput, type TripPlanInput } from './enquiry.inputs.js';
import { toReceipt, type EnquiryKind, type EnquiryReceipt } from './enquiry.model.js';

/** The enquiry forms' answer past their per-address or per-recipient limit (write-limits/write-limits.ts). */
export const RATE_LIMITED = writeLimitedMessage('enquiry', 0);

/** The same form sent again within this window is the same enquiry (double clicks, impatient resends). */
const DEDUPE_WINDOW_SECONDS = 60;

/** Who sent it: the signed-in user (if any) and the client's address as Express sees it (req.ip). */
export interface Sender {
  user?: AuthUser;
  clientAddress: string | null;
  /** The client's Idempotency-Key header, if it sent one: a retry answers the first receipt. */
  idempotency?: IdempotencyKey;
}

type NewEnquiry = Omit<typeof enquiries.$inferInsert, 'id' | 'reference' | 'fingerprint' | 'clientAddress' | 'userId' | 'createdAt' | 'updatedAt'> & {
  kind: EnquiryKind;
};

/** The public forms' enquiries: validated, spam-checked, stored once, audited and notified in one transaction. */
@Injectable()
export class EnquiriesService {
  constructor(
    @InjectDb() private readonly db: Database,
    private readonly notifier: Notifier,
    private readonly limits: WriteLimiter,
  ) {}

  async sendTripPlan(input: TripPlanInput, sender: Sender, today = todayInSouthAfrica()): Promise<EnquiryReceipt> {
    refuseHoneypot(input.website);
    const fields: FieldErrors = {};
    if (!input.email && !input.phone) {
      fields.email = EnquiryMsg.REPLY_TO;
      fields.phone = EnquiryMsg.REPLY_TO;
    }
    if (input.departureDate && input.departureDate < today) fields.departureDate = EnquiryMsg.DEPARTURE_PAST;
    if (input.departureDate && input.returnDate && input.returnDate < input.departureDate) {
      fields.returnDate = EnquiryMsg.RETURN_NOT_BEFORE;
    }
    throwIfAny(fields);
    const name = [input.firstName, input.lastName].filter(Boolean).join(' ');
    return this.create(
      {
        kind: 'TRIP_PLAN',
        // The inbox lists every item by a name: with none given, the reply address stands in.
        fullName: name || input.email || input.phone || '',
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        email: input.email ?? null,
        phone: input.phone ?? null,
        destination: input.destination ?? null,
        guests: input.guests ?? null,
        departureDate: input.departureDate ?? null,
        returnDate: input.returnDate ?? null,
        holidayType: input.holidayType ?? null,
        budgetCents: input.budget === undefined ? null : toCents(input.budget),
        message: input.message ?? '',
      },
      sender,
    );
  }

  async requestInsuranceQuote(input: InsuranceQuoteInput, sender: Sender, today = todayInSouthAfrica()): Promise<EnquiryReceipt> {
    refuseHoneypot(input.website);
    const fields: FieldErrors = {};
    if (input.departureDate < today) fields.departureDate = EnquiryMsg.DEPARTURE_PAST;
    if (input.returnDate <= input.departureDate) fields.returnDate = EnquiryMsg.RETURN_AFTER;
    throwIfAny(fields);
    return this.create(
      {
        kind: 'INSURANCE_QUOTE',
        fullName: input.fullName,
        email: input.email,
        phone: input.phoneNumber,
        destination: input.destination,
        departureDate: input.departureDate,
        returnDate: input.returnDate,
        message: '',
      },
      sender,
    );
  }

  async sendContactMessage(input: ContactMessageInput, sender: Sender): Promise<EnquiryReceipt> {
    refuseHoneypot(input.website);
    return this.create(
      {
        kind: 'CONTACT',
        fullName: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        message: input.message,
      },
      sender,
    );
  }

  /** The home page's Book Your Trip popup: the agency gets back to the visitor to book a trip. */
  async requestTripBooking(input: TripBookingInput, sender: Sender): Promise<EnquiryReceipt> {
    refuseHoneypot(input.website);
    return this.create({ kind: 'TRIP_BOOKING', fullName: input.name, email: input.email, address: input.address, message: '' }, sender);
  }

  private async create(values: NewEnquiry, sender: Sender): Promise<EnquiryReceipt> {
    const fingerprint = fingerprintOf(values);
    const { idempotency } = sender;
    const idempotencyPrint = idempotency && idempotencyFingerprint(values.kind, values, sender.user?.id);
    // A send counted by the rate limit whose enquiry is then not stored (the transaction failed) is taken back.
    let undoCount: Undo | undefined;
    try {
      return await this.db.transaction((tx) => this.createIn(tx, values, fingerprint, sender, idempotencyPrint, (undo) => (undoCount = undo)));
    } catch (error) {
      await undoCount?.();
      throw error;
    }
  }

  private async createIn(
    tx: Transaction,
    values: NewEnquiry,
    fingerprint: string,
    sender: Sender,
    idempotencyPrint: string | undefined,
    counted: (undo: Undo) => void,
  ): Promise<EnquiryReceipt> {
    const { idempotency } = sender;
    // A retry with the same key waits for its twin here, then answers its receipt: before the dedupe
    // window and the rate limit, so a retried form is never refused for having been sent already.
    // This lock is always the first one taken (see the order below).
    if (idempotency && idempotencyPrint) {
      await lock(tx, `enquiry-key:${idempotency.key}`);
      const [earlier] = await tx
        .select({ reference: enquiries.reference, kind: enquiries.kind, createdAt: enquiries.createdAt, print: enquiries.idempotencyFingerprint })
        .from(enquiries)
        .where(eq(enquiries.idempotencyKey, idempotency.key))
        .limit(1);
      if (earlier) {
        assertSameRequest(earlier.print, idempotencyPrint);
        idempotency.replayed();
        return toReceipt(earlier);
      }
    }
    // Two identical sends at the same moment: the second waits here until the first commits, then
    // finds it below. Locks are always taken in this order (key, fingerprint, then the PostgreSQL rate
    // limit's address lock), so two transactions never wait on each other crosswise.
    await lock(tx, `enquiry:${fingerprint}`);

    const [duplicate] = await tx
      .select({ reference: enquiries.reference, kind: enquiries.kind, createdAt: enquiries.createdAt })
      .from(enquiries)
      .where(and(eq(enquiries.fingerprint, fingerprint), gt(enquiries.createdAt, secondsAgo(DEDUPE_WINDOW_SECONDS))))
      .orderBy(asc(enquiries.createdAt))
      .limit(1);
    if (duplicate) return toReceipt(duplicate);

    counted(await this.limits.admit('enquiry', { clientAddress: sender.clientAddress, recipient: values.email }, tx));

    const row = await insertWithReference(tx, {
      ...values,
      fingerprint,
      clientAddress: sender.clientAddress,
      userId: sender.user?.id ?? null,
      idempotencyKey: idempotency?.key ?? null,
      idempotencyFingerprint: idempotencyPrint ?? null,
    });
    const { fingerprint: _f, clientAddress: _c, idempotencyFingerprint: _i, ...audited } = row;
    await recordAudit(tx, { entity: 'ENQUIRY', entityId: row.id, action: 'CREATED', actor: sender.user ?? 'visitor', after: audited });
    await this.notifier.notifyEnquiryReceived(tx, row);
    return toReceipt(row);
  }
}

/** A reference clash (1 in ~887 million per pair) must not abort the transaction: skip it and draw again. */
async function insertWithReference(tx: Transaction, values: Omit<typeof enquiries.$inferInsert, 'reference'>): Promise<EnquiryRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(enquiries)
      .values({ ...values, reference: newBookingReference('EQ') })
      .onConflictDoNothing({ target: enquiries.reference })
      .returning();
    if (row) return row;
  }
  throw new Error('Could not draw a free enquiry reference after 5 attempts.');
}

function refuseHoneypot(website: string | undefined): void {
  if (website && website.trim() !== '') throw badInput(EnquiryMsg.REFUSED);
}

function throwIfAny(fields: FieldErrors): void {
  const messages = Object.values(fields);
  if (messages.length === 0) return;
  const distinct = new Set(messages);
  throw badInput(distinct.size > 1 ? 'Please correct the highlighted fields.' : messages[0]!, fields);
}

/** Same kind and same values once normalised (case, spacing): sha256 of them. */
export function fingerprintOf(values: NewEnquiry): string {
  const normalised = Object.entries(values)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => [k, typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').toLowerCase() : v]);
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}

/** A transaction-scoped advisory lock on a text key (64-bit key from its sha256). */
async function lock(tx: Transaction, key: string): Promise<void> {
  const id = BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 16)}`));
  await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
}

const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
