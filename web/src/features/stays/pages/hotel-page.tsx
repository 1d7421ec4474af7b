import { Badge, Box, Button, Container, Grid, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuArrowLeft, LuMapPin, LuRefreshCw } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import type { StayAvailabilityQueryVariables, StayHotelFieldsFragment } from '../../../gql/graphql';
import { getErrorMessage, hasErrorCode } from '../../../lib/errors';
import { formatPrice } from '../../../lib/format';
import { RoomTypeCard } from '../components/room-type-card';
import { StaySearchForm } from '../components/stay-search-form';
import { StayAvailabilityQuery, StayHotelQuery } from '../graphql';
import { formatLocalDateWithWeekday } from '../../../lib/dates';
import { useStaySearchContext } from '../stay-search-context';
import { formatDistance, partySummary, plural, ratingLabel, ratingValue } from '../stay-format';
import { checkInOf, checkOutOf, nightsOf, toNavigationState, toStayQuery, validateStaySearch, type StaySearch } from '../stay-search';
import { useRequestedStaySearch } from '../use-requested-stay-search';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { absoluteUrl, PageMeta } from '../../../components/page-meta';
import { useHttpStatus, useSiteOrigin } from '../../../lib/render-context';
import { hotelJsonLd } from '../structured-data';

export const HOTEL_NOT_FOUND = 'Hotel not found.';

