import type { ReactNode } from 'react';
import { LuHotel, LuLogIn, LuLogOut, LuMail, LuPhone, LuTicket, LuUserCog, LuUserPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ColorModeToggle } from '../../components/color-mode-toggle';
import { Logo } from '../../components/logo';
import { SocialLinks } from '../../components/social-links';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/use-sign-out';
import { cx } from '../../lib/class-names';
import { useAgency, useSiteConfig } from '../../lib/site-config';
import { deferredControl } from '../../lib/deferred-control';
import { useSession } from '../../lib/session-context';
import ui from '../../styles/ui.module.css';
import { MobileMenuButton, QuickLinksButton } from './menu-buttons';
import { accountNavItem, adminNavItem, mainNav, myBookingsNavItem } from './nav-items';
import { NavItemLink } from './nav-link';
import styles from './top-bar.module.css';

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

// The bar is the same on every page and never computes a style in the browser: plain elements with
// class names from top-bar.module.css (issue 40); only the menus behind its buttons are Chakra.
const ContactStrip = () => {
  // The configured e-mail and phone (AGENCY_EMAIL, AGENCY_PHONE); left out until known.
  const agency = useAgency();
  return (
    <div className={styles.strip}>
      <div className={cx(ui.container, styles.stripRow)}>
        <SocialLinks size="xs" />
        {agency && (
          <div className={styles.stripContacts}>
            <a href={`mailto:${agency.email}`} className={cx(ui.link, styles.stripLink)}>
              <LuMail aria-hidden="true" />
              {agency.email}
            </a>
            <a href={agency.phoneHref} className={cx(ui.link, styles.stripLink)}>
              <LuPhone aria-hidden="true" />
              {agency.phone}
            </a>
          </div>
        )}
      </div>
    </div>
  );
};

const iconActionClass = cx(ui.button, ui.sm, ui.ghost, ui.iconOnly, ui.round, styles.iconAction);

const IconLink = ({ to, label, children }: { to: string; label: string; children: ReactNode }) => (
  <RouterLink to={to} aria-label={label} title={label} className={iconActionClass}>
    {children}
  </RouterLink>
);

const AccountActions = () => {
  const { user } = useSession();
  const signOut = useSignOut();
  if (user) {
    return (
      <div className={styles.accountActions} data-signed-in="">
        <p className={styles.username}>{user.username}</p>
        <RouterLink
          to={myBookingsNavItem.to}
          aria-label={myBookingsNavItem.label}
          title={myBookingsNavItem.label}
          className={cx(ui.button, ui.sm, ui.ghost, styles.bookingsLink)}
        >
          <LuTicket />
          <span className={styles.bookingsLabel}>{myBookingsNavItem.label}</span>
        </RouterLink>
        <IconLink to={accountNavItem.to} label={accountNavItem.label}>
          <LuUserCog />
        </IconLink>
        <button type="button" aria-label="Logout" title="Logout" className={iconActionClass} onClick={signOut}>
          <LuLogOut />
        </button>
      </div>
    );
  }
  return (
    <div className={styles.accountActions}>
      <IconLink to={paths.login.to()} label="Login">
        <LuLogIn />
      </IconLink>
      <IconLink to={paths.register.to()} label="Register">
        <LuUserPlus />
      </IconLink>
      <IconLink to={paths.addHotel.to()} label="Register Hotel">
        <LuHotel />
      </IconLink>
    </div>
  );
};

export const TopBar = () => {
  const { isAdmin } = useSession();
  const { externalBookingUrl } = useSiteConfig();
  return (
    <header className={styles.header}>
      <ContactStrip />
      <div className={styles.row}>
        <div className={styles.menuSlot}>
          <MobileMenu />
        </div>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            {mainNav(externalBookingUrl).map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} className={cx(ui.link, styles.navLink)} />
              </li>
            ))}
            <li>
              <QuickLinksMenu />
            </li>
            {isAdmin && (
              <li>
                <NavItemLink item={adminNavItem} className={cx(ui.link, styles.navLink, styles.adminLink)} />
              </li>
            )}
          </ul>
        </nav>
        <div className={styles.actions}>
          {/* Phones find it in the side menu: four icons beside the logo do not fit 360 px. */}
          <div className={styles.toggleSlot}>
            <ColorModeToggle />
          </div>
          <AccountActions />
        </div>
      </div>
    </header>
  );
};
