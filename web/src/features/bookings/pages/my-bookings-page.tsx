import { Badge, Button, Card, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/page-states';
import { CardListSkeleton } from '../../../components/skeletons';
import { paths } from '../../../config/paths';
import type { BookingFieldsFragment } from '../../../gql/graphql';
import { getErrorMessage } from '../../../lib/errors';
import { formatPrice } from '../../../lib/format';
import { formatSaDate, formatLocalDate } from '../../../lib/dates';
import { BOOKING_STATUS_BADGES } from '../../../lib/booking-status';
import { MyBookingsQuery } from '../graphql';
import { PageMeta } from '../../../components/page-meta';
import { QuotesAndInvoices } from '../components/quotes-and-invoices';

export const NO_BOOKINGS_TEXT = 'You have no booking requests yet.';

const statusBadge = BOOKING_STATUS_BADGES;

const Detail = ({ label, value }: { label: string; value: string }) => (
  <Stack gap="0">
    <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider" fontWeight="600">
      {label}
    </Text>
    <Text as="dd" fontWeight="600">
      {value}
    </Text>
  </Stack>
);

const BookingCard = ({ booking }: { booking: BookingFieldsFragment }) => {
  const status = statusBadge[booking.status];
  return (
    <Card.Root as="li" borderRadius="xl">
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
          <Stack gap="1">
            <Text fontFamily="mono" fontSize="sm" color="fg.muted">
              {booking.reference}
            </Text>
            <Heading as="h2" size="md">
              {booking.packageId ? (
                <Link asChild color="inherit">
                  <RouterLink to={paths.packageDetails.to(booking.packageId)}>{booking.packageTitle}</RouterLink>
                </Link>
              ) : (
                booking.packageTitle
              )}
            </Heading>
          </Stack>
          <Badge colorPalette={status.palette} variant="subtle" size="lg">
            {status.label}
          </Badge>
        </HStack>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
          <Detail label="Dates" value={`${formatLocalDate(booking.departureDate)} – ${formatLocalDate(booking.returnDate)}`} />
          <Detail label="Guests" value={String(booking.guests)} />
          <Detail label="Total" value={formatPrice(booking.total, booking.currency)} />
          <Detail label="Requested" value={formatSaDate(booking.createdAt)} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
};

/** /my-bookings: the signed-in user's booking requests, newest first. */
export const MyBookingsPage = () => {
  // A request made a moment ago on the booking page must show up, so always ask the API too.
  const { data, loading, error } = useQuery(MyBookingsQuery, { fetchPolicy: 'cache-and-network' });
  const bookings = data?.myBookings;

  let content;
  if (loading && !bookings) content = <CardListSkeleton label="Loading please wait" showLabel photo={false} />;
  else if (error && !bookings) content = <ErrorState>Error: {getErrorMessage(error, 'Your bookings could not be loaded.')}</ErrorState>;
  else if (!bookings || bookings.length === 0)
    content = (
      <Stack align="center" textAlign="center" gap="4" py="12" borderWidth="1px" borderStyle="dashed" borderRadius="xl">
        <Text fontSize="lg">{NO_BOOKINGS_TEXT}</Text>
        <Button asChild colorPalette="sunset">
          <RouterLink to={paths.packages.to()}>Browse packages</RouterLink>
        </Button>
      </Stack>
    );
  else
    content = (
      <Stack as="ul" listStyleType="none" gap="4" aria-label="Booking requests">
        {bookings.map((booking) => (
          <BookingCard key={booking.id} booking={booking} />
        ))}
      </Stack>
    );

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <PageMeta title="My bookings" description="Your booking requests and stays with Ubuntu Horizons Travel, and where each one stands." path={paths.myBookings.to()} />
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          My bookings
        </Heading>
        <Text color="fg.muted">Your booking requests, newest first. We confirm each one by email.</Text>
      </Stack>
      {content}
      <QuotesAndInvoices />
    </Container>
  );
};
