import { Box, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuHotel, LuPlane, LuUtensils, LuWifi } from 'react-icons/lu';

const features: ReadonlyArray<{ title: string; text: string; icon: IconType }> = [
  { title: 'Flight', text: 'Return flights from Johannesburg, Cape Town and Durban arranged for you.', icon: LuPlane },
  { title: 'Hotel', text: 'Comfortable stays we have checked ourselves, from boutique lodges to resorts.', icon: LuHotel },
  { title: 'Wi-fi', text: 'Stay connected: wireless internet at the places we book wherever it is offered.', icon: LuWifi },
  { title: 'Foods', text: 'Breakfasts, local dining and meal plans that match the way you like to travel.', icon: LuUtensils },
];

/** "Explore all corners of The world with us" and the four things every trip takes care of. */
export const AboutBlock = () => (
  <Box as="section" aria-labelledby="about-heading" bg="brand.subtle" py={{ base: '14', md: '20' }}>
    <Container maxW="7xl">
      <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb="12">
        <Text textTransform="uppercase" letterSpacing="0.2em" fontSize="xs" fontWeight="700" color="sunset.fg">
          About us
        </Text>
        <Heading as="h2" id="about-heading" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          Explore all corners of The world with us
        </Heading>
        <Text color="fg.muted">
          From Centurion to every continent: we put flights, stays and experiences together into one trip, so you only
          have to pack.
        </Text>
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {features.map(({ title, text, icon }) => (
          <Stack as="li" key={title} bg="bg" borderRadius="xl" p="6" gap="3" boxShadow="sm">
            <Box bg="brand.solid" color="brand.contrast" w="12" h="12" borderRadius="lg" display="grid" placeItems="center">
              <Icon as={icon} boxSize="6" aria-hidden="true" />
            </Box>
            <Heading as="h3" size="md">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  </Box>
);
