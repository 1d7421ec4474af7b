import { INVOICE_STATUS_LABELS, QUOTE_STATUS_LABELS, type InvoicePaymentStatus, type QuoteStatus } from '@travel/contract';

/**
 * How quote and invoice statuses read and are coloured everywhere (the staff quotes list, My bookings, the
 * invoices page): the labels are the contract's, the colours the site's.
 */
export const QUOTE_STATUS_BADGES: Record<QuoteStatus, { label: string; palette: string }> = {
  DRAFT: { label: QUOTE_STATUS_LABELS.DRAFT, palette: 'gray' },
  SENT: { label: QUOTE_STATUS_LABELS.SENT, palette: 'blue' },
  ACCEPTED: { label: QUOTE_STATUS_LABELS.ACCEPTED, palette: 'green' },
  SUPERSEDED: { label: QUOTE_STATUS_LABELS.SUPERSEDED, palette: 'orange' },
  WITHDRAWN: { label: QUOTE_STATUS_LABELS.WITHDRAWN, palette: 'red' },
  // Cancelled with its invoice: coloured as a cancelled booking is (booking-status.ts).
  CANCELLED: { label: QUOTE_STATUS_LABELS.CANCELLED, palette: 'red' },
};

export const INVOICE_STATUS_BADGES: Record<InvoicePaymentStatus, { label: string; palette: string }> = {
  AWAITING_DEPOSIT: { label: INVOICE_STATUS_LABELS.AWAITING_DEPOSIT, palette: 'orange' },
  DEPOSIT_PAID: { label: INVOICE_STATUS_LABELS.DEPOSIT_PAID, palette: 'blue' },
  PAID_IN_FULL: { label: INVOICE_STATUS_LABELS.PAID_IN_FULL, palette: 'green' },
  OVERDUE: { label: INVOICE_STATUS_LABELS.OVERDUE, palette: 'red' },
  CANCELLED: { label: INVOICE_STATUS_LABELS.CANCELLED, palette: 'gray' },
};
