import { INBOX_ITEM_KINDS } from '@travel/contract';
import { BOOKING_STATUSES, BOOKING_STATUS_BADGES } from '../../lib/booking-status';
import type { InboxItemKind, InboxStatus } from './graphql';

export const INBOX_PAGE_SIZE = 20;
/** Typing in the search box waits this long before asking the server, so each key is not a request. */
export const SEARCH_DEBOUNCE_MS = 350;
/** Like the admin list pages' toasts. */
export const STAFF_TOAST_MS = 3000;
export const NOTE_MAX_LENGTH = 2000;

export const KIND_LABELS: Record<InboxItemKind, { label: string; palette: string }> = {
  BOOKING_REQUEST: { label: 'Booking request', palette: 'blue' },
  STAY_RESERVATION: { label: 'Stay reservation', palette: 'teal' },
  TRIP_PLAN: { label: 'Trip plan', palette: 'purple' },
  INSURANCE_QUOTE: { label: 'Insurance quote', palette: 'cyan' },
  CONTACT: { label: 'Contact message', palette: 'gray' },
  TRIP_BOOKING: { label: 'Book Your Trip', palette: 'orange' },
};
/** The inbox's kinds in the contract's order (the server's enum), for filters. */
export const INBOX_KINDS: InboxItemKind[] = [...INBOX_ITEM_KINDS];

/** The shared status badges (web/src/lib/booking-status.ts), in the workflow's order. */
export const STATUS_LABELS = BOOKING_STATUS_BADGES;
export const INBOX_STATUSES: InboxStatus[] = BOOKING_STATUSES;

/** Kinds a staff member may turn into a booking (contract: convertEnquiryToBooking). */
export const CONVERTIBLE_KINDS: readonly InboxItemKind[] = ['TRIP_PLAN', 'INSURANCE_QUOTE'];

export const HOLIDAY_TYPE_LABELS: Record<string, string> = {
  adventure: 'Adventure',
  beach: 'Beach',
  city: 'City',
  cultural: 'Cultural',
  family: 'Family',
  romantic: 'Romantic',
  wellness: 'Wellness',
};

export const messages = {
  loadInboxFailed: 'Failed to load the inbox.',
  emptyInbox: 'Nothing in the inbox yet. Booking requests and enquiries appear here as they arrive.',
  noMatches: 'No items match these filters.',
  loadItemFailed: 'Failed to load this item.',
  itemNotFound: 'This item was not found. It may have been removed.',
  noteAdded: 'Note added.',
  noteFailed: 'Failed to add the note.',
  noteRequired: 'Write a note first.',
  noteTooLong: `A note can be at most ${NOTE_MAX_LENGTH} characters.`,
  noNotes: 'No internal notes yet.',
  assigned: 'Assignment saved.',
  assignFailed: 'Failed to assign this item.',
  statusUpdated: 'Status updated.',
  statusUpdatedNotified: 'Status updated — the customer has been notified.',
  statusFailed: 'Failed to update the status.',
  converted: 'Booking created.',
  convertFailed: 'Failed to create the booking.',
} as const;
