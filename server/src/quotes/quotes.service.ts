import { createHash, randomBytes } from 'node:crypto';
import { defaultVatTreatment, isFinal, isInternationalDestination, vatGroups, vatRateOf } from '@travel/contract';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { plainRow, recordAudit, type AuditActor } from '../audit/audit.js';
import type { AuthUser } from '../auth/auth-user.js';
import { customerLine } from '../billing/customer-line.js';
import { depositCents, MAX_TOTAL_CENTS, quoteTotals, rateToTenThousandths, tenThousandthsToRate } from '../billing/money-maths.js';
import { addDays, formatCalendarDate, todayInSouthAfrica } from '../common/dates.js';
import { EntityIdPipe, rowId, type EntityId } from '../common/entity-id.js';
import { badInput, conflict, notFound } from '../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Database, Transaction } from '../db/client.js';
import { bookings, destinations, enquiries, exchangeRates, hotels, inboxNotes, packages, quoteLines, quotes, type QuoteLineRow, type QuoteRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { INBOX_ITEM_NOT_FOUND, InboxService } from '../inbox/inbox.service.js';
import { canMoveSubject, changeStatus, type WorkflowSubject } from '../inbox/workflow.js';
import type { Invoice } from '../invoices/invoice.model.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { enqueueMail } from '../mail/outbox.js';
import { Notifier } from '../mail/notifications.js';
import { PoliciesService } from '../policies/policies.service.js';
import { acceptedByOf } from './accepted-by.js';
import { invoiceIssuedMail, quoteQuestionMail, quoteSentMail } from './quote-mails.js';
import { findQuoteByToken, hashQuoteToken, QUOTE_LINK_INVALID } from './quote-token.js';
import type { QuoteInput } from './quote.inputs.js';
import type { CustomerQuote, Quote, QuoteDefaults, QuoteLineSuggestion } from './quote.model.js';
import { quoteDefaults } from './quote-defaults.js';

export const QUOTE_NOT_FOUND = 'Quote not found.';
/** The inbox item a quote answers: its booking request or its enquiry (the table holds exactly one). */
const inboxItemOf = (quote: QuoteRow): EntityId => rowId(quote.bookingId ?? quote.enquiryId!);

/** A quote id argument: NOT_FOUND for anything that is no id, as for an unknown one. */
export const QuoteIdPipe = EntityIdPipe.orNotFound(QUOTE_NOT_FOUND);
export { QUOTE_LINK_INVALID } from './quote-token.js';
export const NOT_A_DRAFT = 'A quote that has been sent cannot be changed: revise it instead.';
export const ONLY_SENT_REVISED = 'Only a sent quote can be revised.';
export const ONLY_SENT_WITHDRAWN = 'Only a sent quote can be withdrawn: a draft was never shown to the customer.';
export const CONTACT_NOT_QUOTED = 'A contact message cannot be quoted: quote a booking request, a stay or a trip plan.';
export const NO_EMAIL = 'This inbox item has no e-mail address to send a quote to.';
export const NO_USD_RATE = 'Set the US dollar exchange rate before quoting in US dollars.';
export const TOO_LARGE = 'A quote may total at most R 20 000 000.';
export const VALID_UNTIL_PAST = 'Valid until cannot be in the past.';
export const DUE_ORDER = 'The balance cannot be due before the deposit.';
export const DEPOSIT_DUE_PAST = 'The deposit cannot be due in the past.';
export const NO_LONGER_ACCEPTABLE = 'This quote can no longer be accepted: it has been replaced by a newer version or withdrawn. Please contact us.';
export const NO_LONGER_VALID = 'This quote is no longer valid. Please contact us for a new one.';
export const ALREADY_ACCEPTED_PREFIX = 'The customer has already accepted';
export const QUESTION_LENGTH = 'A question must be between 1 and 2000 characters.';
export const SUBJECT_CLOSED = 'This request has been cancelled or declined: it can no longer be quoted.';

/**
 * The request as the line a quote starts from: a package request's package for its guests at the price
 * they saw (one line per person when the total divides evenly, else the total once), a stay's room for its
 * nights at its booked total. A trip plan has nothing priced yet: staff add its lines.
 */
function suggestedLines(subject: WorkflowSubject, international: boolean): QuoteLineSuggestion[] {
  if (subject.type !== 'booking') return [];
  const b = subject.row;
  const dates = `${formatCalendarDate(b.departureDate)} – ${formatCalendarDate(b.returnDate)}`;
  if (b.kind === 'STAY') {
    const room = [b.hotelName, b.roomTypeName].filter(Boolean).join(' · ');
    return [{ kind: 'STAY', description: `${room}, ${dates}`, quantity: 1, unitPriceCents: b.totalCents, currency: b.currency, vatTreatment: defaultVatTreatment('STAY', international) }];
  }
  const perPerson = b.guests > 0 && b.totalCents % b.guests === 0;
  return [
    {
      kind: 'PACKAGE',
      description: `${b.packageTitle ?? 'Package'}, ${dates}${perPerson ? '' : `, ${b.guests} guests`}`,
      quantity: perPerson ? b.guests : 1,
      unitPriceCents: perPerson ? b.totalCents / b.guests : b.totalCents,
      currency: b.currency,
      vatTreatment: defaultVatTreatment('PACKAGE', international),
    },
  ];
}

/**
 * Whether an inbox item's trip goes abroad, for the lines' default VAT treatment: a package request's
 * package country, a stay's hotel country, a trip plan's destination when it names a destination or
 * country the agency sells (free text the catalogue does not know counts as not international: staff
 * choose the treatment).
 */
async function isInternational(tx: Database | Transaction, subject: WorkflowSubject): Promise<boolean> {
  if (subject.type === 'booking') {
    const row = subject.row;
    const [found] = row.packageId
      ? await tx.select({ country: packages.country }).from(packages).where(eq(packages.id, row.packageId)).limit(1)
      : row.hotelId
        ? await tx.select({ country: hotels.country }).from(hotels).where(eq(hotels.id, row.hotelId)).limit(1)
        : [];
    return isInternationalDestination(found?.country);
  }
  const destination = subject.row.destination?.trim().toLowerCase();
  if (!destination) return false;
  // "Zanzibar and Stone Town", "Maldives honeymoon": the text names a destination or a country the
  // catalogue sells (the longest name found wins, so "South Africa" is not read as some shorter name).
  const [found] = await tx
    .select({ country: destinations.country })
    .from(destinations)
    .where(or(sql`position(lower(${destinations.name}) in ${destination}) > 0`, sql`position(lower(${destinations.country}) in ${destination}) > 0`))
    .orderBy(sql`greatest(length(${destinations.name}), length(${destinations.country})) desc`)
    .limit(1);
  if (found) return isInternationalDestination(found.country);
  const [country] = await tx
    .selectDistinct({ country: packages.country })
    .from(packages)
    .where(sql`position(lower(${packages.country}) in ${destination}) > 0`)
    .orderBy(packages.country)
    .limit(1);
  return isInternationalDestination(country?.country);
}


/**
 * Quotes answering an inbox item, their sending with an acceptance link, and the customer's acceptance,
 * which issues the invoice. Totals are computed here (billing/money-maths.ts), never taken from a client.
 * Every write is one transaction with its audit event and mails.
 */
@Injectable()
export class QuotesService {
  constructor(
    @InjectDb() private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly inbox: InboxService,
    private readonly invoices: InvoicesService,
    private readonly notifier: Notifier,
    private readonly policies: PoliciesService,
  ) {}

  async create(inboxItemId: EntityId, input: QuoteInput, user: AuthUser): Promise<Quote> {
    checkDates(input);
    return this.db.transaction(async (tx) => {
      const subject = await this.inbox.lock(tx, inboxItemId);
      if (subject.type === 'enquiry' && subject.row.kind === 'CONTACT') throw badInput(CONTACT_NOT_QUOTED);
      const email = subject.row.email?.trim();
      if (!email) throw badInput(NO_EMAIL);
      const priced = await this.price(tx, input, await isInternational(tx, subject));
      const [{ version }] = (await tx
        .select({ version: sql<number>`coalesce(max(${quotes.version}), 0)::int + 1` })
        .from(quotes)
        .where(subjectCondition(subject))) as [{ version: number }];
      const [quote] = await tx
        .insert(quotes)
        .values({
          bookingId: subject.type === 'booking' ? subject.row.id : null,
          enquiryId: subject.type === 'enquiry' ? subject.row.id : null,
          customerName: subject.row.fullName,
          customerEmail: email,
          userId: subject.row.userId,
          version: Number(version),
          ...quoteFields(input, priced, this.config.vatPercent),
          createdBy: user.id,
        })
        .returning();
      const lines = await tx.insert(quoteLines).values(lineRows(quote!.id, priced.lines)).returning();
      await recordAudit(tx, { entity: 'QUOTE', entityId: quote!.id, action: 'CREATED', actor: user, after: { ...plainRow(quote!), lines: lines.length } });
      return toQuote(quote!, lines, null, subject.row.reference);
    });
  }

  async update(id: EntityId, input: QuoteInput, user: AuthUser): Promise<Quote> {
    checkDates(input);
    return this.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      if (before.status !== 'DRAFT') throw conflict(NOT_A_DRAFT);
      const priced = await this.price(tx, input, await isInternational(tx, await this.inbox.lock(tx, inboxItemOf(before))));
      // A new VAT setting applies to drafts saved after the change.
      const [quote] = await tx
        .update(quotes)
        .set({ ...quoteFields(input, priced, this.config.vatPercent), updatedAt: new Date() })
        .where(eq(quotes.id, before.id))
        .returning();
      await tx.delete(quoteLines).where(eq(quoteLines.quoteId, before.id));
      const lines = await tx.insert(quoteLines).values(lineRows(before.id, priced.lines)).returning();
      await recordAudit(tx, { entity: 'QUOTE', entityId: before.id, action: 'UPDATED', actor: user, before: plainRow(before), after: plainRow(quote!) });
      return toQuote(quote!, lines, null, await referenceOf(tx, quote!));
    });
  }

  /**
   * Sends a draft: a fresh random token (32 bytes) whose SHA-256 alone is stored, valid to the end of the
   * quote's last valid day; the e-mail with the only copy of the link; the version it revises SUPERSEDED;
   * the inbox item moved to QUOTED when its workflow allows. All in one transaction.
   */
  async send(id: EntityId, user: AuthUser): Promise<Quote> {
    return this.db.transaction(async (tx) => {
      const draft = await this.lock(tx, id);
      if (draft.status !== 'DRAFT') throw conflict('This quote has already been sent.');
      if (draft.validUntil < todayInSouthAfrica()) throw badInput(VALID_UNTIL_PAST, { validUntil: VALID_UNTIL_PAST });
      const subject = await this.inbox.lock(tx, inboxItemOf(draft));
      const [accepted] = await tx.select({ version: quotes.version }).from(quotes).where(and(subjectCondition(subject), eq(quotes.status, 'ACCEPTED'))).limit(1);
      if (accepted) throw conflict(`The customer has already accepted version ${accepted.version} of this quote: it has an invoice.`);
      if (isFinal(subject.row.status) && subject.row.status !== 'COMPLETED') throw conflict(SUBJECT_CLOSED);
      const token = randomBytes(32).toString('base64url');
      // South Africa keeps UTC+2 all year: the link works to the end of the last valid South African day.
      const expiresAt = new Date(`${addDays(draft.validUntil, 1)}T00:00:00+02:00`);
      const terms = await this.termsFor(tx, subject);
      const [sent] = await tx
        .update(quotes)
        .set({ status: 'SENT', tokenHash: hashQuoteToken(token), tokenExpiresAt: expiresAt, sentAt: new Date(), updatedAt: new Date(), ...terms })
        .where(eq(quotes.id, draft.id))
        .returning();
      // Every earlier version still open is replaced by this one: its link stops accepting.
      const superseded = await tx
        .update(quotes)
        .set({ status: 'SUPERSEDED', updatedAt: new Date() })
        .where(and(subjectCondition(subject), eq(quotes.status, 'SENT'), ne(quotes.id, draft.id)))
        .returning({ id: quotes.id });
      for (const old of superseded) {
        await recordAudit(tx, { entity: 'QUOTE', entityId: old.id, action: 'STATUS_CHANGED', actor: user, before: { status: 'SENT' }, after: { status: 'SUPERSEDED', by: draft.id } });
      }
      await enqueueMail(tx, quoteSentMail(sent!, subject.row.reference, `${this.config.publicSiteUrl}/quotes/${token}`));
      await recordAudit(tx, { entity: 'QUOTE', entityId: draft.id, action: 'SENT', actor: user, before: { status: 'DRAFT' }, after: { status: 'SENT', tokenExpiresAt: expiresAt } });
      // The quote mail is the customer's news: the QUOTED status mail would say the same thing again.
      if (canMoveSubject(subject, 'QUOTED')) await changeStatus(tx, this.notifier, subject, 'QUOTED', user, { notifyCustomer: false });
      return toQuote(sent!, await linesOf(tx, draft.id), null, subject.row.reference);
    });
  }

  /** A new DRAFT version of a sent quote with the same lines and terms; the old one is SUPERSEDED when this one is sent. */
  async revise(id: EntityId, user: AuthUser): Promise<Quote> {
    return this.db.transaction(async (tx) => {
      const old = await this.lock(tx, id);
      if (old.status !== 'SENT') throw conflict(ONLY_SENT_REVISED);
      const subject = await this.inbox.lock(tx, inboxItemOf(old));
      const [{ version }] = (await tx
        .select({ version: sql<number>`coalesce(max(${quotes.version}), 0)::int + 1` })
        .from(quotes)
        .where(subjectCondition(subject))) as [{ version: number }];
      const [draft] = await tx
        .insert(quotes)
        .values({
          bookingId: old.bookingId,
          enquiryId: old.enquiryId,
          customerName: old.customerName,
          customerEmail: old.customerEmail,
          userId: old.userId,
          version: Number(version),
          revisesQuoteId: old.id,
          validUntil: old.validUntil,
          depositPercent: old.depositPercent,
          depositDueOn: old.depositDueOn,
          balanceDueOn: old.balanceDueOn,
          message: old.message,
          vatPercent: old.vatPercent,
          subtotalCents: old.subtotalCents,
          vatCents: old.vatCents,
          totalCents: old.totalCents,
          createdBy: user.id,
        })
        .returning();
      const oldLines = await linesOf(tx, old.id);
      const lines = await tx
        .insert(quoteLines)
        .values(oldLines.map(({ id: _id, quoteId: _quote, ...line }) => ({ ...line, quoteId: draft!.id })))
        .returning();
      await recordAudit(tx, { entity: 'QUOTE', entityId: draft!.id, action: 'CREATED', actor: user, after: { ...plainRow(draft!), revises: old.id } });
      return toQuote(draft!, lines, null, subject.row.reference);
    });
  }

  /** Withdraws a sent quote: its link no longer accepts (the page shows it WITHDRAWN). */
  async withdraw(id: EntityId, user: AuthUser): Promise<Quote> {
    return this.db.transaction(async (tx) => {
      const quote = await this.lock(tx, id);
      if (quote.status !== 'SENT') throw conflict(ONLY_SENT_WITHDRAWN);
      const [withdrawn] = await tx.update(quotes).set({ status: 'WITHDRAWN', updatedAt: new Date() }).where(eq(quotes.id, quote.id)).returning();
      await recordAudit(tx, { entity: 'QUOTE', entityId: quote.id, action: 'STATUS_CHANGED', actor: user, before: { status: 'SENT' }, after: { status: 'WITHDRAWN' } });
      return toQuote(withdrawn!, await linesOf(tx, quote.id), null, await referenceOf(tx, withdrawn!));
    });
  }

  /** A new quote's terms for an inbox item from the agency's policy (quote-defaults.ts). NOT_FOUND for an unknown item. */
  async defaults(inboxItemId: EntityId): Promise<QuoteDefaults> {
    const item = await this.inbox.item(inboxItemId);
    if (!item) throw notFound(INBOX_ITEM_NOT_FOUND);
    return this.db.transaction(async (tx) => {
      const subject = await this.inbox.lock(tx, inboxItemId);
      const international = await isInternational(tx, subject);
      const [usd] = await tx.select({ randPerUnit: exchangeRates.randPerUnit }).from(exchangeRates).where(eq(exchangeRates.currency, 'USD')).limit(1);
      return {
        ...quoteDefaults(this.config.quotePolicy, this.config.vatPercent, todayInSouthAfrica(), item.departureDate),
        international,
        suggestedLines: suggestedLines(subject, international),
        usdRandPerUnit: usd ? tenThousandthsToRate(rateToTenThousandths(usd.randPerUnit)) : null,
      };
    });
  }

  async forInboxItem(inboxItemId: EntityId | null): Promise<Quote[]> {
    if (!inboxItemId) return [];
    const rows = await this.db
      .select()
      .from(quotes)
      .where(or(eq(quotes.bookingId, inboxItemId), eq(quotes.enquiryId, inboxItemId)))
      .orderBy(desc(quotes.version));
    return this.toQuotes(rows);
  }

  async get(id: EntityId | null): Promise<Quote | null> {
    if (!id) return null;
    const rows = await this.db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
    return (await this.toQuotes(rows))[0] ?? null;
  }

  /** The signed-in customer's quotes (those answering their own requests), drafts left out. */
  async forUser(userId: string): Promise<CustomerQuote[]> {
    const rows = await this.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.userId, userId), ne(quotes.status, 'DRAFT')))
      .orderBy(desc(quotes.createdAt));
    return this.toCustomerQuotes(this.db, rows);
  }

  async byToken(token: string): Promise<CustomerQuote> {
    const quote = await this.findByToken(this.db, token, false);
    return (await this.toCustomerQuotes(this.db, [quote]))[0]!;
  }

  /**
   * The customer accepts: only while SENT and valid. Idempotent: accepting an accepted quote answers its
   * invoice. The quote row is locked, so ten acceptances at once give one invoice; the invoice takes the
   * next gap-free number, its mail is queued and the inbox item confirmed when the workflow allows, in the
   * same transaction.
   */
  async accept(token: string, clientAddress: string | null = null): Promise<Invoice> {
    return this.db.transaction(async (tx) => {
      const quote = await this.findByToken(tx, token, true);
      return this.acceptLocked(tx, quote, 'visitor', clientAddress, () => notFound(QUOTE_LINK_INVALID));
    });
  }

  /**
   * A signed-in customer accepts their own sent quote from My bookings: the same rules and code path as the
   * link. Someone else's quote, a draft or an unknown id is NOT_FOUND (no telling which); a quote past its
   * validity is CONFLICT with what to do.
   */
  async acceptMine(id: EntityId, user: AuthUser, clientAddress: string | null = null): Promise<Invoice> {
    return this.db.transaction(async (tx) => {
      const [quote] = await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, id), eq(quotes.userId, user.id), ne(quotes.status, 'DRAFT')))
        .for('update')
        .limit(1);
      if (!quote) throw notFound(QUOTE_NOT_FOUND);
      return this.acceptLocked(tx, quote, user, clientAddress, () => conflict(NO_LONGER_VALID));
    });
  }

  /** Acceptance of a locked quote, whoever asks: the one place its rules live. */
  private async acceptLocked(tx: Transaction, quote: QuoteRow, actor: AuditActor, clientAddress: string | null, expired: () => Error): Promise<Invoice> {
    // Accepted before (cancelled since, too): answer its invoice, as the link always did.
    if (quote.status === 'ACCEPTED' || quote.status === 'CANCELLED') {
      const invoice = await this.invoices.byQuote(tx, quote.id);
      if (invoice) return invoice;
    }
    if (quote.status !== 'SENT') throw conflict(NO_LONGER_ACCEPTABLE);
    if (quote.validUntil < todayInSouthAfrica()) throw expired();
    const subject = await this.inbox.lock(tx, inboxItemOf(quote));
    // A request the agency or the customer cancelled (or declined) is not revived by an old link.
    if (isFinal(subject.row.status) && subject.row.status !== 'COMPLETED') throw conflict(NO_LONGER_ACCEPTABLE);
    const lines = await linesOf(tx, quote.id);
    const [accepted] = await tx
      .update(quotes)
      .set({
        status: 'ACCEPTED',
        acceptedAt: new Date(),
        acceptedByUserId: typeof actor === 'string' ? null : actor.id,
        acceptedFromIp: clientAddress,
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, quote.id))
      .returning();
    const invoice = await this.invoices.issue(tx, accepted!, lines, subject.row.reference, depositCents(quote.totalCents, quote.depositPercent));
    await recordAudit(tx, {
      entity: 'QUOTE',
      entityId: quote.id,
      action: 'ACCEPTED',
      actor,
      before: { status: 'SENT' },
      after: { status: 'ACCEPTED', invoice: invoice.number, termsVersion: accepted!.termsVersion },
    });
    await recordAudit(tx, { entity: 'INVOICE', entityId: invoice.id, action: 'CREATED', actor, after: plainRow(invoice) });
    await enqueueMail(tx, invoiceIssuedMail(invoice, this.config.agency));
    // The invoice mail tells the customer the booking stands: no separate CONFIRMED status mail.
    if (canMoveSubject(subject, 'CONFIRMED')) await changeStatus(tx, this.notifier, subject, 'CONFIRMED', actor, { notifyCustomer: false });
    return (await this.invoices.toInvoices(tx, [invoice]))[0]!;
  }

  /** The customer's question from the quote page: a note on the inbox item and a mail to the agency. */
  async ask(token: string, question: string): Promise<boolean> {
    const text = typeof question === 'string' ? question.trim() : '';
    if (text.length < 1 || text.length > 2000) throw badInput(QUESTION_LENGTH, { message: QUESTION_LENGTH });
    return this.db.transaction(async (tx) => {
      const quote = await this.findByToken(tx, token, false);
      const subject = await this.inbox.lock(tx, inboxItemOf(quote));
      const [note] = await tx
        .insert(inboxNotes)
        .values({
          bookingId: quote.bookingId,
          enquiryId: quote.enquiryId,
          authorId: null,
          authorName: `${quote.customerName} (customer, quote v${quote.version})`,
          body: text,
        })
        .returning();
      await recordAudit(tx, {
        entity: subject.type === 'booking' ? 'BOOKING' : 'ENQUIRY',
        entityId: subject.row.id,
        action: 'NOTE_ADDED',
        actor: 'visitor',
        after: { noteId: note!.id, quoteId: quote.id },
      });
      await enqueueMail(tx, quoteQuestionMail(this.config.mail.agencyInbox, quote, subject.row.reference, text));
      return true;
    });
  }

  private findByToken(tx: Database | Transaction, token: string, forUpdate: boolean): Promise<QuoteRow> {
    return findQuoteByToken(tx, token, forUpdate);
  }

  private async lock(tx: Transaction, id: EntityId): Promise<QuoteRow> {
    const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update').limit(1);
    if (!row) throw notFound(QUOTE_NOT_FOUND);
    return row;
  }

  /**
   * The agency's terms and the cancellation policy a quote is sent with: a package's own policy when the
   * request is for one that has it, else the agency's. termsVersion names the pair: the same texts always
   * give the same version, a changed word a new one.
   */
  private async termsFor(tx: Transaction, subject: WorkflowSubject): Promise<Pick<QuoteRow, 'termsText' | 'cancellationPolicyText' | 'termsVersion'>> {
    const agency = await this.policies.get(tx);
    let cancellationPolicy = agency.cancellationPolicy;
    if (subject.type === 'booking' && subject.row.packageId) {
      const [pkg] = await tx.select({ policy: packages.cancellationPolicy }).from(packages).where(eq(packages.id, subject.row.packageId)).limit(1);
      if (pkg?.policy.trim()) cancellationPolicy = pkg.policy;
    }
    const termsVersion = createHash('sha256').update(`${agency.terms}\u0000${cancellationPolicy}`).digest('hex').slice(0, 12);
    return { termsText: agency.terms, cancellationPolicyText: cancellationPolicy, termsVersion };
  }

  /** Each line's rand amount at the admin's current US$ rate, its VAT treatment and VAT, and the quote's totals. */
  private async price(tx: Transaction, input: QuoteInput, international: boolean): Promise<Priced> {
    let usdRate: number | undefined;
    if (input.lines.some((l) => l.currency === 'USD')) {
      const [rate] = await tx.select({ randPerUnit: exchangeRates.randPerUnit }).from(exchangeRates).where(eq(exchangeRates.currency, 'USD')).limit(1);
      if (!rate) throw badInput(NO_USD_RATE, { lines: NO_USD_RATE });
      usdRate = rateToTenThousandths(rate.randPerUnit);
    }
    const rated = input.lines.map((line) => ({
      ...line,
      rateTenThousandths: line.currency === 'USD' ? usdRate! : 10_000,
      vatTreatment: line.vatTreatment ?? defaultVatTreatment(line.kind, international),
    }));
    const totals = quoteTotals(rated, this.config.vatPercent);
    if (totals.totalCents > MAX_TOTAL_CENTS) throw badInput(TOO_LARGE, { lines: TOO_LARGE });
    return {
      totals,
      lines: rated.map((line, i) => ({
        position: i + 1,
        kind: line.kind,
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        currency: line.currency,
        exchangeRate: tenThousandthsToRate(line.rateTenThousandths),
        amountCents: totals.lineAmounts[i]!,
        netCostCents: line.netCostCents ?? null,
        vatTreatment: line.vatTreatment,
        vatPercent: vatRateOf(line.vatTreatment, this.config.vatPercent),
        vatCents: totals.lineVat[i]!,
      })),
    };
  }

  private async toQuotes(rows: readonly QuoteRow[]): Promise<Quote[]> {
    if (!rows.length) return [];
    const lines = await this.db.select().from(quoteLines).where(inArray(quoteLines.quoteId, rows.map((r) => r.id))).orderBy(asc(quoteLines.position));
    const invoiced = await this.invoices.byQuotes(this.db, rows.map((r) => r.id));
    const references = await referencesOf(this.db, rows);
    return rows.map((row) => toQuote(row, lines.filter((l) => l.quoteId === row.id), invoiced.get(row.id)?.id ?? null, references.get(row.id)!));
  }

  private async toCustomerQuotes(tx: Database | Transaction, rows: readonly QuoteRow[]): Promise<CustomerQuote[]> {
    if (!rows.length) return [];
    const lines = await tx.select().from(quoteLines).where(inArray(quoteLines.quoteId, rows.map((r) => r.id))).orderBy(asc(quoteLines.position));
    const invoiced = await this.invoices.byQuotes(tx, rows.map((r) => r.id));
    const references = await referencesOf(tx, rows);
    const today = todayInSouthAfrica();
    return rows.map((row) => ({
      ...common(row, lines.filter((l) => l.quoteId === row.id)),
      reference: references.get(row.id)!,
      customerName: row.customerName,
      lines: lines.filter((l) => l.quoteId === row.id).map(customerLine),
      canAccept: row.status === 'SENT' && row.validUntil >= today && !!row.tokenExpiresAt && row.tokenExpiresAt.getTime() > Date.now(),
      invoiceNumber: invoiced.get(row.id)?.number ?? null,
    }));
  }
}

