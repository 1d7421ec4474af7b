import { Menu, Portal } from '@chakra-ui/react';
import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDeferredOpen, type DeferredControlProps } from '../../lib/deferred-control';
import { QuickLinksButton } from './menu-buttons';
import { quickLinks } from './nav-items';

// Long enough to move the pointer from the button into the list, short enough to feel immediate.
const CLOSE_DELAY_MS = 150;

/**
 * The Quick Links dropdown: opens on hover for mouse users, and on click, Enter, Space or arrow keys
 * for everyone else (a real menu button with keyboard navigation).
 *
 * A mouse reaches the button before it clicks, so the hover has opened the menu by the time the click
 * arrives, and the menu button's click would toggle it shut again: the first click after a hover-open
 * keeps the menu open (and pins it, so leaving no longer closes it); the next click closes it.
 */
export const QuickLinksMenu = ({ initialOpen = false }: DeferredControlProps) => {
  const [open, setOpen] = useDeferredOpen(initialOpen);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openOnHover = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const closeOnLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !openedByHover.current) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, CLOSE_DELAY_MS);
  };
  // Capture phase: runs before the menu button's own click handler, which skips a prevented click.
  const pinHoverOpenedMenu = (event: MouseEvent) => {
    if (!openedByHover.current) return;
    openedByHover.current = false;
    clearTimeout(closeTimer.current);
    event.preventDefault();
  };
  const changeOpen = (next: boolean) => {
    if (!next) openedByHover.current = false;
    setOpen(next);
  };

  return (
    <Menu.Root open={open} onOpenChange={(details) => changeOpen(details.open)} positioning={{ placement: 'bottom-start', gutter: 4 }}>
      <Menu.Trigger asChild>
        <QuickLinksButton onPointerEnter={openOnHover} onPointerLeave={closeOnLeave} onClickCapture={pinHoverOpenedMenu} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52" onPointerEnter={openOnHover} onPointerLeave={closeOnLeave}>
            {quickLinks.map((item) => (
              <Menu.Item key={item.to} value={item.to} asChild cursor="pointer">
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
