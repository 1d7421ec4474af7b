import { Badge, Box, Button, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuBed, LuCar, LuCarTaxiFront, LuFerrisWheel, LuPlane } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { bookingNavItems } from '../../../app/layouts/nav-items';
import { useSession } from '../../../lib/session-context';
import { useSiteConfig } from '../../../lib/site-config';
import type { StaySearch } from '../stay-search';
import { StaySearchForm } from './stay-search-form';

const tabStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: '600',
  color: 'white',
  whiteSpace: 'nowrap',
  _hover: { bg: 'whiteAlpha.200', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '2px' },
} as const;

const Tab = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <>
    <Box as="span" aria-hidden="true">
      {icon}
    </Box>
    {children}
  </>
);

/** Flights goes where the top bar's Flights goes: the configured external booking site, else /Flights. */
const FlightsTab = () => {
  const { externalBookingUrl } = useSiteConfig();
  const [, flights] = bookingNavItems(externalBookingUrl);
  if (flights.external) {
    return (
      <Link href={flights.to} target="_blank" rel="noopener noreferrer" {...tabStyle}>
        <Tab icon={<LuPlane />}>Flights</Tab>
        <Box as="span" srOnly>
          (opens our partner&apos;s site in a new tab)
        </Box>
      </Link>
    );
  }
  return (
    <Link asChild {...tabStyle}>
      <RouterLink to={flights.to}>
        <Tab icon={<LuPlane />}>Flights</Tab>
      </RouterLink>
    </Link>
  );
};

/**
 * The spec's header tabs. Only Stays searches here; the others go where the site already has that
 * service (Flights: where the top bar's Flights goes, see app/layouts/nav-items.ts; Car rentals: /Cars; Attractions:
 * the activities) or say they are not offered yet, so no tab leads nowhere.
 */
const HeaderTabs = () => (
  <Box as="nav" aria-label="Travel services" overflowX="auto" mx={{ base: '-2', md: '0' }} px={{ base: '2', md: '0' }}>
    <HStack as="ul" listStyleType="none" gap="1" py="1">
      <li>
        <Link asChild {...tabStyle} borderWidth="1px" borderColor="white" aria-current="page">
          <RouterLink to={paths.hotels.to()}>
            <Tab icon={<LuBed />}>Stays</Tab>
          </RouterLink>
        </Link>
      </li>
      <li>
        <FlightsTab />
      </li>
      <li>
        <Link asChild {...tabStyle}>
          <RouterLink to={paths.cars.to()}>
            <Tab icon={<LuCar />}>Car rentals</Tab>
          </RouterLink>
        </Link>
      </li>
      <li>
        <Link asChild {...tabStyle}>
          <RouterLink to={paths.packages.to()}>
            <Tab icon={<LuFerrisWheel />}>Attractions</Tab>
          </RouterLink>
        </Link>
      </li>
      <li>
        <Text as="span" {...tabStyle} color="whiteAlpha.800" _hover={{}}>
          <Tab icon={<LuCarTaxiFront />}>Airport taxis</Tab>
          <Badge size="xs" variant="subtle" colorPalette="gray">
            Coming soon
          </Badge>
        </Text>
      </li>
    </HStack>
  </Box>
);

interface StaySearchHeaderProps {
  /** `list`: the results page's header; it hides the promo and the search (the list has its own panel). */
  mode?: 'full' | 'list';
  initial: StaySearch;
}

/** The hotel search header of the spec: tabs, a promo with Sign in / Register, and the Stays panel. */
export const StaySearchHeader = ({ mode = 'full', initial }: StaySearchHeaderProps) => {
  const { user } = useSession();
  const list = mode === 'list';
  return (
    <Box as="header" bg="brand.800" color="white" pt={{ base: '4', md: '6' }} pb={list ? { base: '3', md: '4' } : { base: '8', md: '12' }}>
      <Container maxW="7xl">
        <Stack gap={list ? '0' : '6'}>
          <HeaderTabs />
          {!list && (
            <>
              <Stack gap="3" maxW="2xl">
                <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
                  Find your next stay
                </Heading>
                <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
                  Hotels, lodges and guest houses across South Africa, priced per night for your dates, in rand.
                </Text>
                {!user && (
                  <Box>
                    <Button asChild colorPalette="sunset" size="sm">
                      <RouterLink to={paths.login.to()}>Sign in / Register</RouterLink>
                    </Button>
                  </Box>
                )}
              </Stack>
              <Box bg="bg" color="fg" borderRadius="xl" boxShadow="lg" p={{ base: '4', md: '5' }}>
                <StaySearchForm initial={initial} />
              </Box>
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
};
