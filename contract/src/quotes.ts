import { tooLongMessage } from './contact.js';
import { MAX_TOTAL_CENTS } from './quote-maths.js';

/**
 * Quotes, invoices and payments (issue 20): the limits, option lists and messages the server's inputs and
 * services enforce and the staff quote builder, the public quote page and the invoices page explain.
 */

/** What a quote line prices, in the GraphQL enum's order. */
export const QUOTE_LINE_KINDS = ['FLIGHT', 'INSURANCE', 'OTHER', 'PACKAGE', 'STAY', 'TRANSFER'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export const QUOTE_LINE_KIND_LABELS: Readonly<Record<QuoteLineKind, string>> = {
  PACKAGE: 'Package',
  STAY: 'Stay',
  FLIGHT: 'Flight',
  TRANSFER: 'Transfer',
  INSURANCE: 'Insurance',
  OTHER: 'Other',
};

export const QUOTE_STATUSES = ['DRAFT', 'SENT', 'ACCEPTED', 'SUPERSEDED', 'WITHDRAWN', 'CANCELLED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = {
  DRAFT: 'Draft',
  SENT: 'Sent',
  ACCEPTED: 'Accepted',
  SUPERSEDED: 'Replaced',
  WITHDRAWN: 'Withdrawn',
  CANCELLED: 'Cancelled',
};

/** Follows from the payments and the due dates; the order the invoices page's filter lists them in. */
export const INVOICE_PAYMENT_STATUSES = ['AWAITING_DEPOSIT', 'DEPOSIT_PAID', 'PAID_IN_FULL', 'OVERDUE', 'CANCELLED'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoicePaymentStatus, string>> = {
  AWAITING_DEPOSIT: 'Awaiting deposit',
  DEPOSIT_PAID: 'Deposit paid',
  PAID_IN_FULL: 'Paid in full',
  OVERDUE: 'Overdue',
  CANCELLED: 'Cancelled',
};

export const PAYMENT_METHODS = ['EFT', 'CARD', 'CASH'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  EFT: 'EFT (bank transfer)',
  CARD: 'Card',
  CASH: 'Cash',
};

/** The currencies a quote line may be priced in; a dollar line is converted at the admin's exchange rate. */
export const QUOTE_CURRENCIES = ['ZAR', 'USD'] as const;

export const QUOTE_MIN_LINES = 1;
export const QUOTE_MAX_LINES = 30;
/** At most R1 000 000 (or US$1 000 000) per unit: 100 000 000 cents. */
export const QUOTE_MAX_UNIT_PRICE_CENTS = 100_000_000;
export const QUOTE_MAX_NET_COST_CENTS = MAX_TOTAL_CENTS;
export const QUOTE_LINE_DESCRIPTION_MAX_LENGTH = 300;
export const QUOTE_LINE_MIN_QUANTITY = 1;
export const QUOTE_LINE_MAX_QUANTITY = 100;
export const QUOTE_MESSAGE_MAX_LENGTH = 2000;
export const QUOTE_QUESTION_MAX_LENGTH = 2000;
export const PAYMENT_REFERENCE_MAX_LENGTH = 100;
export const CANCELLATION_REASON_MAX_LENGTH = 500;

/** The agency's terms, shown beside the deposit and due-date fields until the server proposes them. */
export const AGENCY_PAYMENT_POLICY = 'Agency policy: 30% deposit, balance 30 days before departure';

export const QuoteMessages = {
  LINES: `A quote needs between ${QUOTE_MIN_LINES} and ${QUOTE_MAX_LINES} lines.`,
  KIND: `Kind must be one of ${QUOTE_LINE_KINDS.join(', ')}.`,
  CURRENCY: 'Currency must be ZAR or USD.',
  DESCRIPTION: 'Description is required.',
  DESCRIPTION_TOO_LONG: tooLongMessage('Description', QUOTE_LINE_DESCRIPTION_MAX_LENGTH),
  QUANTITY: 'Quantity is required.',
  QUANTITY_WHOLE: 'Quantity must be a whole number.',
  QUANTITY_MIN: `Quantity must be at least ${QUOTE_LINE_MIN_QUANTITY}.`,
  QUANTITY_MAX: `Quantity must be at most ${QUOTE_LINE_MAX_QUANTITY}.`,
  UNIT_PRICE: 'Unit price is required.',
  UNIT_PRICE_NEGATIVE: 'Unit price cannot be negative.',
  UNIT_PRICE_MAX: 'Unit price must be at most 1 000 000.',
  NET_COST_NEGATIVE: 'Net cost cannot be negative.',
  NET_COST_MAX: 'Net cost must be at most R 20 000 000.',
  VALID_UNTIL: 'Valid until is required.',
  VALID_UNTIL_PAST: 'Valid until cannot be in the past.',
  DEPOSIT_PERCENT: 'Deposit percent is required.',
  DEPOSIT_PERCENT_RANGE: 'Deposit percent must be a whole number from 0 to 100.',
  DEPOSIT_DUE: 'Deposit due date is required.',
  BALANCE_DUE: 'Balance due date is required.',
  DUE_ORDER: 'The balance cannot be due before the deposit.',
  MESSAGE_TOO_LONG: tooLongMessage('Message', QUOTE_MESSAGE_MAX_LENGTH),
  NO_USD_RATE: 'Set the US dollar exchange rate before quoting in US dollars.',
  TOO_LARGE: 'A quote may total at most R 20 000 000.',
  CONTACT_NOT_QUOTED: 'A contact message cannot be quoted: quote a booking request, a stay or a trip plan.',
  LINK_INVALID: 'This quote link is not valid or has expired. Please contact us for a new one.',
  NO_LONGER_ACCEPTABLE:
    'This quote can no longer be accepted: it has been replaced by a newer version or withdrawn. Please contact us.',
  QUESTION_LENGTH: `A question must be between 1 and ${QUOTE_QUESTION_MAX_LENGTH} characters.`,
} as const;

export const PaymentMessages = {
  AMOUNT: 'Amount is required.',
  AMOUNT_POSITIVE: 'Amount must be more than R0.',
  RECEIVED_ON: 'Received on is required.',
  RECEIVED_IN_FUTURE: 'Received on cannot be in the future.',
  METHOD: 'Method must be EFT, CARD or CASH.',
  REFERENCE_TOO_LONG: tooLongMessage('Reference', PAYMENT_REFERENCE_MAX_LENGTH),
  REASON: 'Reason is required.',
  REASON_TOO_LONG: tooLongMessage('Reason', CANCELLATION_REASON_MAX_LENGTH),
  FEE: 'Cancellation fee is required.',
  FEE_NEGATIVE: 'Cancellation fee cannot be negative.',
  FEE_ABOVE_PAID: 'The cancellation fee cannot be more than what has been paid.',
} as const;

/**
 * Recording a refund (RefundInput and InvoicesService.recordRefund say the same today; they may import these).
 * Above the refund still due the server answers its own message naming the amount.
 */
export const RefundMessages = {
  AMOUNT: 'Amount is required.',
  AMOUNT_POSITIVE: 'Amount must be more than R0.',
  AMOUNT_ABOVE_DUE: 'Amount must be at most the refund due.',
  REFUNDED_ON: 'Refunded on is required.',
  REFUNDED_IN_FUTURE: 'Refunded on cannot be in the future.',
  NOT_CANCELLED: 'A refund can only be recorded against a cancelled invoice.',
  NOTHING_DUE: 'Nothing is owed back on this invoice: no refund can be recorded.',
} as const;

/** The inbox's refusal to cancel or decline an item whose invoice is still open (trip-money.ts). */
export const OPEN_INVOICE_MESSAGE = 'This item has an open invoice: cancel the invoice (with its credit note) to cancel the booking.';

/**
 * South Africa's VAT rate, the server's VAT_PERCENT default. The builder's preview uses it only until the
 * item has a quote (which carries the rate it was priced with) or the server proposes defaults.
 */
export const DEFAULT_VAT_PERCENT = 15;
