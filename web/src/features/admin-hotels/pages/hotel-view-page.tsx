import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPencil } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { PageHeader } from '../../../components/admin/page-header';
import { HistoryToggle } from '../../../components/admin/history/history-toggle';
import { ManagersPanel } from '../components/managers-panel';
import { messages } from '../constants';
import { setCurrentHotelId } from '../../../lib/current-hotel';
import { AdminHotelQuery } from '../graphql';
import { formatRating } from '../format';

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0.5">
    <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider" fontWeight="600">
      {label}
    </Text>
    <Text as="dd" whiteSpace="pre-line">
      {children}
    </Text>
  </Stack>
);

/** The pages that work on one hotel at a time; following a link makes this hotel the current one. */
const quickLinks = [
  { label: 'Room Types', to: paths.roomTypes.to() },
  { label: 'Rooms', to: paths.rooms.to() },
  { label: 'Amenities', to: paths.amenities.to() },
  { label: 'Activities', to: paths.activities.to() },
  { label: 'Rates & Types', to: paths.rates.to() },
  { label: 'Reservations', to: paths.hotelReservations.to() },
] as const;

/** /viewhotel/{id}: the hotel read-only (admin spec section 2), with its management pages a click away. */
export const HotelViewPage = () => {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { data, loading, error } = useQuery(AdminHotelQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const hotel = data?.hotel;

  if (loading && !data) return <LoadingState text="Loading hotel..." />;
  if (error && !data) return <ErrorState>{messages.loadHotelFailed}</ErrorState>;
  if (!hotel) return <ErrorState>{messages.hotelNotFound}</ErrorState>;

  const makeCurrent = () => setCurrentHotelId(hotel.id);

  return (
    <Stack gap="6">
      <PageHeader
        title={hotel.name}
        description={`${hotel.type} · ${hotel.city}`}
        actions={
          <Button asChild>
            <RouterLink to={paths.editHotel.to(hotel.id)} onClick={makeCurrent}>
              <LuPencil aria-hidden="true" /> Edit
            </RouterLink>
          </Button>
        }
      />

      <Box as="nav" aria-label="Manage this hotel">
        <Flex gap="2" wrap="wrap">
          {quickLinks.map((link) => (
            <Button key={link.label} asChild size="sm" variant="outline">
              <RouterLink to={link.to} onClick={makeCurrent}>
                {link.label}
              </RouterLink>
            </Button>
          ))}
        </Flex>
      </Box>

      <Box as="section" aria-label="Hotel details" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          <Detail label="Name">{hotel.name}</Detail>
          <Detail label="Type">{hotel.type}</Detail>
          <Detail label="Rating">{formatRating(hotel.rating)}</Detail>
          <Detail label="Address">{hotel.address}</Detail>
          <Detail label="City">{hotel.city}</Detail>
          <Detail label="Postal code">{hotel.postalCode}</Detail>
          <Detail label="Country">{hotel.country}</Detail>
          <Detail label="Email">{hotel.email}</Detail>
          <Detail label="Phone">{hotel.phone}</Detail>
          <Detail label="Distance from centre">{`${hotel.distanceFromCentreM} m`}</Detail>
        </SimpleGrid>
        <Box as="dl" mt="5">
          <Detail label="Description">{hotel.description}</Detail>
        </Box>
      </Box>

      <Box as="section" aria-labelledby="hotel-photos" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md" mb="4" id="hotel-photos">
          Photos
        </Heading>
        {hotel.photos.length === 0 ? (
          <Text color="fg.muted">No photos yet.</Text>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3">
            {hotel.photos.map((url, index) => (
              <Box as="li" key={`${index}-${url}`} aspectRatio={4 / 3} borderRadius="md" overflow="hidden" bg="bg.muted">
                <Image src={url} alt={`${hotel.name}, photo ${index + 1}`} w="full" h="full" objectFit="cover" loading="lazy" />
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Box>

      {user?.role === 'AGENCY_ADMIN' && <ManagersPanel hotelId={hotel.id} hotelName={hotel.name} />}

      {/* Who changed the hotel and how (issue 5's audit trail); agency admins and its managers may read it. */}
      <Box as="section" aria-labelledby="hotel-history" borderWidth="1px" borderRadius="xl" bg="bg" p={{ base: '4', md: '6' }}>
        <Heading id="hotel-history" as="h2" size="md" mb="2">
          History
        </Heading>
        <HistoryToggle entity="HOTEL" entityId={hotel.id} />
      </Box>
    </Stack>
  );
};
