import { Badge, Box, Button, Card, Container, Grid, Heading, HStack, List, SimpleGrid, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { LuBedDouble, LuBus, LuCheck, LuMapPin, LuUtensils, LuX } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import type { PackageDetailsQuery as PackageDetailsResult } from '../../../gql/graphql';
import { getErrorMessage } from '../../../lib/errors';
import { formatPrice } from '../../../lib/format';
import { formatLocalDate } from '../../../lib/dates';
import { useAgencyPolicies } from '../../insights/use-agency-policies';
import { PackageDetailsQuery } from '../graphql';
import { DATES_PASSED_TEXT, type BookingLocationState } from '../../../components/packages/package-card';
import { PackagePrice } from '../../../components/packages/package-price';
import { PhotoCarousel } from '../components/photo-carousel';
import { absoluteUrl, PageMeta } from '../../../components/page-meta';
import { useHttpStatus, useSiteOrigin } from '../../../lib/render-context';
import { useAgency } from '../../../lib/site-config';
import { touristTripJsonLd } from '../structured-data';

type PackageDetails = NonNullable<PackageDetailsResult['package']>;
type ItineraryDay = Extract<PackageDetails, { __typename: 'HolidayPackage' }>['itinerary'][number];

export const LOADING_TEXT = 'Loading...';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box as="section" aria-label={title}>
    <Heading as="h2" size="lg" mb="3">
      {title}
    </Heading>
    {children}
  </Box>
);

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" fontWeight="600">
      {label}
    </Text>
    <Text as="dd" fontWeight="600">
      {children}
    </Text>
  </Box>
);

const BulletList = ({ items, icon = 'check' }: { items: readonly string[]; icon?: 'check' | 'cross' | 'dot' }) => (
  <List.Root gap="2" variant={icon === 'dot' ? 'marker' : 'plain'} ps={icon === 'dot' ? '5' : undefined}>
    {items.map((item) => (
      <List.Item key={item} alignItems="flex-start">
        {icon !== 'dot' && (
          <List.Indicator asChild color={icon === 'check' ? 'green.600' : 'red.600'} mt="1">
            {icon === 'check' ? <LuCheck /> : <LuX />}
          </List.Indicator>
        )}
        {item}
      </List.Item>
    ))}
  </List.Root>
);

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const nights = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

export const formatDuration = (durationDays: number, durationNights: number): string =>
  durationNights > 0 ? `${days(durationDays)} / ${nights(durationNights)}` : days(durationDays);

const mealsText = ({ breakfast, lunch, dinner }: ItineraryDay['meals']): string => {
  const meals = [breakfast && 'Breakfast', lunch && 'Lunch', dinner && 'Dinner'].filter(Boolean);
  return meals.length > 0 ? meals.join(', ') : 'No meals included';
};

const IconLine = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <HStack gap="2" align="flex-start">
    <Box as="span" flexShrink="0" mt="0.5" aria-hidden="true">
      {icon}
    </Box>
    <Text>
      <Text as="span" fontWeight="600">
        {label}
      </Text>{' '}
      {children}
    </Text>
  </HStack>
);

const DayPlan = ({ day }: { day: ItineraryDay }) => (
  <Box
    as="li"
    position="relative"
    ps="10"
    pb="6"
    // The timeline: a line from each day's number down to the next.
    _before={{ content: '""', position: 'absolute', left: '13px', top: '7', bottom: '0', w: '2px', bg: 'brand.muted' }}
    _last={{ pb: '0', _before: { display: 'none' } }}
  >
    <Box position="absolute" left="0" top="0" w="7" h="7" rounded="full" bg="brand.solid" color="brand.contrast" display="grid" placeItems="center" fontSize="xs" fontWeight="700">
      {day.day}
    </Box>
    <Heading as="h3" size="md">
      Day {day.day}: {day.title}
    </Heading>
    {day.description && (
      <Text color="fg.muted" mt="1">
        {day.description}
      </Text>
    )}
    <Stack gap="1" mt="2" fontSize="sm">
      <IconLine icon={<LuUtensils />} label="Meals:">
        {mealsText(day.meals)}
      </IconLine>
      {day.accommodation && (
        <IconLine icon={<LuBedDouble />} label="Accommodation:">
          {day.accommodation.name}
          {day.accommodation.type && ` (${day.accommodation.type})`}
          {day.accommodation.rating ? `, ${day.accommodation.rating}★` : ''}
        </IconLine>
      )}
      {day.transportation && (
        <IconLine icon={<LuBus />} label="Transportation:">
          {day.transportation.type}
          {day.transportation.details && ` — ${day.transportation.details}`}
        </IconLine>
      )}
    </Stack>
  </Box>
);

