import { sql } from 'drizzle-orm';

/*
 * Correlated subqueries for a select from `invoices`, written with explicit table names: in a select from
 * one table drizzle writes its columns unqualified ("id"), which inside a subquery would name the inner
 * table's column instead of the invoice's.
 */

/** What has been paid on the invoice row, in cents (text from the driver: read it with Number()). */
export const paidOnInvoice = sql<string>`coalesce((select sum(p.amount_cents) from payments p where p.invoice_id = "invoices"."id"), 0)`;

/** The reminders already sent for the invoice row, as "KIND@YYYY-MM-DD,…" (null for none). */
export const remindersSentOfInvoice = sql<string | null>`(select string_agg(r.kind::text || '@' || r.due_on::text, ',') from payment_reminders r where r.invoice_id = "invoices"."id")`;
