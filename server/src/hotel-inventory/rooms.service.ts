import { plainRow, recordAudit } from '../audit/audit.js';
import { Injectable } from '@nestjs/common';
import { and, asc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { addDays, todayInSouthAfrica } from '../common/dates.js';
import { EntityIdPipe, parseEntityId, parseEntityIds, rowId, type EntityId } from '../common/entity-id.js';
import { badInput, conflict, notFound } from '../common/errors.js';
import type { Database, Transaction } from '../db/client.js';
import { roomUnitNights, roomUnits, rooms } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { assertManagesHotel, managedHotelIds } from '../hotels/hotel-ownership.js';
import { assertManagedHotel, compareRoomNumbers, firstFutureStayHold, roomTypeOfHotel } from './inventory-access.js';
import { toRoom } from './inventory.mapper.js';
import { AT_LEAST_ONE_NUMBER, MAX_UNAVAILABLE_DATES } from './room.inputs.js';
import type { Room, RoomUnit } from './room.model.js';

export const ROOM_NOT_FOUND = 'Room not found.';
export const ROOM_UNIT_NOT_FOUND = 'Room number not found.';
/** A room id argument: canonical, or this NOT_FOUND. */
export const RoomIdPipe = EntityIdPipe.orNotFound(ROOM_NOT_FOUND);
export const RoomUnitIdPipe = EntityIdPipe.orNotFound(ROOM_UNIT_NOT_FOUND);
/** How far ahead a night may be blocked: as far as stays can be searched. */
export const BLOCK_HORIZON_DAYS = 730;
/** Rows per insert of blocked nights (3 parameters each; PostgreSQL allows 65 535 per statement). */
const NIGHTS_PER_INSERT = 5000;
/** Rooms one list answers at most. */
export const MAX_ROOMS_LISTED = 1000;

export const numberTaken = (number: string) => `Room number ${number} already exists in this hotel.`;
export const numberHasReservations = (number: string) => `Room ${number} has reservations; cancel them first.`;
/** Same words as the database's own refusal (drizzle/0010_stay_integrity.sql), which backs this check up. */
export const roomCannotMove = (number: string, night: string) =>
  `Room ${number} is reserved on ${night}; a room with reservations cannot move to another room type or hotel. Cancel them first.`;
export const nightHeld = (number: string, night: string) =>
  `Room ${number} is reserved on ${night}; that night cannot be made unavailable.`;

/** What the rooms form saves (GraphQL input or REST body, already validated). */
export interface RoomWrite {
  roomTypeId: string;
  title: string;
  maxPeople: number;
  active?: boolean | null;
  /** Already split on commas and trimmed, blanks dropped. */
  roomNumbers: string[];
  /** Blocked nights of every room number; null/undefined keeps each number's (none for new ones). */
  unavailableDates?: string[] | null;
  /** The legacy REST shape [{number, unavailableDates}]: extra blocked nights of one number. */
  unavailableDatesByNumber?: Map<string, string[]>;
}

/**
 * Rooms and their room numbers (units) and the nights a manager blocks. Owner-only, reads included.
 * The only place touching rooms, room_units, and room_unit_nights rows without a booking.
 */
@Injectable()
export class RoomsService {
  constructor(@InjectDb() private readonly db: Database) {}

  async listByHotel(user: AuthUser, hotelIdInput: string): Promise<Room[]> {
    const hotelId = await assertManagedHotel(this.db, user, hotelIdInput);
    const rows = await this.db
      .select()
      .from(rooms)
      .where(eq(rooms.hotelId, hotelId))
      .orderBy(asc(rooms.title), asc(rooms.id))
      .limit(MAX_ROOMS_LISTED);
    return rows.map(toRoom);
  }

  /** The spec's GET /rooms: a manager's rooms of their own hotels, every room for an agency admin. */
  async listManaged(user: AuthUser): Promise<Room[]> {
    const hotelIds = await managedHotelIds(this.db, user);
    if (hotelIds?.length === 0) return [];
    const rows = await this.db
      .select()
      .from(rooms)
      .where(hotelIds ? inArray(rooms.hotelId, hotelIds) : undefined)
      .orderBy(asc(rooms.hotelId), asc(rooms.title), asc(rooms.id))
      .limit(MAX_ROOMS_LISTED);
    return rows.map(toRoom);
  }

  /** Null when missing; FORBIDDEN when it is another manager's. */
  async findById(user: AuthUser, id: EntityId): Promise<Room | null> {
    const [row] = await this.db.select().from(rooms).where(eq(rooms.id, id)).limit(1);
    if (!row) return null;
    await assertManagesHotel(this.db, user, row.hotelId);
    return toRoom(row);
  }

  /**
   * Units of many rooms in two queries (Room.units batches through this), each with its blocked
   * nights from today on; numbers in natural order.
   */
  async unitsForRooms(roomIds: readonly string[], db: Database | Transaction = this.db): Promise<Map<string, RoomUnit[]>> {
    const ids = parseEntityIds(roomIds);
    const byRoom = new Map<string, RoomUnit[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byRoom;
    const units = await db.select().from(roomUnits).where(inArray(roomUnits.roomId, ids));
    // Joined on the rooms, not a list of unit ids: a big hotel's units would overflow the parameters.
    const nights = units.length
      ? await db
          .select({ unitId: roomUnitNights.roomUnitId, night: roomUnitNights.night })
          .from(roomUnitNights)
          .innerJoin(roomUnits, eq(roomUnits.id, roomUnitNights.roomUnitId))
          .where(and(inArray(roomUnits.roomId, ids), isNull(roomUnitNights.bookingId), gte(roomUnitNights.night, todayInSouthAfrica())))
          .orderBy(asc(roomUnitNights.night))
      : [];
    const nightsOf = new Map<string, string[]>();
    for (const n of nights) nightsOf.set(n.unitId, [...(nightsOf.get(n.unitId) ?? []), n.night]);
    for (const unit of units.sort((a, b) => compareRoomNumbers(a.number, b.number))) {
      byRoom.get(unit.roomId)!.push({ id: unit.id, number: unit.number, unavailableDates: nightsOf.get(unit.id) ?? [] });
    }
    return byRoom;
  }

  /** Rooms with roomNumbers and units filled in (REST answers, mutation results). */
  async withUnits(list: Room[], db: Database | Transaction = this.db): Promise<Required<Room>[]> {
    const units = await this.unitsForRooms(
      list.map((r) => r.id),
      db,
    );
    return list.map((room) => {
      const own = units.get(room.id) ?? [];
      return { ...room, roomType: room.roomType ?? null, units: own, roomNumbers: own.map((u) => u.number) };
    });
  }

  async create(user: AuthUser, hotelIdInput: string, write: RoomWrite): Promise<Required<Room>> {
    const numbers = checkNumbers(write.roomNumbers);
    const plan = blockPlan(write);
    return this.db.transaction(async (tx) => {
      const hotelId = await assertManagedHotel(tx, user, hotelIdInput);
      const roomType = await roomTypeOfHotel(tx, write.roomTypeId, hotelId);
      await assertNumbersFree(tx, hotelId, numbers);
      const [row] = await tx
        .insert(rooms)
        .values({ hotelId, roomTypeId: roomType.id, title: write.title, maxPeople: write.maxPeople, active: write.active ?? true })
        .returning();
      const units = await insertUnits(tx, row!.id, hotelId, numbers);
      if (plan) await replaceBlockedNights(tx, units, plan);
      await recordAudit(tx, { entity: 'ROOM', entityId: row!.id, hotelId, action: 'CREATED', actor: user, after: await roomSnapshot(tx, row!.id) });
      return (await this.withUnits([toRoom(row!)], tx))[0]!;
    });
  }

  /**
   * Saves the rooms form over an existing room: kept numbers keep their units (and stays), new ones
   * get units, removed ones lose theirs, refused while a stay holds one from today on.
   */
  async update(user: AuthUser, id: EntityId, write: RoomWrite & { hotelId?: string | null }): Promise<Required<Room>> {
    const numbers = checkNumbers(write.roomNumbers);
    const plan = blockPlan(write);
    return this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      if (write.hotelId && parseEntityId(write.hotelId) !== existing.hotelId) {
        const message = 'A room cannot move to another hotel.';
        throw badInput(message, { hotel: message });
      }
      const roomType = await roomTypeOfHotel(tx, write.roomTypeId, rowId(existing.hotelId));
      if (roomType.id !== existing.roomTypeId) {
        // Its stays were sold as its current type: moved, their nights would sit on another type's units.
        const hold = await firstFutureStayHold(tx, eq(roomUnits.roomId, id));
        if (hold) throw conflict(roomCannotMove(hold.number, hold.night), { roomTypeId: roomCannotMove(hold.number, hold.night) });
      }
      const before = await roomSnapshot(tx, id);

      const current = await tx.select().from(roomUnits).where(eq(roomUnits.roomId, id)).for('update');
      const wanted = new Set(numbers);
      const removed = current.filter((u) => !wanted.has(u.number));
      if (removed.length) {
        const hold = await firstFutureStayHold(
          tx,
          inArray(
            roomUnits.id,
            removed.map((u) => u.id),
          ),
        );
        if (hold) throw conflict(numberHasReservations(hold.number), { roomNumbers: numberHasReservations(hold.number) });
        await tx.delete(roomUnits).where(
          inArray(
            roomUnits.id,
            removed.map((u) => u.id),
          ),
        );
      }
      const kept = current.filter((u) => wanted.has(u.number));
      const keptNumbers = new Set(kept.map((u) => u.number));
      const added = numbers.filter((n) => !keptNumbers.has(n));
      await assertNumbersFree(tx, existing.hotelId, added);
      const addedUnits = await insertUnits(tx, id, existing.hotelId, added);

      const [row] = await tx
        .update(rooms)
        .set({ roomTypeId: roomType.id, title: write.title, maxPeople: write.maxPeople, active: write.active ?? true })
        .where(eq(rooms.id, id))
        .returning();
      if (plan) await replaceBlockedNights(tx, [...kept, ...addedUnits], plan);
      const after = await roomSnapshot(tx, id);
      await recordAudit(tx, { entity: 'ROOM', entityId: id, hotelId: existing.hotelId, action: 'UPDATED', actor: user, before, after });
      return (await this.withUnits([toRoom(row!)], tx))[0]!;
    });
  }

  /** Deletes the room and its numbers; refused while a stay holds one of them from today on. */
  async delete(user: AuthUser, id: EntityId): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      const hold = await firstFutureStayHold(tx, eq(roomUnits.roomId, id));
      if (hold) throw conflict(numberHasReservations(hold.number));
      const before = await roomSnapshot(tx, id);
      await tx.delete(rooms).where(eq(rooms.id, id));
      await recordAudit(tx, { entity: 'ROOM', entityId: id, hotelId: existing.hotelId, action: 'DELETED', actor: user, before });
    });
  }

  /** Replaces one room number's blocked nights (from today on). */
  async setUnitUnavailableDates(user: AuthUser, unitId: EntityId, dates: string[]): Promise<RoomUnit> {
    const plan = blockPlan({ unavailableDates: dates });
    return this.db.transaction(async (tx) => {
      const [unit] = await tx.select().from(roomUnits).where(eq(roomUnits.id, unitId)).limit(1);
      if (!unit) throw notFound(ROOM_UNIT_NOT_FOUND);
      await assertManagesHotel(tx, user, unit.hotelId);
      const before = await roomSnapshot(tx, unit.roomId);
      await replaceBlockedNights(tx, [unit], plan!);
      const after = await roomSnapshot(tx, unit.roomId);
      await recordAudit(tx, { entity: 'ROOM', entityId: unit.roomId, hotelId: unit.hotelId, action: 'UPDATED', actor: user, before, after });
      const units = (await this.unitsForRooms([unit.roomId], tx)).get(unit.roomId) ?? [];
      return units.find((u) => u.id === unit.id)!;
    });
  }

  private async existing(db: Pick<Database, 'select'>, id: EntityId) {
    const [row] = await db.select().from(rooms).where(eq(rooms.id, id)).limit(1);
    if (!row) throw notFound(ROOM_NOT_FOUND);
    return row;
  }
}