const HolidayDetails = ({ pkg }: { pkg: Extract<PackageDetails, { __typename: 'HolidayPackage' }> }) => (
  <>
    {pkg.destinations.length > 0 && (
      <Section title="Destinations">
        <Stack gap="4">
          {pkg.destinations.map((destination) => (
            <Box key={destination.location}>
              <HStack gap="2" fontWeight="700">
                <LuMapPin aria-hidden="true" />
                <Text>{destination.location}</Text>
              </HStack>
              {destination.attractions.length > 0 && (
                <Wrap as="ul" listStyleType="none" gap="2" mt="2" aria-label={`Attractions in ${destination.location}`}>
                  {destination.attractions.map((attraction) => (
                    <li key={attraction}>
                      <Badge variant="subtle" colorPalette="brand" size="md">
                        {attraction}
                      </Badge>
                    </li>
                  ))}
                </Wrap>
              )}
            </Box>
          ))}
        </Stack>
      </Section>
    )}
    {pkg.itinerary.length > 0 && (
      <Section title="Itinerary">
        <Stack as="ol" listStyleType="none" gap="0" ps="0">
          {[...pkg.itinerary]
            .sort((a, b) => a.day - b.day)
            .map((day) => (
              <DayPlan key={day.day} day={day} />
            ))}
        </Stack>
      </Section>
    )}
  </>
);

const AgencyNote = () => (
  <Text fontSize="sm" fontWeight="600">
    The agency's standard policy applies to this package.
  </Text>
);

