import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { SignedInGuard } from '../../../app/guards';
import { PublicLayout } from '../../../app/layouts/public-layout';
import { Landing, renderRoutes, signedInStore } from '../../../test/render';
import { MyBookingsQuery } from '../graphql';
import { MyBookingsPage } from './my-bookings-page';

const booking = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Booking',
  id: 'b1',
  reference: 'UH-7K3M9Q',
  status: 'PENDING',
  packageId: 'p1',
  packageTitle: 'Zanzibar Beach Escape',
  packageType: 'Honeymoon',
  departureDate: '2026-12-14',
  returnDate: '2026-12-21',
  guests: 2,
  adultPrice: 24500,
  total: 49000,
  currency: 'ZAR',
  createdAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

const myBookings = (bookings: unknown[]): MockLink.MockedResponse => ({
  request: { query: MyBookingsQuery },
  result: { data: { myBookings: bookings } },
});

const routes = [
  {
    element: <PublicLayout />,
    children: [
      { element: <SignedInGuard />, children: [{ path: '/my-bookings', element: <MyBookingsPage /> }] },
      { path: '/login', element: <Landing name="Login" /> },
      { path: '/Packages', element: <Landing name="Packages" /> },
    ],
  },
];

// Rendering Chakra pages in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('MyBookingsPage', { timeout: 20_000 }, () => {
  it("lists the user's booking requests with reference, dates, guests, total and status", async () => {
    renderRoutes({
      routes,
      path: '/my-bookings',
      store: signedInStore(),
      mocks: [
        myBookings([
          booking(),
          booking({
            id: 'b2',
            reference: 'UH-2B4C6D',
            status: 'CONFIRMED',
            packageId: null,
            packageTitle: 'Las Vegas Lights',
            guests: 1,
            total: 1200,
            currency: 'USD',
          }),
        ]),
      ],
    });

    expect(screen.getByText('Loading please wait')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Booking requests' });
    const items = within(list).getAllByRole('listitem', { name: '' }).filter((li) => li.parentElement === list);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('UH-7K3M9Q')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Zanzibar Beach Escape' })).toHaveAttribute('href', '/Details/p1');
    expect(first.getByText('14 Dec 2026 – 21 Dec 2026')).toBeInTheDocument();
    expect(first.getByText(/^R\s?49\s?000$/)).toBeInTheDocument();
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(first.getByText('01 Mar 2026')).toBeInTheDocument();

    const second = within(items[1] as HTMLElement);
    expect(second.getByText('Las Vegas Lights')).toBeInTheDocument();
    expect(second.queryByRole('link')).not.toBeInTheDocument(); // the package is gone
    expect(second.getByText(/US\$\s?1\s?200/)).toBeInTheDocument();
    expect(second.getByText('Confirmed')).toBeInTheDocument();
  });

  it('says so when there are none, with a way to the packages', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, path: '/my-bookings', store: signedInStore(), mocks: [myBookings([])] });
    expect(await screen.findByText('You have no booking requests yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse packages' }));
    expect(await screen.findByText('Packages at /Packages')).toBeInTheDocument();
  });

  it('sends visitors who are not signed in to the login page', async () => {
    renderRoutes({ routes, path: '/my-bookings' });
    expect(await screen.findByText('Login at /login')).toBeInTheDocument();
  });

  it('offers signed-in users a My bookings link in the top bar and the side menu', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, path: '/Packages', store: signedInStore() });
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my-bookings');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my-bookings');
  });
});
