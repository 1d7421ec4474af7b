import { Badge, Box, Button, Card, HStack, Text } from '@chakra-ui/react';
import { LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ResponsivePhoto } from '../responsive-photo';
import { paths } from '../../config/paths';
import type { PackageCardFieldsFragment } from '../../gql/graphql';
import { PackagePrice, specialSaving } from './package-price';

export const placeholderPhoto =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250"><rect width="400" height="250" fill="#e6f7f7"/><path d="M0 190l90-70 70 50 80-90 160 110v60H0z" fill="#94dcdb"/><circle cx="300" cy="70" r="26" fill="#ffcd93"/></svg>',
  );

/** What a package whose travel dates have passed shows instead of Book Now. */
export const DATES_PASSED_TEXT = 'Dates have passed';

/** Navigation state the booking page reads: the package, so it can render before its own query. */
export interface BookingLocationState {
  package: PackageCardFieldsFragment;
}

/** A card's title is one level below the heading of the list it is in: h3 under a section's h2, h2 right under a page's h1. */
export type CardTitleLevel = 'h2' | 'h3';

export const PackageCard = ({ pkg, titleAs = 'h3' }: { pkg: PackageCardFieldsFragment; titleAs?: CardTitleLevel }) => {
  const photo = pkg.photos[0];
  const bookingState: BookingLocationState = { package: pkg };
  const onSpecial = specialSaving(pkg.price) !== null;
  return (
    <Card.Root overflow="hidden" borderRadius="xl" h="full" transition="transform 0.2s, box-shadow 0.2s" _hover={{ transform: 'translateY(-4px)', boxShadow: 'lg' }}>
      <Box position="relative" aspectRatio={16 / 10} bg="brand.subtle" overflow="hidden">
        <ResponsivePhoto
          src={photo ?? placeholderPhoto}
          // 1 card a row on phones, 2 from sm, 3 from lg, 4 from xl (package-grid.tsx).
          sizes="(min-width: 80em) 25vw, (min-width: 64em) 33vw, (min-width: 30em) 50vw, 100vw"
          alt={photo ? pkg.title : 'No image'}
          loading="lazy"
          position="absolute"
          inset="0"
          objectFit="cover"
          w="full"
          h="full"
        />
        <Badge position="absolute" top="3" left="3" colorPalette="brand" variant="solid">
          {pkg.type}
        </Badge>
        {onSpecial && (
          <Badge position="absolute" top="3" right="3" colorPalette="red" variant="solid">
            Special
          </Badge>
        )}
      </Box>
      <Card.Body gap="2">
        <Card.Title as={titleAs} lineClamp={2}>
          {pkg.title}
        </Card.Title>
        <HStack gap="1.5" color="fg.muted" fontSize="sm">
          <LuMapPin aria-hidden="true" />
          <Text>
            {pkg.country}, {pkg.city}
          </Text>
        </HStack>
        <Card.Description lineClamp={3}>{pkg.description}</Card.Description>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
        <PackagePrice price={pkg.price} />
        <HStack gap="2">
          <Button asChild variant="outline" flex="1" size="sm">
            <RouterLink to={paths.packageDetails.to(pkg.id)}>View Details</RouterLink>
          </Button>
          {pkg.bookable ? (
            <Button asChild flex="1" size="sm" colorPalette="sunset">
              <RouterLink to={paths.booking.to(pkg.id)} state={bookingState}>
                Book Now
              </RouterLink>
            </Button>
          ) : (
            // Its travel dates have passed: the server would refuse a booking request.
            <Text flex="1" fontSize="sm" color="fg.muted" textAlign="center">
              {DATES_PASSED_TEXT}
            </Text>
          )}
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
};
