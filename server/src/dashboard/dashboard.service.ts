import { Injectable } from '@nestjs/common';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { Role } from '../auth/role.js';
import { BOOKING_STATUSES, type BookingStatus } from '../bookings/booking.model.js';
import { addDays, dayOfWeek, todayInSouthAfrica } from '../common/dates.js';
import { badInput, type FieldErrors } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { bookings, creditNotes, enquiries, hotels, invoices, payments, refunds, roomUnitNights, roomUnits } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { managedHotelIds } from '../hotels/hotel-ownership.js';
import type { DashboardFigures } from './dashboard.model.js';

/** Two years, a leap day included: long enough for year-on-year views, short enough to stay cheap. */
export const MAX_PERIOD_DAYS = 731;
/** The dashboard's occupancy looks this many nights ahead, today included. */
export const OCCUPANCY_NIGHTS = 30;
/** The dashboard's chart shows this many weeks, the current one included. */
export const CHART_WEEKS = 12;

/**
 * An enquiry is open while staff still work it towards an outcome. CONFIRMED is an outcome (the
 * customer said yes; a trip plan may have become a booking), like DECLINED, CANCELLED and COMPLETED.
 */
const OPEN_ENQUIRY_STATUSES: BookingStatus[] = ['PENDING', 'CONTACTED', 'QUOTED'];
/** Money the agency has actually won: the booking was confirmed (and perhaps travelled). */
const EARNING_STATUSES: BookingStatus[] = ['CONFIRMED', 'COMPLETED'];
/** Bookings are dated by when they were made, on the agency's calendar. */
const TIME_ZONE = 'Africa/Johannesburg';

export const AnalyticsMsg = {
  ORDER: 'The start of the period must be on or before its end.',
  TOO_LONG: `The period can be at most ${MAX_PERIOD_DAYS} days.`,
} as const;

/** Whose figures: every hotel and booking (null ids) or a manager's hotels and the stays at them. */
interface Scope {
  hotelIds: string[] | null;
}

interface Windows {
  from: string;
  to: string;
  occupancyFrom: string;
  occupancyTo: string;
  weeksFrom: string;
  weeksTo: string;
}

interface FiguresRow {
  hotels: number;
  average_rating: number | null;
  by_status: Record<string, number> | null;
  revenue_cents: number;
  units: number;
  booked_nights: number;
  blocked_nights: number;
  open_enquiries: number;
  weeks: { weekStart: string; count: number }[] | null;
  invoiced_cents: number;
  received_cents: number;
  outstanding_cents: number;
  refunded_cents: number;
  refunds_due_cents: number;
}

const mondayOf = (date: string): string => addDays(date, -((dayOfWeek(date) + 6) % 7));
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

@Injectable()
export class DashboardService {
  constructor(@InjectDb() private readonly db: Database) {}

  /** This month so far; occupancy over the next 30 nights; bookings per week over the last 12 weeks. */
  async dashboard(user: AuthUser, now: Date = new Date()): Promise<DashboardFigures> {
    const today = todayInSouthAfrica(now);
    return this.figures(user, {
      from: `${today.slice(0, 8)}01`,
      to: today,
      occupancyFrom: today,
      occupancyTo: addDays(today, OCCUPANCY_NIGHTS - 1),
      weeksFrom: addDays(mondayOf(today), -7 * (CHART_WEEKS - 1)),
      weeksTo: today,
    });
  }

  /** The same figures over a chosen period (both ends included); occupancy over the same nights. */
  async analytics(user: AuthUser, from: string, to: string): Promise<DashboardFigures> {
    const fields: FieldErrors = {};
    if (from > to) fields.to = AnalyticsMsg.ORDER;
    else if (daysBetween(from, to) + 1 > MAX_PERIOD_DAYS) fields.to = AnalyticsMsg.TOO_LONG;
    if (fields.to) throw badInput(fields.to, fields);
    return this.figures(user, { from, to, occupancyFrom: from, occupancyTo: to, weeksFrom: from, weeksTo: to });
  }

  private async figures(user: AuthUser, windows: Windows): Promise<DashboardFigures> {
    const scope: Scope = { hotelIds: await managedHotelIds(this.db, user) };
    const isManager = user.role !== Role.AGENCY_ADMIN;
    const row = await this.queryFigures(scope, windows);

    const byStatus = row.by_status ?? {};
    const bookingsByStatus = BOOKING_STATUSES.map((status) => ({ status, count: byStatus[status] ?? 0 }));
    const nights = daysBetween(windows.occupancyFrom, windows.occupancyTo) + 1;
    // Blocked nights (a unit the manager took off sale: repairs, owner use) are not occupancy, and a
    // night that cannot be sold cannot be empty either, so they leave the capacity too: the figure
    // answers "of what we could sell, how much is held", the industry's usual reading.
    const sellable = row.units * nights - row.blocked_nights;
    return {
      from: windows.from,
      to: windows.to,
      hotels: row.hotels,
      averageRating: row.average_rating === null ? null : Math.round(row.average_rating * 100) / 100,
      bookingsByStatus,
      totalBookings: bookingsByStatus.reduce((sum, s) => sum + s.count, 0),
      revenue: Math.round(Number(row.revenue_cents)) / 100,
      occupancy: sellable > 0 ? row.booked_nights / sellable : null,
      occupancyFrom: windows.occupancyFrom,
      occupancyTo: windows.occupancyTo,
      openEnquiries: isManager ? null : row.open_enquiries,
      // The agency's money: a hotel manager's scope (their hotels' stays) has no invoices, so null, as for enquiries.
      invoicedCents: isManager ? null : Number(row.invoiced_cents),
      receivedCents: isManager ? null : Number(row.received_cents),
      outstandingCents: isManager ? null : Number(row.outstanding_cents),
      refundedCents: isManager ? null : Number(row.refunded_cents),
      refundsDueCents: isManager ? null : Number(row.refunds_due_cents),
      bookingsPerWeek: row.weeks ?? [],
    };
  }

