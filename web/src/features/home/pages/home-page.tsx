import { useState } from 'react';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { PackageSection } from '../../../components/packages/package-grid';
import { AboutBlock } from '../components/about-block';
import { BookYourTrip } from '../components/book-your-trip';
import { Hero } from '../components/hero';
import { PromoBanner } from '../components/promo-banner';
import { cruiseWindow } from '../cruise-window';
import { PageMeta } from '../../../components/page-meta';
import { cx } from '../../../lib/class-names';
import ui from '../../../styles/ui.module.css';
import styles from '../components/home.module.css';

export const HomePage = () => {
  // Fixed for the life of the page, so a re-render at midnight does not start a new query.
  const [departureWindow] = useState(cruiseWindow);
  return (
    <>
      <PageMeta
        title={site.tagline}
        description="Holiday packages, cruises, car hire, hotels, flights, trip planning and travel insurance from a South African travel agency, priced in rand."
        path={paths.home.to()}
        image="/photos/mountain-summit-sunrise.jpg"
      />
      <Hero />
      <div className={cx(ui.container, styles.band)}>
        <PackageSection
          title="Best Package Deals"
          subtitle="Our most popular holidays, hand-picked by the team."
          // A package whose dates have passed cannot be booked: it is no deal to feature.
          filter={{ featured: true, bookable: true }}
          emptyText="No packages available"
        />
      </div>
      <PromoBanner
        photo="/photos/lake-boats-sunset.jpg"
        eyebrow="Plan your trip"
        title="Tell us your dream trip, we will plan the rest"
        text="Share where, when and how you like to travel, and a consultant puts a trip together for you."
        cta={{ label: 'Plan your trip', to: paths.tripPlan.to() }}
      />
      <div className={cx(ui.container, styles.band)}>
        <PackageSection
          title="Best Cruise deals"
          subtitle="Cruises and adventures departing in the months around today."
          filter={{ types: ['Cruise', 'Adventure'], featured: true, bookable: true, ...departureWindow }}
          emptyText="No cruise available"
        />
      </div>
      <PromoBanner
        photo="/photos/coastal-dune-grass.jpg"
        eyebrow="Travel insurance"
        title="Travel with peace of mind"
        text="Medical cover, cancellations and lost luggage: get a quote before you go."
        cta={{ label: 'Get a quote', to: paths.insurance.to() }}
      />
      <AboutBlock />
      <BookYourTrip />
    </>
  );
};
