import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuBedDouble, LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { StaySearchQuery as StaySearchResult } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/format';
import { toNavigationState, toStayQuery, type StaySearch } from '../stay-search';
import { formatDistance, plural, ratingLabel, ratingValue } from '../stay-format';
import { ResponsivePhoto } from '../../../components/responsive-photo';

export type StayOffer = StaySearchResult['staySearch']['items'][number];

const NoPhoto = () => (
  <Flex w="full" h="full" align="center" justify="center" bg="bg.muted" color="fg.subtle" aria-hidden="true">
    <LuBedDouble size="40" />
  </Flex>
);

/**
 * One hotel in the results: first photo, name, distance from the centre, description, rating label,
 * the cheapest nightly price for the dates and the total for the stay, and "See availability".
 * Prices are rand (the spec's dollar sign was wrong for ZAR amounts).
 */
export const StayOfferCard = ({ offer, search }: { offer: StayOffer; search: StaySearch }) => {
  const { hotel } = offer;
  const photo = hotel.photos[0];
  const rooms = search.options.room;
  return (
    <Card.Root as="article" flexDirection={{ base: 'column', md: 'row' }} overflow="hidden" borderRadius="xl" aria-labelledby={`hotel-${hotel.id}`}>
      <Box w={{ base: 'full', md: '64' }} flexShrink={0} aspectRatio={{ base: 16 / 9, md: 'auto' }} minH={{ md: '48' }}>
        {photo ? <ResponsivePhoto src={photo} sizes="(min-width: 48em) 16rem, 100vw" alt={hotel.name} w="full" h="full" objectFit="cover" /> : <NoPhoto />}
      </Box>
      <Card.Body gap="2" p={{ base: '4', md: '5' }}>
        <Flex gap="3" justify="space-between" align="start" wrap="wrap">
          <Stack gap="1">
            <Heading as="h3" size="lg" id={`hotel-${hotel.id}`}>
              {hotel.name}
            </Heading>
            <HStack gap="1.5" color="fg.muted" fontSize="sm" align="start">
              <Box as="span" pt="0.5" flexShrink={0} aria-hidden="true">
                <LuMapPin />
              </Box>
              <Text>
                {[hotel.type, hotel.city, formatDistance(hotel.distanceFromCentreM)].filter(Boolean).join(' · ')}
              </Text>
            </HStack>
          </Stack>
          <HStack gap="2">
            <Text fontWeight="600" fontSize="sm">
              {ratingLabel(hotel.rating)}
            </Text>
            <Badge colorPalette="brand" variant="solid" size="lg" aria-label={`Rating ${ratingValue(hotel.rating)} out of 5`}>
              {ratingValue(hotel.rating)}
            </Badge>
          </HStack>
        </Flex>
        <Text color="fg.muted" lineClamp={3}>
          {hotel.description}
        </Text>
        <Flex mt="auto" pt="2" gap="3" justify="space-between" align="end" wrap="wrap">
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              From
            </Text>
            <Text fontSize="xl" fontWeight="800">
              {formatPrice(offer.cheapestNightly)}{' '}
              <Text as="span" fontSize="sm" fontWeight="500" color="fg.muted">
                per night{rooms > 1 ? ' per room' : ''}
              </Text>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatPrice(offer.cheapestTotal)} for {plural(offer.nights, 'night')}
              {rooms > 1 ? `, ${plural(rooms, 'room')}` : ''}
            </Text>
          </Stack>
          <Button asChild colorPalette="sunset">
            <RouterLink to={paths.hotel.to(hotel.id, toStayQuery(search))} state={toNavigationState(search)} aria-describedby={`hotel-${hotel.id}`}>
              See availability
            </RouterLink>
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
};
