import { Badge, Box, Container, Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { LoadingRegion, SkeletonBlock } from '../../../components/skeletons';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { DestinationDirectoryQuery } from '../graphql';
import { PageMeta } from '../../../components/page-meta';

const countText = (count: number): string => (count === 0 ? 'No packages yet' : `${count} ${count === 1 ? 'package' : 'packages'}`);

/** /Destinations: every destination, each opening a search for its packages. */
export const DestinationsPage = () => {
  const { data, loading, error } = useQuery(DestinationDirectoryQuery);
  const destinations = data?.destinations;

  let content;
  if (loading && !destinations) content = (
      <LoadingRegion label="Loading please wait" showLabel>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3, xl: 4 }} gap="4">
          {Array.from({ length: 12 }, (_, index) => (
            // A destination tile: a name and its package count, in a bordered box of the same padding.
            <SkeletonBlock key={index} h="20" borderRadius="xl" />
          ))}
        </SimpleGrid>
      </LoadingRegion>
    );
  else if (error) content = <ErrorState>Error: {getErrorMessage(error, 'Failed to load destinations.')}</ErrorState>;
  else if (!destinations || destinations.length === 0) content = <EmptyState>No destinations available</EmptyState>;
  else
    content = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3, xl: 4 }} gap="4">
        {destinations.map((destination) => {
          const empty = destination.packageCount === 0;
          return (
            <LinkBox
              as="li"
              key={destination.id}
              borderWidth="1px"
              borderRadius="xl"
              p="4"
              bg={empty ? 'bg.muted' : 'bg'}
              color={empty ? 'fg.muted' : 'fg'}
              transition="box-shadow 0.2s, border-color 0.2s"
              _hover={{ boxShadow: 'md', borderColor: 'brand.border' }}
              data-empty={empty || undefined}
            >
              <HStack justify="space-between" align="flex-start" gap="3">
                <Stack gap="0.5" minW="0">
                  <Heading as="h2" size="md" color={empty ? 'fg.muted' : 'brand.fg'}>
                    <LinkOverlay asChild>
                      <RouterLink to={paths.searchResults.to({ destination: destination.name })}>{destination.name}</RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <HStack gap="1" fontSize="sm" color="fg.muted">
                    <LuMapPin aria-hidden="true" />
                    <Text>{destination.country}</Text>
                  </HStack>
                </Stack>
                <Box flexShrink="0">
                  <Badge variant={empty ? 'outline' : 'subtle'} colorPalette={empty ? 'gray' : 'brand'}>
                    {countText(destination.packageCount)}
                  </Badge>
                </Box>
              </HStack>
            </LinkBox>
          );
        })}
      </SimpleGrid>
    );

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Destinations"
        description="Where our holiday packages go, from South Africa's coast and bushveld to islands and cities abroad, with how many packages each has."
        path={paths.destinations.to()}
      />
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          Destinations
        </Heading>
        <Text color="fg.muted">Where we travel to. Choose a destination to see its packages.</Text>
      </Stack>
      {content}
    </Container>
  );
};
