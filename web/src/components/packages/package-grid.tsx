import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../page-states';
import { CardGridSkeleton } from '../skeletons';
import type { PackageCardFieldsFragment, PackageListQueryVariables } from '../../gql/graphql';
import { getErrorMessage } from '../../lib/errors';
import { PackageListQuery } from '../../features/packages/graphql';
import { cx } from '../../lib/class-names';
import ui from '../../styles/ui.module.css';
import { PackageCard, type CardTitleLevel } from './package-card';
import styles from './package-card.module.css';

/** Public spec section 4: package lists say "Loading please wait" while loading. */
export const PACKAGES_LOADING_TEXT = 'Loading please wait';

export const PackageGrid = ({ packages, titleAs }: { packages: readonly PackageCardFieldsFragment[]; titleAs?: CardTitleLevel }) => (
  <div className={styles.grid}>
    {packages.map((pkg) => (
      <PackageCard key={pkg.id} pkg={pkg} titleAs={titleAs} />
    ))}
  </div>
);

export type PackageFilter = Omit<PackageListQueryVariables, 'limit'>;

/** Runs PackageListQuery, leaving out the filters that are not set (so the request stays minimal). */
export const usePackageList = (filter: PackageFilter, limit: number) => {
  const variables: PackageListQueryVariables = { limit };
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null) Object.assign(variables, { [key]: value });
  }
  return useQuery(PackageListQuery, { variables });
};

interface PackageListProps {
  /** What the list shows once loaded; undefined while there is nothing yet. */
  packages: readonly PackageCardFieldsFragment[] | undefined;
  loading: boolean;
  error: unknown;
  /** Text shown when the list is empty (spec: "No packages available" / "No Cruise available"). */
  emptyText: ReactNode;
  /** The cards' heading level: h2 when the list sits right under the page's h1 (no skipped level). */
  titleAs?: CardTitleLevel;
}

/** The spec's package list states (section 4): loading, error, empty, loaded. */
export const PackageList = ({ packages, loading, error, emptyText, titleAs }: PackageListProps) => {
  if (loading && !packages) return <CardGridSkeleton label={PACKAGES_LOADING_TEXT} />;
  if (error) return <ErrorState>Error: {getErrorMessage(error, 'Failed to load packages.')}</ErrorState>;
  if (!packages || packages.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return <PackageGrid packages={packages} titleAs={titleAs} />;
};

interface PackageSectionProps {
  title: string;
  subtitle?: string;
  /** h2 inside a page, h1 when the section is the page. */
  headingAs?: 'h1' | 'h2';
  emptyText: string;
  filter?: PackageFilter;
  limit?: number;
  /** Leaves these packages out (e.g. ones another section already shows). */
  exclude?: ReadonlySet<string>;
}

/** A titled grid of package cards with the spec's loading, error and empty states. */
export const PackageSection = ({ title, subtitle, headingAs = 'h2', emptyText, filter = {}, limit = 8, exclude }: PackageSectionProps) => {
  const { data, loading, error } = usePackageList(filter, limit);
  const packages = exclude ? data?.packages.filter((pkg) => !exclude.has(pkg.id)) : data?.packages;
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  const Heading = headingAs;

  return (
    <section aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <Heading id={headingId} className={cx(ui.heading, headingAs === 'h1' ? ui.text3xl : ui.text2xl, styles.sectionTitle)}>
          {title}
        </Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      <PackageList packages={packages} loading={loading} error={error} emptyText={emptyText} titleAs={headingAs === 'h1' ? 'h2' : 'h3'} />
    </section>
  );
};
