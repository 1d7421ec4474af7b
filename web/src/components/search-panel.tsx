import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { cx } from '../lib/class-names';
import { formatPrice } from '../lib/format';
import { readForm } from '../lib/forms';
import { DestinationsQuery } from '../features/destinations/graphql';
import { budgetOptions, DEFAULT_BUDGET } from '../lib/budget-options';
import { parsePackageSearch, type PackageSearchState } from '../lib/package-search';
import ui from '../styles/ui.module.css';
import styles from './search-panel.module.css';

interface SearchPanelProps {
  /** The search to start from (the results page passes the one it shows). */
  initial?: Partial<PackageSearchState>;
  /** `compact`: the "refine your search" form above the results instead of the hero's panel. */
  variant?: 'hero' | 'compact';
}

/**
 * "Search Your Destination": destination, a start date and a budget, then the results page. The
 * criteria go into the results page's URL (so a refresh or a shared link repeats the search) and,
 * as the spec says, into its navigation state.
 * The frame, heading and button are static (search-panel.module.css); the fields, form controls with
 * their states, stay Chakra islands (`data-island`).
 */
export const SearchPanel = ({ initial = {}, variant = 'hero' }: SearchPanelProps) => {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(DestinationsQuery);
  const destinations = data?.destinations ?? [];
  // Controlled: the list arrives after the first render, and an uncontrolled select would not pick
  // the initial destination once its option appears.
  const [destination, setDestination] = useState(initial.destination ?? '');
  const knownDestination = destination === '' || destinations.some((d) => d.name === destination);
  const compact = variant === 'compact';
  const budget = initial.maxPrice && initial.maxPrice > 0 ? initial.maxPrice : DEFAULT_BUDGET;
  const budgets = budgetOptions.some((option) => option.value === budget)
    ? budgetOptions
    : [{ value: budget, label: `${formatPrice(budget)} or less` }, ...budgetOptions];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const state: PackageSearchState = parsePackageSearch(readForm(event.currentTarget));
    void navigate(paths.searchResults.to(state), { state });
  };

  return (
    <section aria-labelledby="search-heading" className={cx(styles.panel, compact && styles.compact)}>
      <h2 id="search-heading" className={styles.title}>
        {compact ? 'Refine your search' : 'Search Your Destination'}
      </h2>
      <form onSubmit={onSubmit}>
        <div className={styles.fields}>
          <Field.Root data-island="">
            <Field.Label>Destination</Field.Label>
            <NativeSelect.Root disabled={loading} size={compact ? 'sm' : 'md'}>
              <NativeSelect.Field name="destination" value={destination} onChange={(event) => setDestination(event.target.value)}>
                {/* Only once the list is there does the prompt read "Select a destination". */}
                <option value="" disabled>
                  {loading ? 'Loading destinations...' : 'Select a destination'}
                </option>
                {/* A search for a place that is not in the list (a shared link) keeps its text. */}
                {!knownDestination && <option value={destination}>{destination}</option>}
                {destinations.map((option) => (
                  <option key={option.id} value={option.name}>
                    {option.name}, {option.country}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {error && <Field.HelperText color="fg.error">Destinations could not be loaded.</Field.HelperText>}
          </Field.Root>
          <Field.Root data-island="">
            <Field.Label>Any Date From</Field.Label>
            <Input type="date" name="date" size={compact ? 'sm' : 'md'} defaultValue={initial.date ?? ''} />
          </Field.Root>
          <Field.Root data-island="">
            <Field.Label>Budget per person</Field.Label>
            <NativeSelect.Root size={compact ? 'sm' : 'md'}>
              <NativeSelect.Field name="maxPrice" defaultValue={String(budget)}>
                {budgets.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <div className={styles.submit}>
            <button type="submit" className={cx(ui.button, compact ? ui.sm : ui.lg, ui.solid, ui.sunset)}>
              <LuSearch aria-hidden="true" />
              Search Now
            </button>
          </div>
        </div>
      </form>
    </section>
  );
};
