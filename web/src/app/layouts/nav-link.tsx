import { NavLink as RouterNavLink } from 'react-router';
import type { NavItem } from './nav-items';

interface NavItemLinkProps {
  item: NavItem;
  /** From a static stylesheet; `aria-current="page"` marks the current page's entry for it. */
  className?: string;
  onNavigate?: () => void;
}

/** One navigation entry: a router link with an active state, or a new-tab link to another host. */
export const NavItemLink = ({ item, className, onNavigate }: NavItemLinkProps) => {
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate} className={className}>
        {item.label}
      </a>
    );
  }
  return (
    <RouterNavLink to={item.to} end onClick={onNavigate} className={className}>
      {item.label}
    </RouterNavLink>
  );
};
