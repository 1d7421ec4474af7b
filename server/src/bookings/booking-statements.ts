import type { BookingRow } from '../db/schema.js';
import type { OutgoingMail } from '../mail/outbox.js';

/**
 * The booking form's two statements, written out once as text: the request's hot path sends them as named
 * prepared statements (parsed and planned once per connection) without building them per request, and the
 * benchmark's bare baseline (bench/baseline/operations.ts) sends these very texts.
 */

/** What a booking request needs of its package: the price, the guest limit and the travel window. */
export const BOOKABLE_PACKAGE = {
  name: 'bookings_bookable_package',
  text: `select id, title, type, max_guests as "maxGuests", price_adult_cents as "priceAdultCents", currency,
      from_date::text as "fromDate", to_date::text as "toDate"
    from packages where id = $1`,
} as const;

/**
 * The booking row, its two mails and its audit event in ONE statement: a statement is atomic on its own, so
 * they exist together or not at all, without the five round trips of BEGIN, three INSERTs and COMMIT.
 * Parameters: $1–$20 the booking's columns in the order listed, $21–$30 the two mails (to, subject, text,
 * html, template each), $31 the booking's id again, $32–$33 the actor (id, name), $34 the audit's changes.
 * A clash on the reference or on the idempotency key writes nothing and answers no row.
 */
export const INSERT_BOOKING_WITH_MAILS_AND_AUDIT = {
  name: 'bookings_insert_with_2_mails',
  text: `with booking as (
    insert into bookings (id, reference, kind, package_id, user_id, status, full_name, email, phone, guests, departure_date,
      return_date, special_requests, package_title, package_type, adult_price_cents, total_cents, currency,
      idempotency_key, idempotency_fingerprint)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
    -- No target: a clash on the reference or on the idempotency key's partial unique index both write nothing.
    on conflict do nothing
    returning created_at, updated_at
  ), mails as (
    insert into mail_outbox (to_address, subject, text_body, html_body, template)
    select m.to_address, m.subject, m.text_body, m.html_body, m.template
      from (values ($21, $22, $23, $24, $25), ($26, $27, $28, $29, $30)) as m(to_address, subject, text_body, html_body, template)
      cross join booking
  ), audit as (
    insert into audit_events (entity, entity_id, hotel_id, action, actor_id, actor_name, changes)
    select 'BOOKING', $31, null, 'CREATED', $32, $33, $34::jsonb
      from booking
  )
  select created_at, updated_at from booking`,
} as const;

/** INSERT_BOOKING_WITH_MAILS_AND_AUDIT's parameters, in its order; `changes` is the audit event's JSON. */
export function insertBookingParams(row: BookingRow, mails: readonly OutgoingMail[], actor: { id: string | null; name: string }, changes: string): unknown[] {
  // The statement has room for the two mails a request always gets (agency, customer).
  if (mails.length !== 2) throw new Error(`A booking request has 2 mails, not ${mails.length}.`);
  // prettier-ignore
  return [
    row.id, row.reference, row.kind, row.packageId, row.userId, row.status, row.fullName, row.email, row.phone, row.guests,
    row.departureDate, row.returnDate, row.specialRequests, row.packageTitle, row.packageType, row.adultPriceCents, row.totalCents,
    row.currency, row.idempotencyKey, row.idempotencyFingerprint,
    ...mails.flatMap((m) => [m.to, m.subject, m.text, m.html ?? null, m.template]),
    row.id, actor.id, actor.name, changes,
  ];
}
