import { Box, Button, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { LuInbox, LuLayoutDashboard, LuLogOut, LuReceiptText } from 'react-icons/lu';
import { Link as RouterLink, Outlet } from 'react-router';
import { Logo } from '../../../components/logo';
import { LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { useSignOut } from '../../auth/use-sign-out';
import { pageTitle } from '../../../components/page-meta';
import { useMainContentProps } from '../../../components/main-content';
import { SkipLink } from '../../../components/skip-link';
import { ColorModeToggle } from '../../../components/color-mode-toggle';

/**
 * /internal gets a plain full-width frame instead of the public site's menus: staff spend the day
 * here working a table, and the holiday marketing around it would only take room.
 */
export const StaffLayout = () => {
  const { user } = useSession();
  const signOut = useSignOut();
  const mainContentProps = useMainContentProps();
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <title>{pageTitle('Staff inbox')}</title>
      <SkipLink />
      <Box as="header" bg="bg" borderBottomWidth="1px">
        {/* The bar wraps rather than scroll sideways when a narrow phone cannot hold both groups on one line. */}
        <Container maxW="7xl" minH="16" py={{ base: '2', sm: '0' }} display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" columnGap={{ base: '2', sm: '4' }} rowGap="2">
          <HStack gap={{ base: '3', sm: '6' }}>
            <Logo />
            <Link asChild fontWeight="700" color="fg" display={{ base: 'none', sm: 'inline-flex' }}>
              <RouterLink to={paths.staff.to()}>
                <LuInbox aria-hidden="true" /> Staff inbox
              </RouterLink>
            </Link>
            <Link asChild fontSize="sm" color="brand.fg" aria-label="Invoices" minH="6" minW="6">
              <RouterLink to={paths.staffInvoices.to()}>
                <LuReceiptText aria-hidden="true" /> <Box as="span" display={{ base: 'none', sm: 'inline' }}>Invoices</Box>
              </RouterLink>
            </Link>
          </HStack>
          {/* On a phone the links keep only their icons (named for screen readers), so the bar fits 360 px. */}
          <HStack gap={{ base: '2', sm: '4' }}>
            {user?.role === 'AGENCY_ADMIN' && (
              <Link asChild fontSize="sm" color="brand.fg" aria-label="Admin portal" minH="6" minW="6">
                <RouterLink to={paths.dashboard.to()}>
                  <LuLayoutDashboard aria-hidden="true" /> <Box as="span" display={{ base: 'none', sm: 'inline' }}>Admin portal</Box>
                </RouterLink>
              </Link>
            )}
            {user && (
              <Text fontSize="sm" color="fg.muted" display={{ base: 'none', md: 'block' }}>
                {user.username}
              </Text>
            )}
            <ColorModeToggle />
            <Button size="sm" variant="outline" onClick={() => void signOut()} aria-label="Logout">
              <LuLogOut aria-hidden="true" /> <Box as="span" display={{ base: 'none', sm: 'inline' }}>Logout</Box>
            </Button>
          </HStack>
        </Container>
      </Box>
      <Container as="main" {...mainContentProps} maxW="7xl" flex="1" py={{ base: '6', md: '8' }}>
        <Suspense fallback={<LoadingState text="Loading" />}>
          <Outlet />
        </Suspense>
      </Container>
    </Flex>
  );
};
