import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderRoutes } from '../../../test/render';
import { DestinationsQuery } from '../../destinations/graphql';
import { makePackage } from '../../packages/testing';
import { SearchPackagesQuery } from '../graphql';
import { SearchResultsPage } from './search-results-page';

const destinations: MockLink.MockedResponse = {
  request: { query: DestinationsQuery },
  result: {
    data: {
      destinations: [
        { __typename: 'Destination', id: 'd1', name: 'Zanzibar', country: 'Tanzania' },
        { __typename: 'Destination', id: 'd2', name: 'Cape Town', country: 'South Africa' },
      ],
    },
  },
};

interface Page {
  packages: ReadonlyArray<ReturnType<typeof makePackage>>;
  page?: number;
  totalItems?: number;
  totalPages?: number;
  approximate?: boolean;
}

const search = (
  variables: Record<string, unknown>,
  { packages, page = 1, totalItems = packages.length, totalPages = 1, approximate = false }: Page,
): MockLink.MockedResponse => ({
  request: { query: SearchPackagesQuery, variables: { maxPrice: 0, page: 1, limit: 10, ...variables } },
  result: {
    data: {
      searchPackages: {
        __typename: 'PackageSearchResult',
        data: packages,
        approximate,
        pagination: { __typename: 'Pagination', page, limit: 10, totalItems, totalPages },
      },
    },
  },
});

// Two cards stand for a page of ten: the count of cards does not change the paging, and fewer keep
// the test fast.
const somePackages = (from: number) =>
  Array.from({ length: 2 }, (_, i) => makePackage({ id: `p${from + i}`, title: `Package ${from + i}` }));

const routes = [{ path: '/SearchResultsList', element: <SearchResultsPage /> }];

// Rendering Chakra pages in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('SearchResultsPage', { timeout: 20_000 }, () => {
  it('searches with the criteria in the URL and hides pagination for a single page', async () => {
    renderRoutes({
      routes,
      path: '/SearchResultsList?destination=Zanzibar&date=2026-12-14&maxPrice=300000',
      mocks: [
        destinations,
        search(
          { destination: 'Zanzibar', date: '2026-12-14', maxPrice: 300000 },
          { packages: [makePackage(), makePackage({ id: 'p2', title: 'Stone Town Spice Tour' })] },
        ),
      ],
    });

    expect(screen.getByText('Loading please wait')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Zanzibar Beach Escape' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stone Town Spice Tour' })).toBeInTheDocument();
    expect(screen.getByText(/^2 packages for “Zanzibar” available on 14 Dec 2026, up to R\s?300\s?000 per person$/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Search results pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Previous/ })).not.toBeInTheDocument();

    // The refine form starts from the search on screen.
    expect(await screen.findByRole('option', { name: 'Zanzibar, Tanzania' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Zanzibar');
    expect(screen.getByLabelText('Any Date From')).toHaveValue('2026-12-14');
    expect(screen.getByRole('combobox', { name: 'Budget per person' })).toHaveValue('300000');
  });

  it('falls back to the navigation state and writes the search into the URL when paging', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes({
      routes: [
        ...routes,
        { path: '/', element: <Navigate to="/SearchResultsList" state={{ destination: 'Cape Town', date: '', maxPrice: 0 }} /> },
      ],
      mocks: [
        destinations,
        search({ destination: 'Cape Town' }, { packages: somePackages(1), totalItems: 25, totalPages: 3 }),
        search({ destination: 'Cape Town', page: 2 }, { packages: somePackages(11), page: 2, totalItems: 25, totalPages: 3 }),
      ],
    });

    expect(await screen.findByRole('heading', { name: 'Package 1' })).toBeInTheDocument();
    expect(screen.getByText(/^25 packages for “Cape Town” · page 1 of 3$/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeEnabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: /Next/ }));

    expect(await screen.findByRole('heading', { name: 'Package 11' })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ destination: 'Cape Town', page: '2' });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
  });

  it('disables Next on the last page', async () => {
    renderRoutes({
      routes,
      path: '/SearchResultsList?destination=Bali&page=3',
      mocks: [
        destinations,
        search({ destination: 'Bali', page: 3 }, { packages: somePackages(21), page: 3, totalItems: 25, totalPages: 3 }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Package 21' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state with its picture', async () => {
    renderRoutes({
      routes,
      path: '/SearchResultsList?destination=Atlantis',
      mocks: [destinations, search({ destination: 'Atlantis' }, { packages: [] })],
    });
    expect(
      await screen.findByText("We couldn't find any packages matching your search. Try a different destination or date!"),
    ).toBeInTheDocument();
    const picture = document.querySelector('img[src="/photos/storm-open-road.jpg"]');
    expect(picture).toHaveAttribute('alt', '');
    expect(screen.queryByRole('navigation', { name: 'Search results pages' })).not.toBeInTheDocument();
  });

  it('says "Did you mean" above packages that only have a similar name', async () => {
    renderRoutes({
      routes,
      path: '/SearchResultsList?destination=Pariss',
      mocks: [destinations, search({ destination: 'Pariss' }, { packages: [makePackage({ id: 'p1', title: 'Paris Luxury Escape' })], approximate: true })],
    });
    expect(await screen.findByRole('heading', { name: 'Paris Luxury Escape' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No packages for “Pariss”. Did you mean this one, with a similar name?');
    expect(screen.queryByText(/1 package for “Pariss”/)).not.toBeInTheDocument();
  });

  it('says "Error loading results." when the search fails', async () => {
    renderRoutes({
      routes,
      path: '/SearchResultsList?destination=Zanzibar',
      mocks: [
        destinations,
        {
          request: { query: SearchPackagesQuery, variables: { destination: 'Zanzibar', maxPrice: 0, page: 1, limit: 10 } },
          result: { errors: [new GraphQLError('Database unavailable')] },
        },
      ],
    });
    expect(await screen.findByText('Error loading results.')).toBeInTheDocument();
  });
});
