import { Box, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { LuBedDouble, LuBus, LuCheck, LuMapPin, LuUtensils, LuX } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import type { PackageDetailsQuery as PackageDetailsResult } from '../../../gql/graphql';
import { getErrorMessage } from '../../../lib/errors';
import { formatPrice } from '../../../lib/format';
import { formatLocalDate } from '../../../lib/dates';
import { useAgencyPolicies } from '../../insights/use-agency-policies';
import { PackageDetailsQuery } from '../graphql';
import { DATES_PASSED_TEXT, type BookingLocationState } from '../../../components/packages/package-card';
import { PackagePrice } from '../../../components/packages/package-price';
import { PhotoCarousel } from '../components/photo-carousel';
import { absoluteUrl, PageMeta } from '../../../components/page-meta';
import { useHttpStatus, useSiteOrigin } from '../../../lib/render-context';
import { useAgency } from '../../../lib/site-config';
import { touristTripJsonLd } from '../structured-data';
import { cx } from '../../../lib/class-names';
import ui from '../../../styles/ui.module.css';
import styles from './package-details-page.module.css';

type PackageDetails = NonNullable<PackageDetailsResult['package']>;
type ItineraryDay = Extract<PackageDetails, { __typename: 'HolidayPackage' }>['itinerary'][number];

export const LOADING_TEXT = 'Loading...';

// The package's own view is plain elements with static classes (package-details-page.module.css);
// the photo carousel's controls are a Chakra island.
const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title}>
    <h2 className={cx(ui.heading, ui.textLg, styles.sectionTitle)}>{title}</h2>
    {children}
  </section>
);

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt className={styles.factLabel}>{label}</dt>
    <dd className={styles.factValue}>{children}</dd>
  </div>
);

const BulletList = ({ items, icon = 'check' }: { items: readonly string[]; icon?: 'check' | 'cross' | 'dot' }) => (
  // role="list": Safari drops a list's semantics when its markers are styled away.
  <ul role="list" className={cx(styles.list, icon === 'dot' && styles.markers)}>
    {items.map((item) => (
      <li key={item} className={styles.item}>
        {icon === 'check' && <LuCheck className={cx(styles.indicator, styles.check)} />}
        {icon === 'cross' && <LuX className={cx(styles.indicator, styles.cross)} />}
        {item}
      </li>
    ))}
  </ul>
);

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const nights = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

export const formatDuration = (durationDays: number, durationNights: number): string =>
  durationNights > 0 ? `${days(durationDays)} / ${nights(durationNights)}` : days(durationDays);

const mealsText = ({ breakfast, lunch, dinner }: ItineraryDay['meals']): string => {
  const meals = [breakfast && 'Breakfast', lunch && 'Lunch', dinner && 'Dinner'].filter(Boolean);
  return meals.length > 0 ? meals.join(', ') : 'No meals included';
};

const IconLine = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <div className={styles.iconLine}>
    <span className={styles.iconLineIcon} aria-hidden="true">
      {icon}
    </span>
    <p>
      <span className={styles.strong}>{label}</span> {children}
    </p>
  </div>
);

const DayPlan = ({ day }: { day: ItineraryDay }) => (
  <li className={styles.day}>
    <div className={styles.dayNumber}>{day.day}</div>
    <h3 className={cx(ui.heading, ui.textMd)}>
      Day {day.day}: {day.title}
    </h3>
    {day.description && <p className={styles.dayText}>{day.description}</p>}
    <div className={styles.dayFacts}>
      <IconLine icon={<LuUtensils />} label="Meals:">
        {mealsText(day.meals)}
      </IconLine>
      {day.accommodation && (
        <IconLine icon={<LuBedDouble />} label="Accommodation:">
          {day.accommodation.name}
          {day.accommodation.type && ` (${day.accommodation.type})`}
          {day.accommodation.rating ? `, ${day.accommodation.rating}★` : ''}
        </IconLine>
      )}
      {day.transportation && (
        <IconLine icon={<LuBus />} label="Transportation:">
          {day.transportation.type}
          {day.transportation.details && ` — ${day.transportation.details}`}
        </IconLine>
      )}
    </div>
  </li>
);

