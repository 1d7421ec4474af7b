import { formatPrice } from '../../../lib/format';

/**
 * Turning raw audit events (field names as the server's rows spell them, values as JSON text) into
 * words an admin reads at a glance.
 */

/** Names that a plain "camelCase → Sentence case" would get wrong or leave cryptic. */
const FIELD_LABELS: Record<string, string> = {
  assignedToId: 'Assigned to',
  bookingId: 'Booking',
  hotelId: 'Hotel',
  packageId: 'Package',
  roomTypeId: 'Room type',
  rateTypeId: 'Rate type',
  roomId: 'Room',
  userId: 'User',
  departureDate: 'Departure',
  returnDate: 'Return',
  fullName: 'Name',
  phone: 'Phone',
  email: 'Email',
  adultPrice: 'Adult price',
  childPrice: 'Child price',
  pricePerNight: 'Price per night',
  roomNumbers: 'Room numbers',
  isAvailable: 'Available',
  available: 'Available',
  noteBody: 'Note',
  body: 'Note',
};

/**
 * Fields a row carries for the system, not for the people reading its history: the replay key of a retried
 * request and its fingerprint, ids and row timestamps (the event has its own time).
 */
const INTERNAL_FIELDS = new Set(['id', 'idempotencyKey', 'idempotencyFingerprint', 'createdAt', 'updatedAt', 'tokenVersion', 'passwordHash']);

/** The changes worth showing: internal fields left out. */
export const readableChanges = <C extends { field: string }>(changes: readonly C[]): C[] => changes.filter((c) => !INTERNAL_FIELDS.has(c.field));

/** Amounts are kept as integer cents; people read them in rand ("totalCents" → "Total", R 31 600). */
const isCents = (field: string): boolean => /Cents$/.test(field);

/** "pricePerNight" → "Price per night", "room_type_id" → "Room type id" (for names the map lacks). */
export const fieldLabel = (field: string): string => {
  const known = FIELD_LABELS[field];
  if (known) return known;
  if (isCents(field)) return fieldLabel(field.replace(/Cents$/, ''));
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
};

/** "STATUS_CHANGED" → "Status changed". */
export const actionLabel = (action: string): string => {
  const words = action.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
};

const describeParsed = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(describeParsed).join(', ');
  return JSON.stringify(value);
};

/** A before/after value (JSON text, null when absent) as plain text; "—" stands for no value. */
export const auditValue = (raw: string | null | undefined): string => {
  if (raw === null || raw === undefined) return '—';
  try {
    return describeParsed(JSON.parse(raw));
  } catch {
    // Not JSON after all (an older event, or a plain string): show it as it is.
    return raw;
  }
};

/** A change's value as text; amounts in cents as a price in the event's currency (ZAR unless it names one). */
export const auditChangeValue = (field: string, raw: string | null | undefined, currency = 'ZAR'): string => {
  if (isCents(field) && raw !== null && raw !== undefined) {
    const cents = Number(raw);
    if (raw.trim() !== '' && Number.isFinite(cents)) return formatPrice(cents / 100, currency);
  }
  return auditValue(raw);
};