interface PricedLine {
  position: number;
  kind: QuoteLineRow['kind'];
  description: string;
  quantity: number;
  unitPriceCents: number;
  currency: QuoteLineRow['currency'];
  exchangeRate: string;
  amountCents: number;
  netCostCents: number | null;
  vatTreatment: QuoteLineRow['vatTreatment'];
  vatPercent: number;
  vatCents: number;
}

interface Priced {
  totals: { subtotalCents: number; vatCents: number; totalCents: number };
  lines: PricedLine[];
}

function checkDates(input: QuoteInput): void {
  if (input.validUntil < todayInSouthAfrica()) throw badInput(VALID_UNTIL_PAST, { validUntil: VALID_UNTIL_PAST });
  if (input.depositDueOn < todayInSouthAfrica()) throw badInput(DEPOSIT_DUE_PAST, { depositDueOn: DEPOSIT_DUE_PAST });
  if (input.balanceDueOn < input.depositDueOn) throw badInput(DUE_ORDER, { balanceDueOn: DUE_ORDER });
}

function quoteFields(input: QuoteInput, priced: Priced, vatPercent: number) {
  return {
    validUntil: input.validUntil,
    depositPercent: input.depositPercent,
    depositDueOn: input.depositDueOn,
    balanceDueOn: input.balanceDueOn,
    message: input.message?.trim() ?? '',
    vatPercent,
    subtotalCents: priced.totals.subtotalCents,
    vatCents: priced.totals.vatCents,
    totalCents: priced.totals.totalCents,
  };
}

