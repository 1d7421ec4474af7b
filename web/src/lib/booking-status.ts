import { BOOKING_STATUSES as WORKFLOW_ORDER } from '@travel/contract';
import type { BookingStatus } from '../gql/graphql';

/**
 * How a booking or enquiry status reads and is coloured everywhere (my bookings, reservations, the staff
 * inbox, the dashboard): one list, so a new workflow status cannot be labelled differently on two pages.
 */
export const BOOKING_STATUS_BADGES: Record<BookingStatus, { label: string; palette: string }> = {
  PENDING: { label: 'Pending', palette: 'orange' },
  CONTACTED: { label: 'Contacted', palette: 'yellow' },
  QUOTED: { label: 'Quoted', palette: 'purple' },
  CONFIRMED: { label: 'Confirmed', palette: 'green' },
  DECLINED: { label: 'Declined', palette: 'gray' },
  CANCELLED: { label: 'Cancelled', palette: 'red' },
  COMPLETED: { label: 'Completed', palette: 'blue' },
};

/** The workflow's order (the contract's list, of which the server makes the database enum), for filters. */
export const BOOKING_STATUSES: BookingStatus[] = [...WORKFLOW_ORDER];