/**
 * A room as the audit trail records it: its columns, its numbers and each number's unavailable nights
 * from today on (the trail's ROOM covers all three).
 */
async function roomSnapshot(tx: Transaction, roomId: string): Promise<Record<string, unknown>> {
  const [room] = await tx.select().from(rooms).where(eq(rooms.id, roomId)).limit(1);
  const units = await tx.select().from(roomUnits).where(eq(roomUnits.roomId, roomId)).orderBy(asc(roomUnits.number));
  const blocked = units.length
    ? await tx
        .select({ unitId: roomUnitNights.roomUnitId, night: roomUnitNights.night })
        .from(roomUnitNights)
        .where(
          and(
            inArray(
              roomUnitNights.roomUnitId,
              units.map((u) => u.id),
            ),
            isNull(roomUnitNights.bookingId),
            gte(roomUnitNights.night, todayInSouthAfrica()),
          ),
        )
        .orderBy(asc(roomUnitNights.night))
    : [];
  const unavailableDates: Record<string, string[]> = {};
  for (const unit of units) {
    const nights = blocked.filter((b) => b.unitId === unit.id).map((b) => b.night);
    if (nights.length) unavailableDates[unit.number] = nights;
  }
  return { ...plainRow(room ?? {}), roomNumbers: units.map((u) => u.number), unavailableDates };
}

