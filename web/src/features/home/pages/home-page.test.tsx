import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderRoutes } from '../../../test/render';
import { DestinationsQuery } from '../../destinations/graphql';
import { RequestTripBookingMutation } from '../../enquiries/graphql';
import { receipt } from '../../enquiries/testing';
import { PackageListQuery } from '../../packages/graphql';
import { makePackage } from '../../packages/testing';
import { HomePage } from './home-page';

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
  // Only packages that can still be booked: one whose dates have passed is no deal to feature.
  request: { query: PackageListQuery, variables: { limit: 8, featured: true, bookable: true } },
  ...(result ? { result } : {}),
  ...(error ? { error } : {}),
});

// "Today" is 31 January 2026 in these tests: 3 months either side, with the short months clamped.
const cruises = (packages: ReadonlyArray<ReturnType<typeof makePackage>>): MockLink.MockedResponse => ({
  request: {
    query: PackageListQuery,
    variables: { limit: 8, types: ['Cruise', 'Adventure'], featured: true, bookable: true, departingFrom: '2025-10-31', departingTo: '2026-04-30' },
  },
  result: { data: { packages } },
});

const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/SearchResultsList', element: <p>Results</p> },
];

// Rendering Chakra pages in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('HomePage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 31, 9, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists package cards with rand prices, links and the no-photo fallback', async () => {
    renderRoutes({
      routes,
      mocks: [
        destinations,
        featured({
          data: {
            packages: [
              makePackage(),
              makePackage({ id: 'p2', title: 'Vegas Lights', photos: [], price: { adult: 1200, currency: 'USD' } }),
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

  it('shows featured cruise and adventure deals departing within 3 months either side of today', async () => {
    renderRoutes({
      routes,
      mocks: [
        destinations,
        featured({ data: { packages: [] } }),
        cruises([makePackage({ id: 'c1', title: 'Indian Ocean Cruise', type: 'Cruise' })]),
      ],
    });
    const section = screen.getByRole('region', { name: 'Best Cruise deals' });
    expect(await within(section).findByRole('heading', { name: 'Indian Ocean Cruise' })).toBeInTheDocument();
  });

  it('shows a special price struck through with the saving', async () => {
    renderRoutes({
      routes,
      mocks: [destinations, featured({ data: { packages: [makePackage({ price: { adult: 20000, wasAdult: 25000 } })] } }), cruises([])],
    });
    await screen.findByRole('heading', { name: 'Zanzibar Beach Escape' });
    const was = screen.getByText(/^Was/).closest('del');
    expect(was).toHaveTextContent(/R\s?25\s?000/);
    expect(screen.getByText(/^Save R\s?5\s?000$/)).toBeInTheDocument();
  });

  it('shows "Error: {message}" when the packages cannot be loaded', async () => {
    renderRoutes({
      routes,
      mocks: [destinations, featured({ errors: [new GraphQLError('Database unavailable')] }), cruises([])],
    });
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
  });

  it('"Book Your Trip" opens the popup, which reaches the agency and shows the reference', async () => {
    const user = userEvent.setup({ delay: null });
    const input = { name: 'Naledi Khumalo', email: 'naledi@example.co.za', address: '12 Jacaranda Street, Centurion', website: '' };
    const mutation = vi.fn(() => ({ data: { requestTripBooking: receipt('TRIP_BOOKING') } }));
    renderRoutes({
      routes,
      mocks: [destinations, featured({ data: { packages: [] } }), cruises([]), { request: { query: RequestTripBookingMutation, variables: { input } }, result: mutation }],
    });
    await user.click(await screen.findByRole('button', { name: 'Book Your Trip' }));
    // The popup's code is a chunk of its own, fetched by the press: its first import can take seconds here.
    const popup = await screen.findByRole('dialog', { name: 'Book Your Trip' }, { timeout: 15_000 });
    const inPopup = within(popup);
    expect(inPopup.getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await user.click(inPopup.getByRole('button', { name: 'Book Now' }));
    expect(inPopup.getByText('Name is required.')).toBeInTheDocument();
    expect(inPopup.getByText('Address is required.')).toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();

    await user.type(inPopup.getByLabelText(/^Name/), input.name);
    await user.type(inPopup.getByLabelText(/^Email/), input.email);
    await user.type(inPopup.getByLabelText(/^Address/), input.address);
    await user.click(inPopup.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
    expect(await inPopup.findByText('EQ-7K3M9Q')).toBeInTheDocument();
    expect(inPopup.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('searches with destination, date and budget in the URL and in navigation state', async () => {
    const user = userEvent.setup({ delay: null });
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
    expect(within(budget).getByRole('option', { name: /^R\s300\s000 or less$/ })).toHaveValue('300000');

    await user.selectOptions(destination, 'Cape Town');
    await user.type(screen.getByLabelText('Any Date From'), '2025-12-20');
    await user.selectOptions(budget, '300000');
    await user.click(screen.getByRole('button', { name: 'Search Now' }));

    expect(await screen.findByText('Results')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ destination: 'Cape Town', date: '2025-12-20', maxPrice: 300000 });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      destination: 'Cape Town',
      date: '2025-12-20',
      maxPrice: '300000',
    });
  });
});
