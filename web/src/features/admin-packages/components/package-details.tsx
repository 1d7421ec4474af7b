import { Badge, Box, DataList, Heading, HStack, Image, List, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { LuMapPin } from 'react-icons/lu';
import type { Currency, PackageKind } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/format';
import { formatLocalDate } from '../../../lib/dates';
import { formatDuration } from '../format';

/** What the read-only views show; holiday parts are there for holiday packages only. */
export interface ViewablePackage {
  id: string;
  kind: PackageKind;
  title: string;
  type: string;
  country: string;
  city: string;
  description: string;
  durationDays: number;
  durationNights: number;
  fromDate: string | null;
  toDate: string | null;
  maxGuests: number | null;
  minAge: number | null;
  photos: string[];
  price: { adult: number; child: number | null; currency: Currency; wasAdult: number | null };
  amenities: string[];
  includes: string[];
  terms: string;
  featured: boolean;
  destinations?: Array<{ location: string; attractions: string[] }>;
  itinerary?: Array<{
    day: number;
    title: string;
    description: string;
    meals: { breakfast: boolean; lunch: boolean; dinner: boolean };
    accommodation: { name: string; type: string; rating: number | null } | null;
    transportation: { type: string; details: string } | null;
  }>;
  exclusions?: string[];
  cancellationPolicy?: string;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" mb="4" id={headingId}>
        {title}
      </Heading>
      {children}
    </Box>
  );
};

const Bullets = ({ items, empty }: { items: readonly string[]; empty: string }) =>
  items.length ? (
    <List.Root gap="1" ps="5">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  ) : (
    <Text color="fg.muted">{empty}</Text>
  );

const Paragraphs = ({ text, empty }: { text: string; empty: string }) =>
  text.trim() ? <Text whiteSpace="pre-line">{text}</Text> : <Text color="fg.muted">{empty}</Text>;

