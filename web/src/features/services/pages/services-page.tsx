import { Box, Card, Container, Heading, Icon, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuArrowRight, LuCrown, LuFlower2, LuMountain, LuTreePalm, LuShip, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { PageMeta } from '../../../components/page-meta';

interface Service {
  title: string;
  text: string;
  icon: IconType;
  to: string;
}

/** The spec's six service cards; each Learn More now opens the matching list. */
export const services: readonly Service[] = [
  {
    title: 'Vacation Packages',
    text: 'Flights, stays and transfers in one booking, from island escapes to city breaks.',
    icon: LuTreePalm,
    to: paths.packages.to(),
  },
  {
    title: 'Adventure Tours',
    text: 'Safaris, hikes and wild places with guides who know the way.',
    icon: LuMountain,
    to: paths.packages.to('Adventure'),
  },
  {
    title: 'Cruise Vacations',
    text: 'Coastal getaways and ocean voyages, with meals and entertainment on board.',
    icon: LuShip,
    to: paths.cruise.to(),
  },
  {
    title: 'Luxury Escapes',
    text: 'Five-star lodges, private transfers and the finer details taken care of.',
    icon: LuCrown,
    to: paths.packages.to('Luxury'),
  },
  {
    title: 'Group Travel',
    text: 'Family reunions, clubs and company trips planned for everyone at one price.',
    icon: LuUsers,
    to: paths.packages.to('Group'),
  },
  {
    title: 'Wellness Retreats',
    text: 'Spa days, yoga and quiet places to rest. Tell us what restores you and we plan it.',
    icon: LuFlower2,
    to: paths.tripPlan.to(),
  },
];

/** /Services: what the agency does. */
export const ServicesPage = () => (
  <Container maxW="7xl" py={{ base: '8', md: '12' }}>
    <PageMeta
      title="Our services"
      description="Travel, taken care of: holiday packages, cruises, hotels, flights, car hire, trip planning and travel insurance from one South African agency."
      path={paths.services.to()}
    />
    <Stack gap="2" mb="10" maxW="2xl">
      <Text textTransform="uppercase" letterSpacing="0.2em" fontSize="xs" fontWeight="700" color="sunset.fg">
        Our services
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
        Travel, taken care of
      </Heading>
      <Text color="fg.muted">Whatever kind of trip you have in mind, we put it together and look after you on the way.</Text>
    </Stack>
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
      {services.map((service) => (
        <Card.Root as="li" key={service.title} borderRadius="xl">
          <Card.Body gap="3">
            <Box bg="brand.subtle" color="brand.fg" w="12" h="12" borderRadius="lg" display="grid" placeItems="center">
              <Icon as={service.icon} boxSize="6" aria-hidden="true" />
            </Box>
            <Heading as="h2" size="lg">
              {service.title}
            </Heading>
            <Text color="fg.muted">{service.text}</Text>
          </Card.Body>
          <Card.Footer>
            <Link asChild color="brand.fg" fontWeight="700">
              <RouterLink to={service.to} aria-label={`Learn More about ${service.title}`}>
                Learn More
                <LuArrowRight aria-hidden="true" />
              </RouterLink>
            </Link>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  </Container>
);
