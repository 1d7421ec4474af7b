import { Box, Button, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { LuHouse, LuLogOut, LuUserCog } from 'react-icons/lu';
import { Link as RouterLink, Outlet } from 'react-router';
import { LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useSession } from '../../../lib/session-context';
import { useSignOut } from '../../auth/use-sign-out';
import { HotelSwitcher } from '../../../components/admin/hotel-switcher';
import { AdminSidebar } from './admin-sidebar';
import { pageTitle } from '../../../components/page-meta';
import { useMainContentProps } from '../../../components/main-content';
import { SkipLink } from '../../../components/skip-link';
import { ColorModeToggle } from '../../../components/color-mode-toggle';

/** Admin spec section 2: the sidebar starts open on windows at least 800 px wide. */
export const SIDEBAR_OPEN_MIN_WIDTH = 800;

const startsOpen = (): boolean => typeof window !== 'undefined' && window.innerWidth >= SIDEBAR_OPEN_MIN_WIDTH;

export const AdminLayout = () => {
  const [open, setOpen] = useState(startsOpen);
  const { user } = useSession();
  const signOut = useSignOut();
  const mainContentProps = useMainContentProps();
  return (
    <Flex minH="100vh" bg="bg.subtle">
      {/* One title for the portal's pages (kept out of search engines by robots.txt). */}
      <title>{pageTitle('Admin portal')}</title>
      <SkipLink />
      <AdminSidebar open={open} onToggle={() => setOpen((value) => !value)} />
      <Flex direction="column" flex="1" minW="0">
        {/* On a phone the hotel select, the name and Logout do not fit on one line beside the folded
            sidebar: they wrap onto two instead of spilling left over the sidebar's toggle (reflow). */}
        <Flex as="header" minH="16" py="2" align="center" justify="flex-end" gap="4" px={{ base: '4', md: '8' }} bg="bg" borderBottomWidth="1px">
          <HStack gap="4" rowGap="2" flexWrap="wrap" justify="flex-end" minW="0">
            {/* Which hotel the room, rate and reservation pages work on (hidden without hotels). */}
            <HotelSwitcher />
            <Link asChild fontSize="sm" color="brand.fg" display={{ base: 'none', sm: 'inline-flex' }}>
              <RouterLink to={paths.home.to()}>
                <LuHouse aria-hidden="true" /> View site
              </RouterLink>
            </Link>
            {user && (
              <Text fontSize="sm" color="fg.muted">
                {user.username}
              </Text>
            )}
            <Link asChild fontSize="sm" color="brand.fg">
              <RouterLink to={paths.account.to()} aria-label="Account" title="Account: password and sessions">
                <LuUserCog aria-hidden="true" />
                <Box as="span" display={{ base: 'none', md: 'inline' }}>
                  Account
                </Box>
              </RouterLink>
            </Link>
            <ColorModeToggle />
            <Button size="sm" variant="outline" onClick={signOut}>
              <LuLogOut aria-hidden="true" /> Logout
            </Button>
          </HStack>
        </Flex>
        <Box as="main" {...mainContentProps} flex="1" p={{ base: '4', md: '8' }}>
          <Suspense fallback={<LoadingState text="Loading" />}>
            <Outlet />
          </Suspense>
        </Box>
        <Box as="footer" px={{ base: '4', md: '8' }} py="4" borderTopWidth="1px" bg="bg" fontSize="sm" color="fg.muted">
          © {site.copyrightYear} {site.name} · Admin Portal
        </Box>
      </Flex>
    </Flex>
  );
};
