import { Button, IconButton, type ButtonProps, type IconButtonProps } from '@chakra-ui/react';
import { LuChevronDown, LuMenu } from 'react-icons/lu';

/**
 * The buttons of the top bar's menus, shared by the real menus and the stand-ins the page shows until
 * the menus' code has loaded (lib/deferred-control.tsx): one definition, so the swap changes nothing
 * a visitor can see.
 */
export const QuickLinksButton = (props: ButtonProps) => (
  <Button variant="ghost" size="sm" fontWeight="600" color="fg" _hover={{ bg: 'brand.subtle', color: 'brand.fg' }} {...props}>
    Quick Links
    <LuChevronDown aria-hidden="true" />
  </Button>
);

export const MobileMenuButton = (props: Omit<IconButtonProps, 'aria-label'>) => (
  <IconButton aria-label="Open menu" variant="ghost" size="md" {...props}>
    <LuMenu />
  </IconButton>
);