/** At least one number, none twice (the same number twice in one form is a typo, not a wish). */
function checkNumbers(numbers: string[]): string[] {
  if (!numbers.length) throw badInput(AT_LEAST_ONE_NUMBER, { roomNumbers: AT_LEAST_ONE_NUMBER });
  const seen = new Set<string>();
  for (const n of numbers) {
    if (seen.has(n)) {
      const message = `Room number ${n} is listed twice.`;
      throw badInput(message, { roomNumbers: message });
    }
    seen.add(n);
  }
  return numbers;
}

interface BlockPlan {
  /** Nights every unit gets. */
  all: string[];
  byNumber: Map<string, string[]>;
}

/**
 * Which nights to block, or null to leave them as they are. Past nights are dropped: they are
 * history, and the lists only show today on, so a form saved across midnight stays valid.
 */
function blockPlan(write: Pick<RoomWrite, 'unavailableDates' | 'unavailableDatesByNumber'>): BlockPlan | null {
  if (!write.unavailableDates && !write.unavailableDatesByNumber?.size) return null;
  const today = todayInSouthAfrica();
  const horizon = addDays(today, BLOCK_HORIZON_DAYS);
  const clean = (dates: string[]) => {
    if (dates.length > MAX_UNAVAILABLE_DATES) {
      const message = `At most ${MAX_UNAVAILABLE_DATES} unavailable dates.`;
      throw badInput(message, { unavailableDates: message });
    }
    const future = [...new Set(dates)].filter((d) => d >= today).sort();
    if (future.some((d) => d > horizon)) {
      const message = `Unavailable dates must be within the next ${BLOCK_HORIZON_DAYS} days.`;
      throw badInput(message, { unavailableDates: message });
    }
    return future;
  };
  return {
    all: clean(write.unavailableDates ?? []),
    byNumber: new Map([...(write.unavailableDatesByNumber ?? new Map<string, string[]>())].map(([n, d]) => [n, clean(d)])),
  };
}

