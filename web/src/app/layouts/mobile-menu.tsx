import { CloseButton, Drawer, HStack, Portal, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { ColorModeToggle } from '../../components/color-mode-toggle';
import { MAIN_CONTENT_ID } from '../../components/main-content';
import { useDeferredOpen, type DeferredControlProps } from '../../lib/deferred-control';
import { cx } from '../../lib/class-names';
import { useSiteConfig } from '../../lib/site-config';
import { useSession } from '../../lib/session-context';
import ui from '../../styles/ui.module.css';
import { MobileMenuButton } from './menu-buttons';
import { accountNavItem, adminNavItem, mobileNav, myBookingsNavItem } from './nav-items';
import { NavItemLink } from './nav-link';
import styles from './mobile-menu.module.css';
import { useBodyScrollLock } from './use-body-scroll-lock';

/** Public spec section 9: the side menu is 75% of the screen wide, up to 300 px. */
export const SIDE_MENU_WIDTH = '75vw';
export const SIDE_MENU_MAX_WIDTH = '300px';

/**
 * The small-screen side menu: slides in from the left, 75% of the screen wide up to 300 px, locks
 * page scrolling while open, and closes on a link, the backdrop or Escape.
 */
export const MobileMenu = ({ initialOpen = false }: DeferredControlProps) => {
  const [open, setOpen] = useDeferredOpen(initialOpen);
  const { isAdmin, user } = useSession();
  const { externalBookingUrl } = useSiteConfig();
  // Our own lock instead of the drawer's, so the page's <body> itself is what stops scrolling.
  useBodyScrollLock(open);

  const items = [...mobileNav(externalBookingUrl), ...(user ? [myBookingsNavItem, accountNavItem] : []), ...(isAdmin ? [adminNavItem] : [])];
  const close = () => setOpen(false);
  // Closed by a link: the keyboard goes to the page's content (then to the new page's heading, see
  // app/route-focus.ts), not back to the menu button, as it does after Escape or the backdrop.
  const navigated = useRef(false);
  const closeAfterNavigation = () => {
    navigated.current = true;
    close();
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) navigated.current = false;
        setOpen(details.open);
      }}
      finalFocusEl={() => (navigated.current ? document.getElementById(MAIN_CONTENT_ID) : null)}
      placement="start"
      preventScroll={false}
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <MobileMenuButton />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={SIDE_MENU_WIDTH} maxW={SIDE_MENU_MAX_WIDTH}>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3" py="4">
              <nav aria-label="Mobile">
                <Stack as="ul" listStyleType="none" gap="1">
                  {items.map((item) => (
                    <li key={`${item.label}-${item.to}`}>
                      <NavItemLink item={item} onNavigate={closeAfterNavigation} className={cx(ui.link, styles.link)} />
                    </li>
                  ))}
                </Stack>
              </nav>
              {/* On a phone the top bar has no room for it (its account icons would be pushed off screen). */}
              <HStack mt="4" px="3" gap="2" color="fg.muted" fontSize="sm">
                <ColorModeToggle />
                <span aria-hidden="true">Dark mode</span>
              </HStack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
};