const PackageView = ({ pkg, agency }: { pkg: PackageDetails; agency: ReturnType<typeof useAgencyPolicies> }) => {
  const holiday = pkg.__typename === 'HolidayPackage' ? pkg : null;
  const bookingState: BookingLocationState = { package: pkg };
  const terms = pkg.terms || agency?.terms;
  const cancellationPolicy = holiday?.cancellationPolicy || agency?.cancellationPolicy;
  return (
    <Stack gap="8">
      <Stack gap="3">
        <HStack gap="2">
          <Badge colorPalette="brand" variant="solid">
            {pkg.type}
          </Badge>
          {holiday && <Badge variant="outline">Holiday package</Badge>}
        </HStack>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          {pkg.title}
        </Heading>
        <HStack gap="1.5" color="fg.muted">
          <LuMapPin aria-hidden="true" />
          <Text>
            {pkg.city}, {pkg.country}
          </Text>
        </HStack>
      </Stack>

      {/* Phones: photos, then price and Book, then the details. Wide screens: price and Book stay
          beside everything while scrolling. */}
      <Grid
        templateColumns={{ base: '1fr', lg: '1fr 340px' }}
        templateAreas={{ base: '"media" "aside" "body"', lg: '"media aside" "body aside"' }}
        columnGap={{ lg: '10' }}
        rowGap={{ base: '8', lg: '10' }}
        alignItems="start"
      >
        <Box gridArea="media" minW="0">
          <PhotoCarousel photos={pkg.photos} title={pkg.title} />
        </Box>
        <Stack gap="10" minW="0" gridArea="body">
          <Text fontSize="lg" whiteSpace="pre-line">
            {pkg.description}
          </Text>
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="5" p="5" borderWidth="1px" borderRadius="xl">
            <Fact label="Type">{pkg.type}</Fact>
            <Fact label="Country">{pkg.country}</Fact>
            <Fact label="City">{pkg.city}</Fact>
            <Fact label="Duration">{formatDuration(pkg.durationDays, pkg.durationNights)}</Fact>
            <Fact label="From">{pkg.fromDate ? formatLocalDate(pkg.fromDate) : 'Flexible'}</Fact>
            <Fact label="To">{pkg.toDate ? formatLocalDate(pkg.toDate) : 'Flexible'}</Fact>
            <Fact label="Max guests">{pkg.maxGuests ?? 'No limit'}</Fact>
            <Fact label="Min age">{pkg.minAge ? pkg.minAge : 'All ages'}</Fact>
          </SimpleGrid>
          {pkg.includes.length > 0 && (
            <Section title={holiday ? 'Inclusions' : 'Includes'}>
              <BulletList items={pkg.includes} />
            </Section>
          )}
          {holiday && holiday.exclusions.length > 0 && (
            <Section title="Exclusions">
              <BulletList items={holiday.exclusions} icon="cross" />
            </Section>
          )}
          {holiday && <HolidayDetails pkg={holiday} />}
          {pkg.amenities.length > 0 && (
            <Section title="Amenities">
              <BulletList items={pkg.amenities} icon="dot" />
            </Section>
          )}
          {terms && (
            <Section title="Terms and conditions">
              {!pkg.terms && <AgencyNote />}
              <Text whiteSpace="pre-line" color="fg.muted">
                {terms}
              </Text>
            </Section>
          )}
          {cancellationPolicy && (
            <Section title="Cancellation policy">
              {!holiday?.cancellationPolicy && <AgencyNote />}
              <Text whiteSpace="pre-line" color="fg.muted">
                {cancellationPolicy}
              </Text>
            </Section>
          )}
        </Stack>

        <Card.Root gridArea="aside" position={{ lg: 'sticky' }} top={{ lg: '124px' }} borderRadius="xl" boxShadow="md" as="aside" aria-label="Price and booking">
          <Card.Body gap="4">
            <PackagePrice price={pkg.price} size="lg" caption="Price per adult" />
            {pkg.price.child != null && (
              <Text fontSize="sm" color="fg.muted">
                Children: {formatPrice(pkg.price.child, pkg.price.currency)}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted">
              {formatDuration(pkg.durationDays, pkg.durationNights)}
              {pkg.fromDate && pkg.toDate && ` · ${formatLocalDate(pkg.fromDate)} – ${formatLocalDate(pkg.toDate)}`}
            </Text>
            {pkg.bookable ? (
              <Button asChild size="lg" colorPalette="sunset">
                <RouterLink to={paths.booking.to(pkg.id)} state={bookingState}>
                  Book
                </RouterLink>
              </Button>
            ) : (
              <Text fontWeight="medium">{DATES_PASSED_TEXT}: this package can no longer be booked.</Text>
            )}
          </Card.Body>
        </Card.Root>
      </Grid>
    </Stack>
  );
};

/** What the page shows while the package loads: the same places, saying "Loading...". */
const LoadingView = () => (
  <Stack gap="8" role="status" aria-live="polite" aria-busy="true">
    <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="fg.muted">
      {LOADING_TEXT}
    </Heading>
    <Box borderRadius="2xl" bg="bg.muted" aspectRatio={{ base: 4 / 3, md: 16 / 9 }} maxW="4xl" />
    <Text color="fg.muted">{LOADING_TEXT}</Text>
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="5" maxW="4xl">
      {['Type', 'Country', 'City', 'Duration'].map((label) => (
        <Fact key={label} label={label}>
          {LOADING_TEXT}
        </Fact>
      ))}
    </SimpleGrid>
  </Stack>
);

/**
 * The spec's "Error: {message}", under a heading screen readers find (the page has no visible
 * title without its package).
 */
const FailedView = ({ children }: { children: ReactNode }) => (
  <Stack gap="4">
    <VisuallyHidden>
      <Heading as="h1">Package details</Heading>
    </VisuallyHidden>
    <ErrorState>{children}</ErrorState>
  </Stack>
);

/** /Details/{id} and /packages/{id}. */
export const PackageDetailsPage = () => {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(PackageDetailsQuery, { variables: { id } });
  // A package without texts of its own shows the agency's (edited on /policies), marked as such. Asked
  // for here, beside the package, rather than where it is shown: the server renders a page until no
  // query starts any more, and a query that starts only once the package is there costs a third render.
  const agency = useAgencyPolicies();

  const pkg = data?.package;
  const notFound = !loading && !error && data !== undefined && !pkg;
  useHttpStatus(notFound ? 404 : undefined);
  const origin = useSiteOrigin();
  const agencyDetails = useAgency();
  const path = paths.packageDetails.to(id);
  const meta = pkg ? (
    <PageMeta
      title={pkg.title}
      description={`${pkg.city}, ${pkg.country} · ${formatDuration(pkg.durationDays, pkg.durationNights)} · from ${formatPrice(pkg.price.adult, pkg.price.currency)} per adult. ${pkg.description}`}
      path={path}
      type="product"
      image={pkg.photos[0]}
      jsonLd={touristTripJsonLd(pkg, absoluteUrl(path, origin), agencyDetails)}
    />
  ) : (
    // Only an answer that there is no such package keeps the page out of indexes, never a failed load.
    <PageMeta
      title={notFound ? 'Package not found' : 'Package'}
      description="A holiday package from Ubuntu Horizons Travel."
      path={path}
      noindex={notFound}
    />
  );

  let content;
  if (loading && !data) content = <LoadingView />;
  else if (error) content = <FailedView>Error: {getErrorMessage(error, 'The package could not be loaded.')}</FailedView>;
  else if (!data?.package) content = <FailedView>Error: Package not found.</FailedView>;
  else content = <PackageView pkg={data.package} agency={agency} />;

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      {meta}
      {content}
    </Container>
  );
};