async function assertNumbersFree(tx: Transaction, hotelId: string, numbers: string[]): Promise<void> {
  if (!numbers.length) return;
  const [taken] = await tx
    .select({ number: roomUnits.number })
    .from(roomUnits)
    .where(and(eq(roomUnits.hotelId, hotelId), inArray(roomUnits.number, numbers)))
    .orderBy(asc(roomUnits.number))
    .limit(1);
  if (taken) throw badInput(numberTaken(taken.number), { roomNumbers: numberTaken(taken.number) });
}

/** Inserts the units; the (hotel, number) unique key settles a race with another form saving the same number. */
async function insertUnits(tx: Transaction, roomId: string, hotelId: string, numbers: string[]) {
  if (!numbers.length) return [];
  const inserted = await tx
    .insert(roomUnits)
    .values(numbers.map((number) => ({ roomId, hotelId, number })))
    .onConflictDoNothing()
    .returning();
  if (inserted.length < numbers.length) {
    const got = new Set(inserted.map((u) => u.number));
    const lost = numbers.find((n) => !got.has(n))!;
    throw badInput(numberTaken(lost), { roomNumbers: numberTaken(lost) });
  }
  return inserted;
}

/**
 * Makes the blocked nights (from today on) of `units` exactly the plan's. A night a stay holds
 * cannot be blocked: refused naming the room number and night, nothing changed. The primary key
 * (unit, night) settles a race with a stay being reserved at the same moment.
 */