const HotelOverview = ({ hotel }: { hotel: StayHotelFieldsFragment }) => (
  <Stack gap="5">
    <Stack gap="2">
      <Text textTransform="uppercase" letterSpacing="0.2em" fontSize="xs" fontWeight="700" color="sunset.fg">
        {hotel.type}
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
        {hotel.name}
      </Heading>
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette="brand" variant="solid" size="lg" aria-label={`Rating ${ratingValue(hotel.rating)} out of 5`}>
          {ratingValue(hotel.rating)}
        </Badge>
        <Text fontWeight="600">{ratingLabel(hotel.rating)}</Text>
      </HStack>
      <HStack gap="1.5" color="fg.muted" align="start">
        <Box pt="1" aria-hidden="true">
          <LuMapPin />
        </Box>
        <Text>
          {hotel.address}, {hotel.city}, {hotel.country}
          {formatDistance(hotel.distanceFromCentreM) && ` · ${formatDistance(hotel.distanceFromCentreM)}`}
        </Text>
      </HStack>
    </Stack>
    {hotel.photos.length > 0 && (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="2" aria-label={`${hotel.name} photos`}>
        {hotel.photos.map((photo, index) => (
          // A fixed shape before the photo arrives, so the text below does not jump when it does.
          <Box
            as="li"
            key={`${index}-${photo}`}
            gridColumn={index === 0 ? 'span 2' : undefined}
            gridRow={index === 0 ? { md: 'span 2' } : undefined}
            aspectRatio="4 / 3"
          >
            <ResponsivePhoto
              src={photo}
              sizes={index === 0 ? '(min-width: 48em) 50vw, 100vw' : '(min-width: 48em) 25vw, 50vw'}
              alt={`${hotel.name}, photo ${index + 1}`}
              w="full"
              h="full"
              objectFit="cover"
              borderRadius="md"
            />
          </Box>
        ))}
      </SimpleGrid>
    )}
    <Text whiteSpace="pre-line">{hotel.description}</Text>
    {(hotel.amenities.length > 0 || hotel.activities.length > 0) && (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {hotel.amenities.length > 0 && (
          <Stack as="section" aria-labelledby="amenities-heading" gap="2">
            <Heading as="h2" size="md" id="amenities-heading">
              Amenities
            </Heading>
            <Stack as="ul" gap="1.5" ps="5" listStyleType="disc">
              {hotel.amenities.map((amenity) => (
                <li key={amenity.id}>
                  <Text as="span" fontWeight="600">
                    {amenity.name}
                  </Text>
                  {amenity.description && <Text as="span" color="fg.muted">{` – ${amenity.description}`}</Text>}
                </li>
              ))}
            </Stack>
          </Stack>
        )}
        {hotel.activities.length > 0 && (
          <Stack as="section" aria-labelledby="activities-heading" gap="2">
            <Heading as="h2" size="md" id="activities-heading">
              Activities
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none">
              {hotel.activities.map((activity) => (
                <li key={activity.id}>
                  <Text fontWeight="600">{activity.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {activity.duration} · up to {plural(activity.maxParticipants, 'person', 'people')} ·{' '}
                    {activity.price === null || activity.price === undefined ? 'Free or on request' : formatPrice(activity.price)}
                  </Text>
                  {activity.description && <Text fontSize="sm">{activity.description}</Text>}
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </SimpleGrid>
    )}
  </Stack>
);

/** The room prices asked for: the hotel and the stay of the search. */
const availabilityInput = (hotelId: string, search: StaySearch): StayAvailabilityQueryVariables['input'] => ({
  hotelId,
  checkIn: checkInOf(search),
  checkOut: checkOutOf(search),
  adults: search.options.adult,
  children: search.options.children,
  rooms: search.options.room,
});

/**
 * The rooms and their prices, for the list and for the structured data: one query for both. (A second,
 * cache-only read of the same query and variables would share the server render's watcher with this
 * one, and the rooms would then never load there.)
 */
const useStayAvailability = (hotelId: string, search: StaySearch, skip: boolean) =>
  useQuery(StayAvailabilityQuery, { variables: { input: availabilityInput(hotelId, search) }, notifyOnNetworkStatusChange: true, skip });

type AvailabilityResult = ReturnType<typeof useStayAvailability>;

const RoomTypes = ({ hotelId, search, availability }: { hotelId: string; search: StaySearch; availability: AvailabilityResult }) => {
  const { data, loading, error, refetch } = availability;
  const refresh = () => void refetch().catch(() => undefined);
  const result = data?.stayAvailability;

  if (loading && !result) {
    return (
      <Stack gap="3" role="status" aria-live="polite">
        <Text srOnly>Loading rooms...</Text>
        <Skeleton h="40" borderRadius="xl" />
        <Skeleton h="40" borderRadius="xl" />
      </Stack>
    );
  }
  if (error && !result) {
    const message = hasErrorCode(error, 'BAD_USER_INPUT') || hasErrorCode(error, 'NOT_FOUND') ? getErrorMessage(error, 'Error loading rooms.') : 'Error loading rooms.';
    return (
      <Stack gap="3" align="start">
        <ErrorState>{message}</ErrorState>
        <Button variant="outline" size="sm" onClick={refresh}>
          <LuRefreshCw aria-hidden="true" /> Try again
        </Button>
      </Stack>
    );
  }
  if (!result) return null;
  if (result.roomTypes.length === 0) return <Text color="fg.muted">This hotel has no rooms to offer online yet.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="4">
      {result.roomTypes.map((availability) => (
        <li key={availability.roomType.id}>
          <RoomTypeCard hotelId={hotelId} availability={availability} search={search} refresh={refresh} />
        </li>
      ))}
    </Stack>
  );
};

/**
 * /hotels/{id} ("See availability"): the hotel, the search panel prefilled (new dates re-query),
 * and each room type priced night by night for the stay, with Reserve.
 */
export const HotelPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const context = useStaySearchContext();
  const { search, key } = useRequestedStaySearch();
  const hotelQuery = useQuery(StayHotelQuery, { variables: { id } });
  const hotel = hotelQuery.data?.hotel;
  const problems = Object.values(validateStaySearch(search));
  const availability = useStayAvailability(id, search, !hotel || problems.length > 0);
  const path = paths.hotel.to(id);
  const notFound = !hotelQuery.loading && !hotelQuery.error && hotelQuery.data !== undefined && !hotel;
  useHttpStatus(notFound ? 404 : undefined);
  const origin = useSiteOrigin();
  const meta = hotel ? (
    <PageMeta
      title={`${hotel.name}, ${hotel.city}`}
      description={`${hotel.type} in ${hotel.city}, ${hotel.country}, rated ${ratingValue(hotel.rating)}/5 (${ratingLabel(hotel.rating)}). ${hotel.description}`}
      path={path}
      type="place"
      image={hotel.photos[0]}
      jsonLd={hotelJsonLd(hotel, absoluteUrl(path, origin), availability.data?.stayAvailability.roomTypes)}
    />
  ) : (
    // Only an answer that there is no such hotel keeps the page out of indexes, never a failed load.
    <PageMeta title={notFound ? HOTEL_NOT_FOUND.replace(/\.$/, '') : 'Hotel'} description="A hotel from Ubuntu Horizons Travel's stay search." path={path} noindex={notFound} />
  );

  const onSearch = (next: StaySearch) => {
    const withCity = { ...next, city: search.city };
    context?.dispatch({ type: 'NEW_SEARCH', payload: withCity });
    void navigate(paths.hotel.to(id, toStayQuery(withCity)), { state: toNavigationState(withCity), replace: true });
  };

  let body;
  if (hotelQuery.loading && !hotel) body = <LoadingState />;
  else if (hotelQuery.error && !hotel) body = <ErrorState>{getErrorMessage(hotelQuery.error, 'Error loading this hotel.')}</ErrorState>;
  else if (!hotel) body = <ErrorState>{HOTEL_NOT_FOUND}</ErrorState>;
  else {
    body = (
      <Grid templateColumns={{ base: '1fr', lg: '1fr 22rem' }} gap={{ base: '8', lg: '10' }} alignItems="start">
        <Stack gap="10" minW="0">
          <HotelOverview hotel={hotel} />
          <Stack as="section" aria-labelledby="rooms-heading" gap="4">
            <Stack gap="1">
              <Heading as="h2" size="xl" id="rooms-heading">
                Rooms
              </Heading>
              <Text color="fg.muted">
                {formatLocalDateWithWeekday(checkInOf(search))} to {formatLocalDateWithWeekday(checkOutOf(search))} · {plural(Math.max(nightsOf(search), 0), 'night')} ·{' '}
                {partySummary(search.options)}
              </Text>
            </Stack>
            {problems.length > 0 ? (
              <ErrorState>Choose other dates to see prices: {problems.join(' ')}</ErrorState>
            ) : (
              <RoomTypes hotelId={hotel.id} search={search} availability={availability} />
            )}
          </Stack>
        </Stack>
        <Box as="section" aria-labelledby="change-search-heading" bg="bg.subtle" borderRadius="xl" borderWidth="1px" p="4" position={{ lg: 'sticky' }} top={{ lg: '120px' }}>
          <Heading as="h2" size="md" id="change-search-heading" mb="3">
            Your stay
          </Heading>
          <StaySearchForm key={key} initial={search} withDestination={false} onSearch={onSearch} submitLabel="Check availability" narrow />
        </Box>
      </Grid>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      {meta}
      <Stack gap="6">
        <Link asChild color="brand.fg" fontWeight="600" alignSelf="start">
          <RouterLink to={paths.hotels.to(toStayQuery(search))} state={toNavigationState(search)}>
            <LuArrowLeft aria-hidden="true" /> Back to results
          </RouterLink>
        </Link>
        {body}
      </Stack>
    </Container>
  );
};
