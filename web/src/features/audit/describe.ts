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

/** "pricePerNight" → "Price per night", "room_type_id" → "Room type id" (for names the map lacks). */
export const fieldLabel = (field: string): string => {
  const known = FIELD_LABELS[field];
  if (known) return known;
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
