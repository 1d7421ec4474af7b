import { Box, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ContactLinks } from '../../components/contact-links';
import { LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../components/logo';
import { photoImageSet } from '../../components/responsive-photo';
import { SocialLinks } from '../../components/social-links';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useAgency } from '../../lib/site-config';

const columns: ReadonlyArray<{ title: string; links: ReadonlyArray<{ label: string; to: string }> }> = [
  {
    title: 'Site Links',
    links: [
      { label: 'Home', to: paths.home.to() },
      { label: 'Packages', to: paths.packages.to() },
      { label: 'Contact', to: paths.contact.to() },
    ],
  },
  {
    title: 'Travel Links',
    links: [
      { label: 'Destinations', to: paths.destinations.to() },
      { label: 'Specials', to: paths.specials.to() },
      { label: 'Insurance', to: paths.insurance.to() },
    ],
  },
  {
    title: 'Quick Links',
    links: [
      { label: 'Our Services', to: paths.services.to() },
      { label: 'Plan your trip', to: paths.tripPlan.to() },
      // Not in the spec's footer: the value-for-money page has no other way in.
      { label: 'Value for money', to: paths.valueForMoney.to() },
    ],
  },
];

/** Beside the copyright line (not one of the spec's three columns): what a visitor agrees to, and what we do with their data. */
export const legalLinks: ReadonlyArray<{ label: string; to: string }> = [
  { label: 'Terms and conditions', to: paths.terms.to() },
  { label: 'Privacy', to: paths.privacy.to() },
];

// The agency's address and registered name are the server's configuration (AGENCY_*), as on every
// document; until they are known the address is left out and the brand stands in for the name.
const AgencyAddress = () => <>{useAgency()?.address}</>;
const AgencyName = () => <>{useAgency()?.name ?? site.name}</>;

// The spec's footer plays a looping muted video; the project has no video file, so a dark photo
// with an overlay gives the same mood without the download.
const backgroundPhoto = '/photos/misty-lake-blue-hour.jpg';

export const Footer = () => (
  <Box
    as="footer"
    position="relative"
    color="whiteAlpha.900"
    bgColor="brand.950"
    bgImage={photoImageSet(backgroundPhoto)}
    bgSize="cover"
    bgPos="center"
  >
    <Box position="absolute" inset="0" bg="linear-gradient(180deg, rgba(4,38,42,0.72) 0%, rgba(4,38,42,0.93) 70%)" />
    <Container maxW="7xl" position="relative" pt={{ base: '12', md: '16' }} pb="8">
      <SimpleGrid columns={{ base: 1, md: 2, lg: 5 }} gap={{ base: '10', lg: '8' }}>
        <Stack gap="4" gridColumn={{ lg: 'span 2' }} maxW="md">
          <Logo tone="light" />
          <Text fontSize="sm" color="whiteAlpha.800" lineHeight="tall">
            {site.blurb}
          </Text>
          <Stack gap="2" fontSize="sm" as="address" fontStyle="normal">
            <Text display="flex" gap="2" alignItems="flex-start">
              <Box as="span" mt="1" flexShrink="0">
                <LuMapPin aria-hidden="true" />
              </Box>
              <AgencyAddress />
            </Text>
            <ContactLinks color="inherit" />
          </Stack>
          <SocialLinks size="sm" color="white" />
        </Stack>
        {columns.map((column) => (
          <Stack key={column.title} as="nav" aria-label={column.title} gap="3">
            <Heading as="h2" size="sm" color="white" letterSpacing="wide">
              {column.title}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="2" fontSize="sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link asChild color="whiteAlpha.800" _hover={{ color: 'sunset.300' }}>
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
      <Box borderTopWidth="1px" borderColor="whiteAlpha.200" mt="12" pt="6">
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }} justify="center" align="center" fontSize="sm">
          <Text color="whiteAlpha.700" textAlign="center">
            © {site.copyrightYear} <AgencyName />. All rights reserved.
          </Text>
          <HStack as="nav" aria-label="Legal" gap="4">
            {legalLinks.map((link) => (
              <Link key={link.to} asChild color="whiteAlpha.800" _hover={{ color: 'sunset.300' }}>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            ))}
          </HStack>
        </Stack>
      </Box>
    </Container>
  </Box>
);