const lineRows = (quoteId: string, lines: readonly PricedLine[]) => lines.map((line) => ({ ...line, quoteId }));

function subjectCondition(subject: WorkflowSubject) {
  return subject.type === 'booking' ? eq(quotes.bookingId, subject.row.id) : eq(quotes.enquiryId, subject.row.id);
}

function linesOf(tx: Database | Transaction, quoteId: string): Promise<QuoteLineRow[]> {
  return tx.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));
}

/**
 * The reference of the booking or enquiry each quote answers (UH-… or EQ-…, the invoice's EFT reference),
 * in one query however many quotes: a quote row holds exactly one of the two ids.
 */
async function referencesOf(tx: Database | Transaction, rows: readonly QuoteRow[]): Promise<Map<string, string>> {
  const found = await tx
    .select({ quoteId: quotes.id, reference: sql<string>`coalesce(${bookings.reference}, ${enquiries.reference})` })
    .from(quotes)
    .leftJoin(bookings, eq(bookings.id, quotes.bookingId))
    .leftJoin(enquiries, eq(enquiries.id, quotes.enquiryId))
    .where(inArray(quotes.id, rows.map((r) => r.id)));
  return new Map(found.map((r) => [r.quoteId, r.reference]));
}

async function referenceOf(tx: Database | Transaction, row: QuoteRow): Promise<string> {
  return (await referencesOf(tx, [row])).get(row.id)!;
}

