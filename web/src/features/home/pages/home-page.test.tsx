import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import type { PackageCardFieldsFragment } from '../../../gql/graphql';
import { renderRoutes } from '../../../test/render';
import { DestinationsQuery } from '../../destinations/graphql';
import { PackageListQuery } from '../../packages/graphql';
import { HomePage } from './home-page';

/** A package as the API sends it (with the __typename fields the cache expects). */
const pkg = (overrides: Partial<PackageCardFieldsFragment>) => {
  const base: PackageCardFieldsFragment = {
    id: 'p1',
    title: 'Zanzibar Beach Escape',
    type: 'Honeymoon',
    description: 'Seven nights on the white beaches of Nungwi.',
    country: 'Tanzania',
    city: 'Zanzibar',
    durationDays: 8,
    durationNights: 7,
    fromDate: null,
    toDate: null,
    maxGuests: 2,
    minAge: 18,
    photos: ['/photos/beach-aerial-waves.jpg'],
    price: { adult: 24500, child: null, currency: 'ZAR' },
    ...overrides,
  };
  return { __typename: 'Package', ...base, price: { __typename: 'Price', ...base.price } };
};

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

const featured = (result: MockLink.MockedResponse['result'] | undefined, error?: Error): MockLink.MockedResponse => ({
  request: { query: PackageListQuery, variables: { limit: 8, featured: true } },
  ...(result ? { result } : {}),
  ...(error ? { error } : {}),
});

const cruises = (packages: ReadonlyArray<ReturnType<typeof pkg>>): MockLink.MockedResponse => ({
  request: { query: PackageListQuery, variables: { limit: 8, type: 'Cruise' } },
  result: { data: { packages } },
});

const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/SearchResultsList', element: <p>Results</p> },
];

describe('HomePage', () => {
  it('lists package cards with rand prices, links and the no-photo fallback', async () => {
    renderRoutes({
      routes,
      mocks: [
        destinations,
        featured({
          data: {
            packages: [
              pkg({}),
              pkg({ id: 'p2', title: 'Vegas Lights', photos: [], price: { adult: 1200, child: null, currency: 'USD' } }),
            ],
          },
        }),
        cruises([]),
      ],
    });

    expect(screen.getAllByText('Loading please wait').length).toBeGreaterThan(0);
    const section = (await screen.findByRole('heading', { name: 'Zanzibar Beach Escape' })).closest('section');
    expect(section).not.toBeNull();
    const deals = within(section as HTMLElement);

    expect(deals.getByRole('img', { name: 'Zanzibar Beach Escape' })).toHaveAttribute('src', '/photos/beach-aerial-waves.jpg');
    expect(deals.getByRole('img', { name: 'No image' })).toBeInTheDocument();
    expect(deals.getByText(/^R\s?24\s?500$/)).toBeInTheDocument();
    expect(deals.getByText(/US\$\s?1\s?200/)).toBeInTheDocument();
    expect(deals.getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute('href', '/Details/p1');
    expect(deals.getAllByRole('link', { name: 'Book Now' })[1]).toHaveAttribute('href', '/booking/p2');
    expect(await screen.findByText('No cruise available')).toBeInTheDocument();
  });

  it('shows "Error: {message}" when the packages cannot be loaded', async () => {
    renderRoutes({
      routes,
      mocks: [
        destinations,
        featured({ errors: [new GraphQLError('Database unavailable')] }),
        cruises([]),
      ],
    });
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
  });

  it('searches with destination, date and a budget that keeps its own value', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({
      routes,
      mocks: [destinations, featured({ data: { packages: [] } }), cruises([])],
    });
    expect(await screen.findByText('No packages available')).toBeInTheDocument();

    const destination = await screen.findByRole('combobox', { name: 'Destination' });
    const prompt = within(destination).getByRole('option', { name: 'Select a destination' });
    expect(prompt).toBeDisabled();
    await within(destination).findByRole('option', { name: 'Cape Town, South Africa' });

    const budget = screen.getByRole('combobox', { name: 'Budget per person' });
    expect(budget).toHaveValue('500000');
    const values = within(budget)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(new Set(values).size).toBe(values.length);
    expect(within(budget).getByRole('option', { name: 'R300 000 or less' })).toHaveValue('300000');

    await user.selectOptions(destination, 'Cape Town');
    await user.type(screen.getByLabelText('Any Date From'), '2025-12-20');
    await user.selectOptions(budget, '300000');
    await user.click(screen.getByRole('button', { name: 'Search Now' }));

    expect(await screen.findByText('Results')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ destination: 'Cape Town', date: '2025-12-20', maxPrice: 300000 });
  });
});
