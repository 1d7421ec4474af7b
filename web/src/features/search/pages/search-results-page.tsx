import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CardGridSkeleton } from '../../../components/skeletons';
import { ErrorState } from '../../../components/page-states';
import { Pagination } from '../../../components/pagination';
import { paths } from '../../../config/paths';
import type { SearchPackagesQueryVariables } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/format';
import { SearchPanel } from '../../../components/search-panel';
import { formatLocalDate } from '../../../lib/dates';
import { PackageGrid } from '../../../components/packages/package-grid';
import { SearchPackagesQuery } from '../graphql';
import { readSearchCriteria, SEARCH_PAGE_SIZE, type SearchCriteria } from '../search-criteria';
import { StaticPhoto } from '../../../components/responsive-photo';
import { PageMeta } from '../../../components/page-meta';
import { cx } from '../../../lib/class-names';
import ui from '../../../styles/ui.module.css';
import styles from './search-results-page.module.css';

export const NO_RESULTS_TEXT = "We couldn't find any packages matching your search. Try a different destination or date!";

/** "12 packages for “Zanzibar” available on 14 Dec 2026, up to R 300 000 per person" */
const summary = (total: number, { destination, date, maxPrice }: SearchCriteria): string => {
  let text = `${total} ${total === 1 ? 'package' : 'packages'}`;
  if (destination) text += ` for “${destination}”`;
  if (date) text += ` available on ${formatLocalDate(date)}`;
  if (maxPrice > 0) text += `${date || destination ? ',' : ''} up to ${formatPrice(maxPrice)} per person`;
  return text;
};

/**
 * Nothing is spelt like the destination typed, and these packages have a similar name: said
 * before the cards, so a near spelling is never taken for a match.
 */
export const didYouMeanText = (destination: string, total: number): string =>
  `No packages for “${destination}”. Did you mean ${total === 1 ? 'this one' : `one of these ${total}`}, with a similar name?`;

const NoResults = () => (
  <div className={cx(styles.centered, styles.noResults)}>
    <StaticPhoto src="/photos/storm-open-road.jpg" sizes="(min-width: 32em) 32rem, 100vw" alt="" className={styles.noResultsPhoto} />
    <p className={styles.noResultsText}>{NO_RESULTS_TEXT}</p>
  </div>
);

/** /SearchResultsList: the home page search, 10 packages a page. */
export const SearchResultsPage = () => {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const criteria = readSearchCriteria(params, location.state);

  const variables: SearchPackagesQueryVariables = {
    maxPrice: criteria.maxPrice,
    page: criteria.page,
    limit: SEARCH_PAGE_SIZE,
    ...(criteria.destination && { destination: criteria.destination }),
    ...(criteria.date && { date: criteria.date }),
  };
  const { data, loading, error } = useQuery(SearchPackagesQuery, { variables });
  const result = data?.searchPackages;

  // The whole search goes into the URL, also when it came in navigation state only.
  const goToPage = (page: number) => void navigate(paths.searchResults.to({ ...criteria, page }));

  let content;
  if (loading && !result) content = <CardGridSkeleton label="Loading please wait" count={8} />;
  else if (error) content = <ErrorState>Error loading results.</ErrorState>;
  else if (!result) content = null;
  else {
    const { totalItems, totalPages } = result.pagination;
    const pastTheEnd = result.data.length === 0 && totalItems > 0;
    content = (
      <div className={styles.results}>
        <p className={result.approximate ? styles.approximate : styles.summary} role="status">
          {result.approximate && criteria.destination ? didYouMeanText(criteria.destination, totalItems) : summary(totalItems, criteria)}
          {totalPages > 1 && !pastTheEnd && ` · page ${criteria.page} of ${totalPages}`}
        </p>
        {pastTheEnd ? (
          <div className={styles.centered}>
            <p>
              There are only {totalPages} {totalPages === 1 ? 'page' : 'pages'} of results.
            </p>
            <RouterLink to={paths.searchResults.to({ ...criteria, page: 1 })} className={cx(ui.button, ui.md, ui.outline)}>
              Back to the first page
            </RouterLink>
          </div>
        ) : result.data.length === 0 ? (
          <NoResults />
        ) : (
          <PackageGrid packages={result.data} />
        )}
        {totalPages > 1 && <Pagination page={criteria.page} totalPages={totalPages} onPageChange={goToPage} label="Search results pages" />}
      </div>
    );
  }

  return (
    <div className={cx(ui.container, styles.page)}>
      <PageMeta
        title={criteria.destination ? `Packages for ${criteria.destination}` : 'Search results'}
        description={
          criteria.destination
            ? `Holiday packages for ${criteria.destination} from Ubuntu Horizons Travel, with dates, durations and prices in rand.`
            : 'Holiday packages matching your search, with dates, durations and prices in rand.'
        }
        // One address per destination: dates, budgets and pages are variations of it.
        path={paths.searchResults.to({ destination: criteria.destination })}
      />
      <div className={styles.stack}>
        <h1 className={styles.title}>Search results</h1>
        {/* Remounted per search so its fields show the search on screen. */}
        <SearchPanel key={`${criteria.destination}|${criteria.date}|${criteria.maxPrice}`} initial={criteria} variant="compact" />
        <div>{content}</div>
      </div>
    </div>
  );
};
