import { LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { StaticPhoto } from '../responsive-photo';
import { paths } from '../../config/paths';
import type { PackageCardFieldsFragment } from '../../gql/graphql';
import { cx } from '../../lib/class-names';
import ui from '../../styles/ui.module.css';
import styles from './package-card.module.css';
import { PackagePrice, specialSaving } from './package-price';

export const placeholderPhoto =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250"><rect width="400" height="250" fill="#e6f7f7"/><path d="M0 190l90-70 70 50 80-90 160 110v60H0z" fill="#94dcdb"/><circle cx="300" cy="70" r="26" fill="#ffcd93"/></svg>',
  );

/** What a package whose travel dates have passed shows instead of Book Now. */
export const DATES_PASSED_TEXT = 'Dates have passed';

/** Navigation state the booking page reads: the package, so it can render before its own query. */
export interface BookingLocationState {
  package: PackageCardFieldsFragment;
}

/** A card's title is one level below the heading of the list it is in: h3 under a section's h2, h2 right under a page's h1. */
export type CardTitleLevel = 'h2' | 'h3';

/**
 * Plain elements with static classes (package-card.module.css): a page of cards used to be most of
 * the styles Chakra computed while the page hydrated (issue 40).
 */
export const PackageCard = ({ pkg, titleAs: Title = 'h3' }: { pkg: PackageCardFieldsFragment; titleAs?: CardTitleLevel }) => {
  const photo = pkg.photos[0];
  const bookingState: BookingLocationState = { package: pkg };
  const onSpecial = specialSaving(pkg.price) !== null;
  return (
    <div className={styles.card}>
      <div className={styles.media}>
        <StaticPhoto
          src={photo ?? placeholderPhoto}
          // 1 card a row on phones, 2 from sm, 3 from lg, 4 from xl (package-card.module.css).
          sizes="(min-width: 80em) 25vw, (min-width: 64em) 33vw, (min-width: 30em) 50vw, 100vw"
          alt={photo ? pkg.title : 'No image'}
          loading="lazy"
          className={styles.photo}
        />
        <span className={cx(ui.badge, ui.badgeSolid, styles.typeBadge)}>{pkg.type}</span>
        {onSpecial && <span className={cx(ui.badge, ui.badgeSolid, ui.red, styles.specialBadge)}>Special</span>}
      </div>
      <div className={styles.body}>
        <Title className={styles.title}>{pkg.title}</Title>
        <div className={styles.place}>
          <LuMapPin aria-hidden="true" />
          <p>
            {pkg.country}, {pkg.city}
          </p>
        </div>
        <p className={styles.description}>{pkg.description}</p>
      </div>
      <div className={styles.footer}>
        <PackagePrice price={pkg.price} />
        <div className={styles.actions}>
          <RouterLink to={paths.packageDetails.to(pkg.id)} className={cx(ui.button, ui.sm, ui.outline, styles.action)}>
            View Details
          </RouterLink>
          {pkg.bookable ? (
            <RouterLink to={paths.booking.to(pkg.id)} state={bookingState} className={cx(ui.button, ui.sm, ui.solid, ui.sunset, styles.action)}>
              Book Now
            </RouterLink>
          ) : (
            // Its travel dates have passed: the server would refuse a booking request.
            <p className={styles.datesPassed}>{DATES_PASSED_TEXT}</p>
          )}
        </div>
      </div>
    </div>
  );
};
