import { Box, Button, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { LuInbox, LuLayoutDashboard, LuLogOut } from 'react-icons/lu';
import { Link as RouterLink, Outlet } from 'react-router';
import { Logo } from '../../../components/logo';
import { LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { useSignOut } from '../../auth/use-sign-out';
import { pageTitle } from '../../../components/page-meta';

/**
 * /internal gets a plain full-width frame instead of the public site's menus: staff spend the day
 * here working a table, and the holiday marketing around it would only take room.
 */
export const StaffLayout = () => {
  const { user } = useSession();
  const signOut = useSignOut();
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <title>{pageTitle('Staff inbox')}</title>
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Container maxW="7xl" h="16" display="flex" alignItems="center" justifyContent="space-between" gap="4">
          <HStack gap="6">
            <Logo />
            <Link asChild fontWeight="700" color="fg" display={{ base: 'none', sm: 'inline-flex' }}>
              <RouterLink to={paths.staff.to()}>
                <LuInbox aria-hidden="true" /> Staff inbox
              </RouterLink>
            </Link>
          </HStack>
          <HStack gap="4">
            {user?.role === 'AGENCY_ADMIN' && (
              <Link asChild fontSize="sm" color="brand.fg">
                <RouterLink to={paths.dashboard.to()}>
                  <LuLayoutDashboard aria-hidden="true" /> Admin portal
                </RouterLink>
              </Link>
            )}
            {user && (
              <Text fontSize="sm" color="fg.muted" display={{ base: 'none', md: 'block' }}>
                {user.username}
              </Text>
            )}
            <Button size="sm" variant="outline" onClick={() => void signOut()}>
              <LuLogOut aria-hidden="true" /> Logout
            </Button>
          </HStack>
        </Container>
      </Box>
      <Container as="main" maxW="7xl" flex="1" py={{ base: '6', md: '8' }}>
        <Suspense fallback={<LoadingState text="Loading" />}>
          <Outlet />
        </Suspense>
      </Container>
    </Flex>
  );
};
