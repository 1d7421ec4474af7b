import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { SearchPanel } from '../../../components/search-panel';

// The spec's hero is a 700 px autoplaying video; there is no video file, so a landscape photo with
// a gradient overlay takes its place at the same height on large screens. The server's HTML preloads it
// (same srcset and sizes): it is the largest paint of the home page.
export const heroPhoto = '/photos/mountain-summit-sunrise.jpg';
/** The spec's 700 px from large screens up; on smaller ones at least 560 px (docs/spec-departures.md). */
export const HERO_MIN_HEIGHT = { base: '560px', lg: '700px' } as const;

export const Hero = () => (
  <Box
    position="relative"
    minH={HERO_MIN_HEIGHT}
    bgColor="brand.900"
    display="flex"
    alignItems="center"
    overflow="hidden"
  >
    {/* An <img> rather than a CSS background: the browser can pick its size and fetch it first. */}
    <ResponsivePhoto
      src={heroPhoto}
      sizes="100vw"
      alt=""
      fetchPriority="high"
      position="absolute"
      inset="0"
      w="full"
      h="full"
      objectFit="cover"
      objectPosition="center 40%"
    />
    <Box
      position="absolute"
      inset="0"
      bg="linear-gradient(180deg, rgba(4,38,42,0.55) 0%, rgba(4,38,42,0.25) 45%, rgba(4,38,42,0.75) 100%)"
    />
    <Container maxW="7xl" position="relative" py={{ base: '12', md: '16' }}>
      <Stack gap={{ base: '8', md: '10' }}>
        <Stack gap="4" maxW="2xl" color="white">
          <Text textTransform="uppercase" letterSpacing="0.25em" fontSize="sm" fontWeight="700" color="sunset.200">
            Holidays · Cruises · Adventures
          </Text>
          <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05" letterSpacing="tight">
            Your next journey starts here
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900">
            Hand-picked packages and cruise deals, priced in rand and planned by people who love to travel.
          </Text>
        </Stack>
        <SearchPanel />
      </Stack>
    </Container>
  </Box>
);