  /** Every figure in one round trip: aggregated in SQL, never by looping over rows here. */
  private async queryFigures(scope: Scope, w: Windows): Promise<FiguresRow> {
    const ids = scope.hotelIds;
    const hotelScope: SQL = ids === null ? sql`true` : inArray(hotels.id, ids);
    const unitScope: SQL = ids === null ? sql`true` : inArray(roomUnits.hotelId, ids);
    // A manager's bookings are the stays at their hotels; package requests belong to the agency.
    const bookingScope: SQL = ids === null ? sql`true` : sql`${bookings.kind} = 'STAY' and ${inArray(bookings.hotelId, ids)}`;
    const day = sql`(${bookings.createdAt} at time zone ${TIME_ZONE})::date`;
    // Range on created_at itself (not on the computed day) so the index on (hotel_id, created_at) serves it.
    const madeBetween = (from: string, to: string) =>
      sql`${bookings.createdAt} >= (${from}::date::timestamp at time zone ${TIME_ZONE})
        and ${bookings.createdAt} < ((${to}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
    const earning = sql.join(EARNING_STATUSES.map((s) => sql`${s}`), sql`, `);
    const open = sql.join(OPEN_ENQUIRY_STATUSES.map((s) => sql`${s}`), sql`, `);
    // The rand is 1; other currencies at the rate the agency stores (migration 0002 seeds USD and the
    // only writer upserts, so a rate is always there; 1 mirrors the package search if one ever is not).
    const randPerUnit = sql`case when ${bookings.currency} = 'ZAR' then 1
      else coalesce((select rand_per_unit from exchange_rates er where er.currency = ${bookings.currency}), 1) end`;

    const query = sql`
      select
        (select count(*)::int from ${hotels} where ${hotelScope}) as hotels,
        (select avg(${hotels.rating})::float8 from ${hotels} where ${hotelScope}) as average_rating,
        (select json_object_agg(status, n) from (
           select ${bookings.status} as status, count(*)::int as n from ${bookings}
           where ${bookingScope} and ${madeBetween(w.from, w.to)} group by ${bookings.status}) s) as by_status,
        (select coalesce(round(sum(${bookings.totalCents} * ${randPerUnit})), 0)::float8 from ${bookings}
           where ${bookingScope} and ${madeBetween(w.from, w.to)} and ${bookings.status} in (${earning})) as revenue_cents,
        (select count(*)::int from ${roomUnits} where ${unitScope}) as units,
        (select count(*)::int from ${roomUnitNights} join ${roomUnits} on ${roomUnits.id} = ${roomUnitNights.roomUnitId}
           where ${unitScope} and ${roomUnitNights.bookingId} is not null
             and ${roomUnitNights.night} between ${w.occupancyFrom}::date and ${w.occupancyTo}::date) as booked_nights,
        (select count(*)::int from ${roomUnitNights} join ${roomUnits} on ${roomUnits.id} = ${roomUnitNights.roomUnitId}
           where ${unitScope} and ${roomUnitNights.bookingId} is null
             and ${roomUnitNights.night} between ${w.occupancyFrom}::date and ${w.occupancyTo}::date) as blocked_nights,
        (select count(*)::int from ${enquiries} where ${enquiries.status} in (${open})) as open_enquiries,
        (select json_agg(json_build_object('weekStart', to_char(weeks.start, 'YYYY-MM-DD'), 'count', coalesce(made.n, 0))
                         order by weeks.start)
           from generate_series(date_trunc('week', ${w.weeksFrom}::date::timestamp), ${w.weeksTo}::date::timestamp, interval '1 week') as weeks(start)
           left join (
             select date_trunc('week', ${day}::timestamp) as start, count(*)::int as n from ${bookings}
             where ${bookingScope} and ${madeBetween(w.weeksFrom, w.weeksTo)} group by 1
           ) made on made.start = weeks.start) as weeks,
        -- A cancelled invoice counts as the fee its credit note kept: what the agency earned from it.
        (select coalesce(sum(case when ${invoices.status} = 'CANCELLED'
                                  then coalesce((select ${creditNotes.cancellationFeeCents} from ${creditNotes} where ${creditNotes.invoiceId} = ${invoices.id}), 0)
                                  else ${invoices.totalCents} end), 0)::float8
           from ${invoices} where ${invoices.issuedOn} between ${w.from}::date and ${w.to}::date) as invoiced_cents,
        (select coalesce(sum(${payments.amountCents}), 0)::float8 from ${payments}
           where ${payments.receivedOn} between ${w.from}::date and ${w.to}::date) as received_cents,
        (select coalesce(sum(${invoices.totalCents} - coalesce(
                  (select sum(p.amount_cents) from ${payments} p where p.invoice_id = ${invoices.id}), 0)), 0)::float8
           from ${invoices} where ${invoices.status} = 'ISSUED') as outstanding_cents,
        (select coalesce(sum(${refunds.amountCents}), 0)::float8 from ${refunds}
           where ${refunds.refundedOn} between ${w.from}::date and ${w.to}::date) as refunded_cents,
        (select coalesce(sum(${creditNotes.refundDueCents} - coalesce(
                  (select sum(r.amount_cents) from ${refunds} r where r.invoice_id = ${creditNotes.invoiceId}), 0)), 0)::float8
           from ${creditNotes}) as refunds_due_cents`;
    const result = (await this.db.execute(query)) as unknown as { rows: FiguresRow[] };
    return result.rows[0]!;
  }
}
