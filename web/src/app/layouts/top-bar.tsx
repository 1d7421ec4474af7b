import { Box, Button, Container, Flex, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuHotel, LuLogIn, LuLogOut, LuMail, LuPhone, LuTicket, LuUserCog, LuUserPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ColorModeToggle } from '../../components/color-mode-toggle';
import { Logo } from '../../components/logo';
import { SocialLinks } from '../../components/social-links';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/use-sign-out';
import { useAgency, useSiteConfig } from '../../lib/site-config';
import { deferredControl } from '../../lib/deferred-control';
import { useSession } from '../../lib/session-context';
import { MobileMenuButton, QuickLinksButton } from './menu-buttons';
import { accountNavItem, adminNavItem, mainNav, myBookingsNavItem } from './nav-items';
import { NavItemLink } from './nav-link';

// The menus' machinery (Zag menu and dialog, focus trap, positioning) loads after the page is
// interactive: until then their buttons stand in, and a press on one opens the menu once it is there.
const MobileMenu = deferredControl(
  () => import('./mobile-menu').then((m) => m.MobileMenu),
  ({ trigger }) => <MobileMenuButton aria-haspopup="dialog" {...trigger} />,
);
const QuickLinksMenu = deferredControl(
  () => import('./quick-links-menu').then((m) => m.QuickLinksMenu),
  ({ trigger }) => <QuickLinksButton aria-haspopup="menu" {...trigger} />,
);

/** Heights the layout pads its content by, so nothing hides under the fixed bar. */
export const topBarHeight = { base: '64px', lg: '104px' } as const;

const ContactStrip = () => {
  // The configured e-mail and phone (AGENCY_EMAIL, AGENCY_PHONE); left out until known.
  const agency = useAgency();
  return (
    <Box bg="brand.900" color="brand.50" fontSize="sm" display={{ base: 'none', lg: 'block' }}>
      <Container maxW="7xl" h="40px" display="flex" alignItems="center" justifyContent="space-between">
        <SocialLinks size="xs" />
        {agency && (
          <HStack gap="6">
            <Link href={`mailto:${agency.email}`} color="inherit" display="inline-flex" gap="2" alignItems="center">
              <LuMail aria-hidden="true" />
              {agency.email}
            </Link>
            <Link href={agency.phoneHref} color="inherit" display="inline-flex" gap="2" alignItems="center">
              <LuPhone aria-hidden="true" />
              {agency.phone}
            </Link>
          </HStack>
        )}
      </Container>
    </Box>
  );
};

const IconLink = ({ to, label, children }: { to: string; label: string; children: ReactNode }) => (
  <IconButton asChild variant="ghost" size="sm" rounded="full" color="brand.fg">
    <RouterLink to={to} aria-label={label} title={label}>
      {children}
    </RouterLink>
  </IconButton>
);

const AccountActions = () => {
  const { user } = useSession();
  const signOut = useSignOut();
  if (user) {
    return (
      <HStack gap={{ base: '0', sm: '2' }}>
        <Text fontSize="sm" color="fg.muted" display={{ base: 'none', md: 'block' }}>
          {user.username}
        </Text>
        <Button asChild variant="ghost" size="sm" color="brand.fg" px={{ base: '2', xl: '3' }}>
          <RouterLink to={myBookingsNavItem.to} aria-label={myBookingsNavItem.label} title={myBookingsNavItem.label}>
            <LuTicket />
            <Box as="span" display={{ base: 'none', xl: 'inline' }}>
              {myBookingsNavItem.label}
            </Box>
          </RouterLink>
        </Button>
        <IconLink to={accountNavItem.to} label={accountNavItem.label}>
          <LuUserCog />
        </IconLink>
        <IconButton aria-label="Logout" title="Logout" variant="ghost" size="sm" rounded="full" color="brand.fg" onClick={signOut}>
          <LuLogOut />
        </IconButton>
      </HStack>
    );
  }
  return (
    <HStack gap={{ base: '0', sm: '1' }}>
      <IconLink to={paths.login.to()} label="Login">
        <LuLogIn />
      </IconLink>
      <IconLink to={paths.register.to()} label="Register">
        <LuUserPlus />
      </IconLink>
      <IconLink to={paths.addHotel.to()} label="Register Hotel">
        <LuHotel />
      </IconLink>
    </HStack>
  );
};

const desktopLinkStyle = {
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: '600',
  color: 'fg',
  _hover: { bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' },
  _currentPage: { color: 'brand.fg', bg: 'brand.subtle' },
} as const;

export const TopBar = () => {
  const { isAdmin } = useSession();
  const { externalBookingUrl } = useSiteConfig();
  return (
    <Box as="header" position="fixed" top="0" insetX="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(8px)" boxShadow="xs">
      <ContactStrip />
      {/* Tighter on a phone: at 360 px the menu, the logo and three icons only fit without the desktop gaps. */}
      <Container maxW="7xl" h="64px" display="flex" alignItems="center" gap={{ base: '1', sm: '4' }} px={{ base: '3', sm: '4' }}>
        <Box display={{ base: 'block', lg: 'none' }} ms="-2">
          <MobileMenu />
        </Box>
        <Logo />
        <Flex as="nav" aria-label="Main" flex="1" justify="center" display={{ base: 'none', lg: 'flex' }}>
          <HStack as="ul" listStyleType="none" gap="1">
            {mainNav(externalBookingUrl).map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} {...desktopLinkStyle} />
              </li>
            ))}
            <li>
              <QuickLinksMenu />
            </li>
            {isAdmin && (
              <li>
                <NavItemLink item={adminNavItem} {...desktopLinkStyle} color="sunset.fg" />
              </li>
            )}
          </HStack>
        </Flex>
        <HStack ms="auto" gap={{ base: '0', sm: '1' }}>
          {/* Phones find it in the side menu: four icons beside the logo do not fit 360 px. */}
          <Box display={{ base: 'none', sm: 'block' }}>
            <ColorModeToggle />
          </Box>
          <AccountActions />
        </HStack>
      </Container>
    </Box>
  );
};
