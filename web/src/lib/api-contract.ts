import type {
  BOOKING_STATUSES,
  CURRENCIES,
  HOLIDAY_TYPES,
  INBOX_ITEM_KINDS,
  INVOICE_PAYMENT_STATUSES,
  PACKAGE_TYPES,
  PAYMENT_METHODS,
  QUOTE_LINE_KINDS,
  QUOTE_STATUSES,
} from '@travel/contract';
import type {
  BookingStatus,
  Currency,
  HolidayType,
  InboxItemKind,
  InvoicePaymentStatus,
  PackageType,
  PaymentMethod,
  QuoteLineKind,
  QuoteStatus,
} from '../gql/graphql';

/**
 * The contract's option lists (@travel/contract) against the API's enums as codegen typed them from
 * schema.graphql: the server builds those enums from the same lists, so they can only differ when
 * schema.graphql or the generated types are stale. Either way the web's type-check fails here, naming the list.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const _packageTypesMatch: Same<(typeof PACKAGE_TYPES)[number], PackageType> = true;
const _currenciesMatch: Same<(typeof CURRENCIES)[number], Currency> = true;
const _bookingStatusesMatch: Same<(typeof BOOKING_STATUSES)[number], BookingStatus> = true;
const _inboxItemKindsMatch: Same<(typeof INBOX_ITEM_KINDS)[number], InboxItemKind> = true;
const _holidayTypesMatch: Same<(typeof HOLIDAY_TYPES)[number], HolidayType> = true;

const _quoteLineKindsMatch: Same<(typeof QUOTE_LINE_KINDS)[number], QuoteLineKind> = true;
const _quoteStatusesMatch: Same<(typeof QUOTE_STATUSES)[number], QuoteStatus> = true;
const _invoiceStatusesMatch: Same<(typeof INVOICE_PAYMENT_STATUSES)[number], InvoicePaymentStatus> = true;
const _paymentMethodsMatch: Same<(typeof PAYMENT_METHODS)[number], PaymentMethod> = true;