function common(row: QuoteRow, lines: readonly QuoteLineRow[]) {
  return {
    vatGroups: vatGroups(lines, row.vatPercent),
    id: row.id,
    version: row.version,
    status: row.status,
    currency: row.currency,
    validUntil: row.validUntil,
    depositPercent: row.depositPercent,
    depositCents: depositCents(row.totalCents, row.depositPercent),
    depositDueOn: row.depositDueOn,
    balanceDueOn: row.balanceDueOn,
    message: row.message,
    vatPercent: row.vatPercent,
    subtotalCents: row.subtotalCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    sentAt: row.sentAt,
    acceptedAt: row.acceptedAt,
    termsText: row.termsText,
    cancellationPolicyText: row.cancellationPolicyText,
    termsVersion: row.termsVersion,
  };
}


function toQuote(row: QuoteRow, lines: readonly QuoteLineRow[], invoiceId: string | null, reference: string): Quote {
  const staffLines = lines.map((l) => ({
    ...customerLine(l),
    id: l.id,
    netCostCents: l.netCostCents,
    marginCents: l.netCostCents === null ? null : l.amountCents - l.netCostCents,
  }));
  const margins = staffLines.map((l) => l.marginCents);
  return {
    ...common(row, lines),
    inboxItemId: (row.bookingId ?? row.enquiryId)!,
    reference,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    revisesQuoteId: row.revisesQuoteId,
    lines: staffLines,
    marginCents: margins.length && margins.every((m) => m !== null) ? margins.reduce<number>((a, b) => a + b!, 0) : null,
    invoiceId,
    acceptedBy: acceptedByOf(row),
    acceptedFromIp: row.acceptedFromIp,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
