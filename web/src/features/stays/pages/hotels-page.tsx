import { Box, Button, Container, Grid, Heading, Stack } from '@chakra-ui/react';
import { formatPrice } from '../../../lib/format';
import { CardListSkeleton } from '../../../components/skeletons';
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { LuChevronDown, LuChevronUp, LuRefreshCw } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/page-states';
import { Pagination } from '../../../components/pagination';
import { paths } from '../../../config/paths';
import { getErrorMessage, hasErrorCode } from '../../../lib/errors';
import { StayOfferCard } from '../components/stay-offer-card';
import { StaySearchForm } from '../components/stay-search-form';
import { StaySearchHeader } from '../components/stay-search-header';
import { StaySearchQuery } from '../graphql';
import { formatUsDate } from '../../../lib/dates';
import { partySummary, plural } from '../stay-format';
import {
  checkInOf,
  checkOutOf,
  nightsOf,
  stayLimits,
  toNavigationState,
  toStayQuery,
  validateStaySearch,
  type StaySearch,
} from '../stay-search';
import { useRequestedStaySearch } from '../use-requested-stay-search';
import { PageMeta } from '../../../components/page-meta';
import { cx } from '../../../lib/class-names';
import ui from '../../../styles/ui.module.css';
import styles from '../components/stays.module.css';

/** Public spec §9: 10 results a page, as the package search. */
export const STAY_PAGE_SIZE = 10;
export const STAY_RESULTS_ERROR = 'Error loading results.';
export const NO_STAYS_TEXT = 'No stays match your search. Try other dates or a wider price range.';
export const BEFORE_SEARCH_PROMPT = 'Where are you going, and when? Search above for your destination and dates to see prices for your own stay.';

const ResultsSkeleton = () => <CardListSkeleton label="Loading stays..." />;

const summary = (total: number, search: StaySearch): string => {
  let text = `${plural(total, 'stay')}`;
  if (search.city) text += ` in “${search.city}”`;
  text += ` · ${formatUsDate(checkInOf(search))} – ${formatUsDate(checkOutOf(search))} (${plural(nightsOf(search), 'night')})`;
  text += ` · ${partySummary(search.options)}`;
  return text;
};

const Results = ({ search, page }: { search: StaySearch; page: number }) => {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(StaySearchQuery, {
    variables: {
      input: {
        destination: search.city,
        checkIn: checkInOf(search),
        checkOut: checkOutOf(search),
        adults: search.options.adult,
        children: search.options.children,
        rooms: search.options.room,
        minPrice: search.minPrice,
        maxPrice: search.maxPrice,
        page,
        limit: STAY_PAGE_SIZE,
      },
    },
    notifyOnNetworkStatusChange: true,
  });
  const result = data?.staySearch;
  const goToPage = (next: number) => void navigate(paths.hotels.to(toStayQuery(search, next)), { state: toNavigationState(search) });

  if (loading && !result) return <ResultsSkeleton />;
  if (error && !loading) {
    // A refused search (a stale link's dates...) says why; anything else is the spec's message.
    const message = hasErrorCode(error, 'BAD_USER_INPUT') ? getErrorMessage(error, STAY_RESULTS_ERROR) : STAY_RESULTS_ERROR;
    return (
      <div className={styles.retry}>
        <ErrorState>{message}</ErrorState>
        <button type="button" className={cx(ui.button, ui.sm, ui.outline)} onClick={() => void refetch().catch(() => undefined)}>
          <LuRefreshCw aria-hidden="true" /> Try again
        </button>
      </div>
    );
  }
  if (!result) return loading ? <ResultsSkeleton /> : null;

  const pastTheEnd = result.items.length === 0 && result.total > 0;
  const widerPrices = search.minPrice > stayLimits.defaultMinPrice || search.maxPrice < stayLimits.defaultMaxPrice;
  return (
    <div className={styles.results}>
      <p className={styles.muted} role="status">
        {summary(result.total, search)}
        {result.totalPages > 1 && !pastTheEnd && ` · page ${page} of ${result.totalPages}`}
      </p>
      {pastTheEnd ? (
        <div className={styles.centered}>
          <p>There are only {plural(result.totalPages, 'page')} of results.</p>
          <button type="button" className={cx(ui.button, ui.md, ui.outline)} onClick={() => goToPage(1)}>
            Back to the first page
          </button>
        </div>
      ) : result.items.length === 0 ? (
        <div className={cx(styles.centered, styles.noStays)}>
          <p className={styles.noStaysText}>{NO_STAYS_TEXT}</p>
          {widerPrices && (
            <RouterLink
              to={paths.hotels.to(toStayQuery({ ...search, minPrice: stayLimits.defaultMinPrice, maxPrice: stayLimits.defaultMaxPrice }))}
              className={cx(ui.button, ui.md, ui.outline)}
            >
              Show every price ({formatPrice(stayLimits.defaultMinPrice)}–{formatPrice(stayLimits.defaultMaxPrice)})
            </RouterLink>
          )}
        </div>
      ) : (
        <ul className={styles.offers} aria-label="Stays">
          {result.items.map((offer) => (
            <li key={offer.hotel.id}>
              <StayOfferCard offer={offer} search={search} />
            </li>
          ))}
        </ul>
      )}
      {result.totalPages > 1 && <Pagination page={page} totalPages={result.totalPages} onPageChange={goToPage} label="Stay results pages" />}
    </div>
  );
};

