import { Button, Card, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ContactLinks } from '../../../components/contact-links';
import { LuPlane } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { PageMeta } from '../../../components/page-meta';

/**
 * /Flights, where the Flights menu item leads when no external booking site is configured: the
 * agency books flights itself, by phone or e-mail (not in the spec, whose link always left the site).
 */
export const FlightsPage = () => (
  <Container maxW="3xl" py={{ base: '10', md: '16' }}>
    <PageMeta
      title="Flights"
      description="Flights are booked by phone or e-mail: tell a travel consultant where and when you want to fly, and we find the fares and book them for you."
      path={paths.flights.to()}
    />
    <Card.Root borderRadius="xl" boxShadow="md">
      <Card.Body>
        <Stack gap="5" align="center" textAlign="center">
          <LuPlane size={36} aria-hidden="true" />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            Flights are booked by phone or e-mail
          </Heading>
          <Text color="fg.muted" maxW="xl">
            Our travel consultants search the airlines for you and hold the best fares while you decide. Call or write to us with
            where and when you want to fly and how many travellers there are.
          </Text>
          <HStack gap="6" flexWrap="wrap" justify="center" fontWeight="600">
            <ContactLinks />
          </HStack>
          <HStack gap="3" flexWrap="wrap" justify="center">
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.contact.to()}>Contact us</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to={paths.tripPlan.to()}>Plan your trip</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  </Container>
);