const Gallery = ({ photos, title }: { photos: readonly string[]; title: string }) => {
  if (!photos.length) return null;
  const [cover, ...rest] = photos;
  return (
    <Stack gap="3">
      <Image src={cover} alt={`${title}, photo 1`} borderRadius="xl" w="full" maxH="420px" objectFit="cover" />
      {rest.length > 0 && (
        <SimpleGrid columns={{ base: 3, md: 6 }} gap="3">
          {rest.map((photo, index) => (
            <Image
              key={`${photo}-${index}`}
              src={photo}
              alt={`${title}, photo ${index + 2}`}
              borderRadius="md"
              aspectRatio={4 / 3}
              objectFit="cover"
              loading="lazy"
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
};

const mealNames = (meals: { breakfast: boolean; lunch: boolean; dinner: boolean }): string[] =>
  (['breakfast', 'lunch', 'dinner'] as const).filter((meal) => meals[meal]).map((meal) => meal[0]!.toUpperCase() + meal.slice(1));

/** The read-only view of a package of either kind (/packages/view/{id}, /holidayPackages/{id}). */
export const PackageDetails = ({ pkg, actions }: { pkg: ViewablePackage; actions?: ReactNode }) => {
  const { price } = pkg;
  const dates =
    pkg.fromDate || pkg.toDate ? `${formatLocalDate(pkg.fromDate) || '…'} – ${formatLocalDate(pkg.toDate) || '…'}` : 'Any time';
  const facts: Array<[string, ReactNode]> = [
    ['Duration', formatDuration(pkg.durationDays, pkg.durationNights)],
    ['Travel dates', dates],
    ['Max guests', pkg.maxGuests ?? 'No limit'],
    ['Minimum age', pkg.minAge ?? 'Any age'],
    ['Adult price', formatPrice(price.adult, price.currency)],
    ['Child price', price.child == null ? 'Not offered' : formatPrice(price.child, price.currency)],
  ];
  if (price.wasAdult != null) facts.push(['Price before special', formatPrice(price.wasAdult, price.currency)]);

  return (
    <Stack gap="6">
      <Stack gap="3">
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette={pkg.kind === 'HOLIDAY' ? 'sunset' : 'brand'}>
            {pkg.kind === 'HOLIDAY' ? 'Holiday package' : 'Package'}
          </Badge>
          <Badge variant="outline">{pkg.type}</Badge>
          {pkg.featured && <Badge colorPalette="green">Featured</Badge>}
          {price.wasAdult != null && <Badge colorPalette="red">On special</Badge>}
        </HStack>
        <Heading as="h1" size="3xl" letterSpacing="tight">
          {pkg.title}
        </Heading>
        <HStack gap="1.5" color="fg.muted">
          <LuMapPin aria-hidden="true" />
          <Text>
            {pkg.city}, {pkg.country}
          </Text>
        </HStack>
        {actions && (
          <HStack gap="3" flexWrap="wrap">
            {actions}
          </HStack>
        )}
      </Stack>

      <Gallery photos={pkg.photos} title={pkg.title} />

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Stack gap="6" gridColumn={{ lg: 'span 2' }}>
          <Section title="Description">
            <Paragraphs text={pkg.description} empty="No description." />
          </Section>
          {pkg.destinations && (
            <Section title="Destinations">
              {pkg.destinations.length ? (
                <Stack gap="4">
                  {pkg.destinations.map((destination, index) => (
                    <Box key={`${destination.location}-${index}`}>
                      <Text fontWeight="700">{destination.location}</Text>
                      <Wrap gap="2" mt="1">
                        {destination.attractions.map((attraction) => (
                          <Badge key={attraction} variant="subtle" colorPalette="brand">
                            {attraction}
                          </Badge>
                        ))}
                      </Wrap>
                    </Box>
                  ))}
                </Stack>
              ) : (
                <Text color="fg.muted">No destinations.</Text>
              )}
            </Section>
          )}
          {pkg.itinerary && (
            <Section title="Itinerary">
              {pkg.itinerary.length ? (
                <Stack as="ol" gap="5" listStyleType="none">
                  {pkg.itinerary.map((day) => {
                    const meals = mealNames(day.meals);
                    return (
                      <Box as="li" key={day.day} borderStartWidth="3px" borderColor="brand.solid" ps="4">
                        <Text fontWeight="700">
                          Day {day.day}: {day.title}
                        </Text>
                        {day.description && <Text whiteSpace="pre-line">{day.description}</Text>}
                        <Stack gap="0.5" mt="1" fontSize="sm" color="fg.muted">
                          <Text>Meals: {meals.length ? meals.join(', ') : 'none included'}</Text>
                          {day.accommodation && (
                            <Text>
                              Stay: {[day.accommodation.name, day.accommodation.type].filter(Boolean).join(', ')}
                              {day.accommodation.rating != null ? ` (${day.accommodation.rating} of 5)` : ''}
                            </Text>
                          )}
                          {day.transportation && (
                            <Text>
                              Transport: {[day.transportation.type, day.transportation.details].filter(Boolean).join(': ')}
                            </Text>
                          )}
                        </Stack>
                      </Box>
                    );
                  })}
                </Stack>
              ) : (
                <Text color="fg.muted">No itinerary yet.</Text>
              )}
            </Section>
          )}
          <Section title={pkg.kind === 'HOLIDAY' ? 'Terms and conditions' : 'Terms'}>
            <Paragraphs text={pkg.terms} empty="No terms given." />
          </Section>
          {pkg.cancellationPolicy !== undefined && (
            <Section title="Cancellation policy">
              <Paragraphs text={pkg.cancellationPolicy} empty="No cancellation policy given." />
            </Section>
          )}
        </Stack>

        <Stack gap="6">
          <Section title="At a glance">
            <DataList.Root orientation="horizontal" size="sm" gap="3">
              {facts.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="600">{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Section>
          <Section title={pkg.kind === 'HOLIDAY' ? 'Inclusions' : 'Includes'}>
            <Bullets items={pkg.includes} empty="Nothing listed." />
          </Section>
          {pkg.exclusions && (
            <Section title="Exclusions">
              <Bullets items={pkg.exclusions} empty="Nothing listed." />
            </Section>
          )}
          {(pkg.kind === 'PACKAGE' || pkg.amenities.length > 0) && (
            <Section title="Amenities">
              <Bullets items={pkg.amenities} empty="None listed." />
            </Section>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
};
