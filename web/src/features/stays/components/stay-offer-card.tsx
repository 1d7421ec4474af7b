import { LuBedDouble, LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { StaySearchQuery as StaySearchResult } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/format';
import { toNavigationState, toStayQuery, type StaySearch } from '../stay-search';
import { formatDistance, plural, ratingLabel, ratingValue } from '../stay-format';
import { StaticPhoto } from '../../../components/responsive-photo';
import { cx } from '../../../lib/class-names';
import ui from '../../../styles/ui.module.css';
import styles from './stays.module.css';

export type StayOffer = StaySearchResult['staySearch']['items'][number];

const NoPhoto = () => (
  <div className={styles.noPhoto} aria-hidden="true">
    <LuBedDouble size="40" />
  </div>
);

/**
 * One hotel in the results: first photo, name, distance from the centre, description, rating label,
 * the cheapest nightly price for the dates and the total for the stay, and "See availability".
 * Prices are rand (the spec's dollar sign was wrong for ZAR amounts).
 */
export const StayOfferCard = ({ offer, search }: { offer: StayOffer; search: StaySearch }) => {
  const { hotel } = offer;
  const photo = hotel.photos[0];
  const rooms = search.options.room;
  return (
    <article className={styles.offer} aria-labelledby={`hotel-${hotel.id}`}>
      <div className={styles.offerMedia}>
        {photo ? <StaticPhoto src={photo} sizes="(min-width: 48em) 16rem, 100vw" alt={hotel.name} className={styles.offerPhoto} /> : <NoPhoto />}
      </div>
      <div className={styles.offerBody}>
        <div className={styles.offerHead}>
          <div className={styles.offerTitleBlock}>
            <h3 className={cx(ui.heading, ui.textLg)} id={`hotel-${hotel.id}`}>
              {hotel.name}
            </h3>
            <div className={styles.offerPlace}>
              <span className={styles.offerPin} aria-hidden="true">
                <LuMapPin />
              </span>
              <p>{[hotel.type, hotel.city, formatDistance(hotel.distanceFromCentreM)].filter(Boolean).join(' · ')}</p>
            </div>
          </div>
          <div className={styles.rating}>
            <p className={styles.ratingLabel}>{ratingLabel(hotel.rating)}</p>
            <span className={cx(ui.badge, ui.badgeSolid, styles.ratingBadge)} aria-label={`Rating ${ratingValue(hotel.rating)} out of 5`}>
              {ratingValue(hotel.rating)}
            </span>
          </div>
        </div>
        <p className={styles.offerDescription}>{hotel.description}</p>
        <div className={styles.offerFoot}>
          <div className={styles.priceBlock}>
            <p className={styles.small}>From</p>
            <p className={styles.nightly}>
              {formatPrice(offer.cheapestNightly)}{' '}
              <span className={styles.perNight}>per night{rooms > 1 ? ' per room' : ''}</span>
            </p>
            <p className={styles.total}>
              {formatPrice(offer.cheapestTotal)} for {plural(offer.nights, 'night')}
              {rooms > 1 ? `, ${plural(rooms, 'room')}` : ''}
            </p>
          </div>
          <RouterLink
            to={paths.hotel.to(hotel.id, toStayQuery(search))}
            state={toNavigationState(search)}
            aria-describedby={`hotel-${hotel.id}`}
            className={cx(ui.button, ui.md, ui.solid, ui.sunset)}
          >
            See availability
          </RouterLink>
        </div>
      </div>
    </article>
  );
};