async function replaceBlockedNights(
  tx: Transaction,
  units: { id: string; number: string }[],
  plan: BlockPlan,
): Promise<void> {
  if (!units.length) return;
  const targets = units.flatMap((u) =>
    [...new Set([...plan.all, ...(plan.byNumber.get(u.number) ?? [])])].sort().map((night) => ({ unit: u, night })),
  );
  const unitIds = units.map((u) => u.id);
  if (targets.length) {
    const held = await tx
      .select({ unitId: roomUnitNights.roomUnitId, night: roomUnitNights.night })
      .from(roomUnitNights)
      .where(
        and(
          inArray(roomUnitNights.roomUnitId, unitIds),
          isNotNull(roomUnitNights.bookingId),
          inArray(roomUnitNights.night, [...new Set(targets.map((t) => t.night))]),
        ),
      );
    const heldKeys = new Set(held.map((h) => `${h.unitId}|${h.night}`));
    const clash = targets.find((t) => heldKeys.has(`${t.unit.id}|${t.night}`));
    if (clash) throw conflict(nightHeld(clash.unit.number, clash.night), { unavailableDates: nightHeld(clash.unit.number, clash.night) });
  }
  await tx
    .delete(roomUnitNights)
    .where(
      and(inArray(roomUnitNights.roomUnitId, unitIds), isNull(roomUnitNights.bookingId), gte(roomUnitNights.night, todayInSouthAfrica())),
    );
  if (!targets.length) return;
  // In batches: 500 numbers × a year of nights would overflow one statement's parameters.
  const inserted: { unitId: string; night: string }[] = [];
  for (let i = 0; i < targets.length; i += NIGHTS_PER_INSERT) {
    const batch = targets.slice(i, i + NIGHTS_PER_INSERT);
    inserted.push(
      ...(await tx
        .insert(roomUnitNights)
        .values(batch.map((t) => ({ roomUnitId: t.unit.id, night: t.night, bookingId: null })))
        .onConflictDoNothing()
        .returning({ unitId: roomUnitNights.roomUnitId, night: roomUnitNights.night })),
    );
  }
  if (inserted.length < targets.length) {
    const got = new Set(inserted.map((i) => `${i.unitId}|${i.night}`));
    const clash = targets.find((t) => !got.has(`${t.unit.id}|${t.night}`))!;
    throw conflict(nightHeld(clash.unit.number, clash.night), { unavailableDates: nightHeld(clash.unit.number, clash.night) });
  }
}