const HolidayDetails = ({ pkg }: { pkg: Extract<PackageDetails, { __typename: 'HolidayPackage' }> }) => (
  <>
    {pkg.destinations.length > 0 && (
      <Section title="Destinations">
        <div className={styles.destinations}>
          {pkg.destinations.map((destination) => (
            <div key={destination.location}>
              <div className={styles.destination}>
                <LuMapPin aria-hidden="true" />
                <p>{destination.location}</p>
              </div>
              {destination.attractions.length > 0 && (
                <ul className={styles.attractions} aria-label={`Attractions in ${destination.location}`}>
                  {destination.attractions.map((attraction) => (
                    <li key={attraction}>
                      <span className={cx(ui.badge, ui.badgeSubtle, styles.attraction)}>{attraction}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      </Section>
    )}
    {pkg.itinerary.length > 0 && (
      <Section title="Itinerary">
        <ol className={styles.days}>
          {[...pkg.itinerary]
            .sort((a, b) => a.day - b.day)
            .map((day) => (
              <DayPlan key={day.day} day={day} />
            ))}
        </ol>
      </Section>
    )}
  </>
);

const AgencyNote = () => <p className={styles.note}>The agency's standard policy applies to this package.</p>;

const PackageView = ({ pkg, agency }: { pkg: PackageDetails; agency: ReturnType<typeof useAgencyPolicies> }) => {
  const holiday = pkg.__typename === 'HolidayPackage' ? pkg : null;
  const bookingState: BookingLocationState = { package: pkg };
  const terms = pkg.terms || agency?.terms;
  const cancellationPolicy = holiday?.cancellationPolicy || agency?.cancellationPolicy;
  return (
    <div className={styles.view}>
      <div className={styles.head}>
        <div className={styles.badges}>
          <span className={cx(ui.badge, ui.badgeSolid)}>{pkg.type}</span>
          {holiday && <span className={cx(ui.badge, styles.outlineBadge)}>Holiday package</span>}
        </div>
        <h1 className={styles.title}>{pkg.title}</h1>
        <div className={styles.place}>
          <LuMapPin aria-hidden="true" />
          <p>
            {pkg.city}, {pkg.country}
          </p>
        </div>
      </div>

      {/* Phones: photos, then price and Book, then the details. Wide screens: price and Book stay
          beside everything while scrolling. */}
      <div className={styles.layout}>
        <div className={styles.media} data-island="">
          <PhotoCarousel photos={pkg.photos} title={pkg.title} />
        </div>
        <div className={styles.body}>
          <p className={styles.description}>{pkg.description}</p>
          <dl className={styles.facts}>
            <Fact label="Type">{pkg.type}</Fact>
            <Fact label="Country">{pkg.country}</Fact>
            <Fact label="City">{pkg.city}</Fact>
            <Fact label="Duration">{formatDuration(pkg.durationDays, pkg.durationNights)}</Fact>
            <Fact label="From">{pkg.fromDate ? formatLocalDate(pkg.fromDate) : 'Flexible'}</Fact>
            <Fact label="To">{pkg.toDate ? formatLocalDate(pkg.toDate) : 'Flexible'}</Fact>
            <Fact label="Max guests">{pkg.maxGuests ?? 'No limit'}</Fact>
            <Fact label="Min age">{pkg.minAge ? pkg.minAge : 'All ages'}</Fact>
          </dl>
          {pkg.includes.length > 0 && (
            <Section title={holiday ? 'Inclusions' : 'Includes'}>
              <BulletList items={pkg.includes} />
            </Section>
          )}
          {holiday && holiday.exclusions.length > 0 && (
            <Section title="Exclusions">
              <BulletList items={holiday.exclusions} icon="cross" />
            </Section>
          )}
          {holiday && <HolidayDetails pkg={holiday} />}
          {pkg.amenities.length > 0 && (
            <Section title="Amenities">
              <BulletList items={pkg.amenities} icon="dot" />
            </Section>
          )}
          {terms && (
            <Section title="Terms and conditions">
              {!pkg.terms && <AgencyNote />}
              <p className={styles.longText}>{terms}</p>
            </Section>
          )}
          {cancellationPolicy && (
            <Section title="Cancellation policy">
              {!holiday?.cancellationPolicy && <AgencyNote />}
              <p className={styles.longText}>{cancellationPolicy}</p>
            </Section>
          )}
        </div>

        <aside className={styles.aside} aria-label="Price and booking">
          <div className={styles.asideBody}>
            <PackagePrice price={pkg.price} size="lg" caption="Price per adult" />
            {pkg.price.child != null && (
              <p className={styles.asideNote}>Children: {formatPrice(pkg.price.child, pkg.price.currency)}</p>
            )}
            <p className={styles.asideNote}>
              {formatDuration(pkg.durationDays, pkg.durationNights)}
              {pkg.fromDate && pkg.toDate && ` · ${formatLocalDate(pkg.fromDate)} – ${formatLocalDate(pkg.toDate)}`}
            </p>
            {pkg.bookable ? (
              <RouterLink to={paths.booking.to(pkg.id)} state={bookingState} className={cx(ui.button, ui.lg, ui.solid, ui.sunset)}>
                Book
              </RouterLink>
            ) : (
              <p className={styles.passed}>{DATES_PASSED_TEXT}: this package can no longer be booked.</p>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
};

/** What the page shows while the package loads: the same places, saying "Loading...". */
const LoadingView = () => (
  <Stack gap="8" role="status" aria-live="polite" aria-busy="true">
    <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="fg.muted">
      {LOADING_TEXT}
    </Heading>
    <Box borderRadius="2xl" bg="bg.muted" aspectRatio={{ base: 4 / 3, md: 16 / 9 }} maxW="4xl" />
    <Text color="fg.muted">{LOADING_TEXT}</Text>
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="5" maxW="4xl">
      {['Type', 'Country', 'City', 'Duration'].map((label) => (
        <Fact key={label} label={label}>
          {LOADING_TEXT}
        </Fact>
      ))}
    </SimpleGrid>
  </Stack>
);

/**
 * The spec's "Error: {message}", under a heading screen readers find (the page has no visible
 * title without its package).
 */
const FailedView = ({ children }: { children: ReactNode }) => (
  <Stack gap="4">
    <VisuallyHidden>
      <Heading as="h1">Package details</Heading>
    </VisuallyHidden>
    <ErrorState>{children}</ErrorState>
  </Stack>
);

/** /Details/{id} and /packages/{id}. */
export const PackageDetailsPage = () => {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(PackageDetailsQuery, { variables: { id } });
  // A package without texts of its own shows the agency's (edited on /policies), marked as such. Asked
  // for here, beside the package, rather than where it is shown: the server renders a page until no
  // query starts any more, and a query that starts only once the package is there costs a third render.
  const agency = useAgencyPolicies();

  const pkg = data?.package;
  const notFound = !loading && !error && data !== undefined && !pkg;
  useHttpStatus(notFound ? 404 : undefined);
  const origin = useSiteOrigin();
  const agencyDetails = useAgency();
  const path = paths.packageDetails.to(id);
  const meta = pkg ? (
    <PageMeta
      title={pkg.title}
      description={`${pkg.city}, ${pkg.country} · ${formatDuration(pkg.durationDays, pkg.durationNights)} · from ${formatPrice(pkg.price.adult, pkg.price.currency)} per adult. ${pkg.description}`}
      path={path}
      type="product"
      image={pkg.photos[0]}
      jsonLd={touristTripJsonLd(pkg, absoluteUrl(path, origin), agencyDetails)}
    />
  ) : (
    // Only an answer that there is no such package keeps the page out of indexes, never a failed load.
    <PageMeta
      title={notFound ? 'Package not found' : 'Package'}
      description="A holiday package from Ubuntu Horizons Travel."
      path={path}
      noindex={notFound}
    />
  );

  let content;
  if (loading && !data) content = <LoadingView />;
  else if (error) content = <FailedView>Error: {getErrorMessage(error, 'The package could not be loaded.')}</FailedView>;
  else if (!data?.package) content = <FailedView>Error: Package not found.</FailedView>;
  else content = <PackageView pkg={data.package} agency={agency} />;

  return (
    <div className={cx(ui.container, styles.page)}>
      {meta}
      {content}
    </div>
  );
};
