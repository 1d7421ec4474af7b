import { Box, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../lib/format';
import { formatLocalDate } from '../../../lib/dates';
import { HOLIDAY_TYPE_LABELS } from '../constants';
import type { InboxItemDetailFieldsFragment } from '../graphql';

/** A two-column list of label / value; rows without a value are left out. */
export const DetailList = ({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) => (
  <Box as="dl" display="grid" gridTemplateColumns="minmax(8rem, max-content) 1fr" columnGap="4" rowGap="2" fontSize="sm">
    {rows
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Box as="dd" wordBreak="break-word">
            {value}
          </Box>
        </Box>
      ))}
  </Box>
);

const dateOrNull = (value: string | null | undefined) => (value ? formatLocalDate(value) : null);

export const ContactDetails = ({ item }: { item: InboxItemDetailFieldsFragment }) => (
  <DetailList
    rows={[
      ['Name', item.fullName],
      [
        'Email',
        item.email ? (
          <Link href={`mailto:${item.email}`} color="brand.fg">
            {item.email}
          </Link>
        ) : null,
      ],
      [
        'Phone',
        item.phone ? (
          <Link href={`tel:${item.phone.replace(/[^\d+]/g, '')}`} color="brand.fg">
            {item.phone}
          </Link>
        ) : null,
      ],
    ]}
  />
);

/** What the customer asked for: a booking's stay or package, or the enquiry's own fields. */
export const RequestDetails = ({ item }: { item: InboxItemDetailFieldsFragment }) => {
  const { booking, enquiry } = item;
  if (booking) {
    const stay = item.kind === 'STAY_RESERVATION';
    return (
      <DetailList
        rows={[
          [stay ? 'Hotel' : 'Package', stay ? booking.hotelName ?? booking.title : booking.packageTitle ?? booking.title],
          ['Room type', stay ? booking.roomTypeName : null],
          ['Package type', stay ? null : booking.packageType],
          [stay ? 'Check-in' : 'Departure', formatLocalDate(booking.departureDate)],
          [stay ? 'Check-out' : 'Return', formatLocalDate(booking.returnDate)],
          ['Guests', stay && booking.adults != null ? `${booking.guests} (${booking.adults} adults, ${booking.children ?? 0} children)` : String(booking.guests)],
          ['Rooms', stay ? booking.rooms : null],
          ['Room numbers', booking.roomNumbers?.length ? booking.roomNumbers.join(', ') : null],
          ['Total', formatPrice(booking.total, booking.currency)],
          ['Special requests', booking.specialRequests ? <Text whiteSpace="pre-wrap">{booking.specialRequests}</Text> : null],
        ]}
      />
    );
  }
  if (enquiry) {
    return (
      <DetailList
        rows={[
          ['Destination', enquiry.destination],
          ['Holiday type', enquiry.holidayType ? HOLIDAY_TYPE_LABELS[enquiry.holidayType] ?? enquiry.holidayType : null],
          ['Guests', enquiry.guests ?? null],
          ['Departure', dateOrNull(enquiry.departureDate)],
          ['Return', dateOrNull(enquiry.returnDate)],
          ['Budget', enquiry.budget != null ? formatPrice(enquiry.budget) : null],
          ['Message', enquiry.message ? <Text whiteSpace="pre-wrap">{enquiry.message}</Text> : null],
          ['Address', enquiry.address ? <Text whiteSpace="pre-wrap">{enquiry.address}</Text> : null],
        ]}
      />
    );
  }
  return <Text color="fg.muted">No details.</Text>;
};
