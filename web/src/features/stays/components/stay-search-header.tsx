import type { ReactNode } from 'react';
import { LuBed, LuCar, LuCarTaxiFront, LuFerrisWheel, LuPlane } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { bookingNavItems } from '../../../app/layouts/nav-items';
import { useSession } from '../../../lib/session-context';
import { cx } from '../../../lib/class-names';
import { useSiteConfig } from '../../../lib/site-config';
import ui from '../../../styles/ui.module.css';
import type { StaySearch } from '../stay-search';
import { StaySearchForm } from './stay-search-form';
import styles from './stays.module.css';

const Tab = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <>
    <span aria-hidden="true">{icon}</span>
    {children}
  </>
);

/** Flights goes where the top bar's Flights goes: the configured external booking site, else /Flights. */
const FlightsTab = () => {
  const { externalBookingUrl } = useSiteConfig();
  const [, flights] = bookingNavItems(externalBookingUrl);
  if (flights.external) {
    return (
      <a href={flights.to} target="_blank" rel="noopener noreferrer" className={styles.tab}>
        <Tab icon={<LuPlane />}>Flights</Tab>
        <span className={ui.visuallyHidden}>(opens our partner&apos;s site in a new tab)</span>
      </a>
    );
  }
  return (
    <RouterLink to={flights.to} className={styles.tab}>
      <Tab icon={<LuPlane />}>Flights</Tab>
    </RouterLink>
  );
};

/**
 * The spec's header tabs. Only Stays searches here; the others go where the site already has that
 * service (Flights: where the top bar's Flights goes, see app/layouts/nav-items.ts; Car rentals: /Cars; Attractions:
 * the activities) or say they are not offered yet, so no tab leads nowhere.
 */
const HeaderTabs = () => (
  <nav aria-label="Travel services" className={styles.tabsNav}>
    <ul className={styles.tabs}>
      <li>
        <RouterLink to={paths.hotels.to()} className={cx(styles.tab, styles.currentTab)} aria-current="page">
          <Tab icon={<LuBed />}>Stays</Tab>
        </RouterLink>
      </li>
      <li>
        <FlightsTab />
      </li>
      <li>
        <RouterLink to={paths.cars.to()} className={styles.tab}>
          <Tab icon={<LuCar />}>Car rentals</Tab>
        </RouterLink>
      </li>
      <li>
        <RouterLink to={paths.packages.to()} className={styles.tab}>
          <Tab icon={<LuFerrisWheel />}>Attractions</Tab>
        </RouterLink>
      </li>
      <li>
        <span className={cx(styles.tab, styles.comingSoonTab)}>
          <Tab icon={<LuCarTaxiFront />}>Airport taxis</Tab>
          <span className={styles.comingSoon}>Coming soon</span>
        </span>
      </li>
    </ul>
  </nav>
);

interface StaySearchHeaderProps {
  /** `list`: the results page's header; it hides the promo and the search (the list has its own panel). */
  mode?: 'full' | 'list';
  initial: StaySearch;
}

/** The hotel search header of the spec: tabs, a promo with Sign in / Register, and the Stays panel. */
export const StaySearchHeader = ({ mode = 'full', initial }: StaySearchHeaderProps) => {
  const { user } = useSession();
  const list = mode === 'list';
  return (
    <header className={cx(styles.header, list && styles.headerList)}>
      <div className={cx(ui.container, styles.headerStack)}>
        <HeaderTabs />
        {!list && (
          <>
            <div className={styles.promo}>
              <h1 className={styles.promoTitle}>Find your next stay</h1>
              <p className={styles.promoText}>Hotels, lodges and guest houses across South Africa, priced per night for your dates, in rand.</p>
              {!user && (
                <div>
                  <RouterLink to={paths.login.to()} className={cx(ui.button, ui.sm, ui.solid, ui.sunset)}>
                    Sign in / Register
                  </RouterLink>
                </div>
              )}
            </div>
            <div className={styles.panel}>
              {/* The form's controls (dates, guest counters) are Chakra, with their states. */}
              <div data-island="">
                <StaySearchForm initial={initial} />
              </div>
            </div>
          </>
        )}
      </div>
    </header>
  );
};
