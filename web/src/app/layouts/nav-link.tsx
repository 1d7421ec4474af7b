import { Link, type LinkProps } from '@chakra-ui/react';
import { NavLink as RouterNavLink } from 'react-router';
import type { NavItem } from './nav-items';

type NavItemLinkProps = Omit<LinkProps, 'href' | 'children'> & { item: NavItem; onNavigate?: () => void };

/** One navigation entry: a router link with an active state, or a new-tab link to another host. */
export const NavItemLink = ({ item, onNavigate, ...props }: NavItemLinkProps) => {
  if (item.external) {
    return (
      <Link href={item.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate} {...props}>
        {item.label}
      </Link>
    );
  }
  return (
    <Link asChild {...props}>
      <RouterNavLink to={item.to} end onClick={onNavigate}>
        {item.label}
      </RouterNavLink>
    </Link>
  );
};