/**
 * /hotels. Without a search yet: the spec's full header (promo, Sign in / Register, Stays panel).
 * With one (URL, navigation state or the last search): the list header, the panel again with min
 * and max price per night, and the results.
 */
export const HotelsPage = () => {
  const { search, page, given, key } = useRequestedStaySearch();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();

  const meta = (
    <PageMeta
      title={given && search.city ? `Stays in ${search.city}` : 'Hotels and stays'}
      description={
        given && search.city
          ? `Hotels, lodges and guest houses in ${search.city}: compare ratings and nightly prices in rand, and reserve a room online.`
          : 'Find hotels, lodges and guest houses: search by destination and dates, compare nightly prices in rand and reserve a room online.'
      }
      // The search travels in the query string; the page itself is /hotels.
      path={paths.hotels.to()}
    />
  );

  if (!given) {
    // Before a search: the spec's header, then the hotels themselves (tonight, for one adult, everywhere)
    // under a prompt, rather than a page that ends below the search panel.
    return (
      <>
        {meta}
        <StaySearchHeader initial={search} />
        <div className={cx(ui.container, styles.everywhere)}>
          <section aria-labelledby="stays-everywhere-heading" className={styles.everywhereSection}>
            <h2 id="stays-everywhere-heading" className={styles.everywhereTitle}>
              Stays everywhere, tonight
            </h2>
            <p className={styles.muted}>{BEFORE_SEARCH_PROMPT}</p>
            <Results search={search} page={1} />
          </section>
        </div>
      </>
    );
  }

  const errors = validateStaySearch(search, { withPrices: true });
  const problems = Object.values(errors);

  return (
    <>
      {meta}
      <StaySearchHeader mode="list" initial={search} />
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <Stack gap={{ base: '4', lg: '6' }}>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {search.city ? `Stays in ${search.city}` : 'Stays everywhere'}
          </Heading>
          <Grid templateColumns={{ base: '1fr', lg: '20rem 1fr' }} gap={{ base: '4', lg: '8' }} alignItems="start">
            <Box as="section" aria-labelledby="stay-search-heading" bg="bg.subtle" borderRadius="xl" borderWidth="1px" p="4" position={{ lg: 'sticky' }} top={{ lg: '120px' }}>
              <Heading as="h2" id="stay-search-heading" size="md" display={{ base: 'none', lg: 'block' }} mb="3">
                Your search
              </Heading>
              {/* On phones the panel folds away so the results come first. */}
              <Button
                variant="ghost"
                w="full"
                justifyContent="space-between"
                display={{ base: 'flex', lg: 'none' }}
                aria-expanded={panelOpen}
                aria-controls={panelId}
                onClick={() => setPanelOpen((open) => !open)}
              >
                Change your search
                {panelOpen ? <LuChevronUp aria-hidden="true" /> : <LuChevronDown aria-hidden="true" />}
              </Button>
              <Box id={panelId} display={{ base: panelOpen ? 'block' : 'none', lg: 'block' }} mt={{ base: panelOpen ? '3' : '0', lg: '0' }}>
                {/* Remounted per search, so its fields show the search on screen. */}
                <StaySearchForm key={key} initial={search} withPrices narrow />
              </Box>
            </Box>
            <Box minW="0">
              {problems.length > 0 ? (
                <ErrorState>
                  This search cannot be run: {problems.join(' ')} Change it in the panel and search again.
                </ErrorState>
              ) : (
                <Results search={search} page={page} />
              )}
            </Box>
          </Grid>
        </Stack>
      </Container>
    </>
  );
};
