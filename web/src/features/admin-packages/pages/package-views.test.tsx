import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { AuditTrailQuery } from '../../../components/admin/history/graphql';
import { AdminHolidayPackageQuery, AdminPackageViewQuery } from '../graphql';
import { agencyAdminStore, holidayResult, hotelManagerStore, packageResult, setupUser } from '../../../test/admin-fixtures';
import { HolidayPackageViewPage } from './holiday-package-view-page';
import { PackageViewPage } from './package-view-page';

/** Shows the navigation state the booking page would receive. */
const BookingProbe = () => {
  const location = useLocation();
  const state = location.state as { package?: { id: string; title: string } } | null;
  return (
    <p>
      Booking {location.pathname} for {state?.package?.title ?? 'nothing'}
    </p>
  );
};

const routes = [
  { path: '/packages/view/:id', element: <PackageViewPage /> },
  { path: '/holidayPackages/:id', element: <HolidayPackageViewPage /> },
  { path: '/booking/:id', element: <BookingProbe /> },
];

const holidayMock = (id: string, holidayPackage: unknown): MockLink.MockedResponse => ({
  request: { query: AdminHolidayPackageQuery, variables: { id } },
  result: { data: { holidayPackage } },
});

describe('package views', { timeout: 20_000 }, () => {
  it("shows agency admins the holiday package's history on request", async () => {
    const user = setupUser();
    const history: MockLink.MockedResponse = {
      request: { query: AuditTrailQuery, variables: { entity: 'PACKAGE', entityId: 'h1' } },
      result: { data: { auditTrail: [] } },
    };
    renderRoutes({ routes, path: '/holidayPackages/h1', store: agencyAdminStore(), mocks: [holidayMock('h1', holidayResult()), history] });
    const section = await screen.findByRole('region', { name: 'History' });
    await user.click(within(section).getByRole('button', { name: /Show history/ }));
    expect(await within(section).findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('holiday view says "Package not found." when the API answers null', async () => {
    renderRoutes({ routes, path: '/holidayPackages/missing', store: agencyAdminStore(), mocks: [holidayMock('missing', null)] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Package not found.');
  });

  it('holiday view shows destinations, itinerary, inclusions, exclusions, terms and the cancellation policy', async () => {
    renderRoutes({ routes, path: '/holidayPackages/h1', store: agencyAdminStore(), mocks: [holidayMock('h1', holidayResult())] });

    expect(await screen.findByRole('heading', { name: 'Cape Winelands and Coast', level: 1 })).toBeInTheDocument();
    const destinations = screen.getByRole('region', { name: 'Destinations' });
    expect(within(destinations).getByText('Stellenbosch')).toBeInTheDocument();
    expect(within(destinations).getByText('Table Mountain')).toBeInTheDocument();
    const itinerary = screen.getByRole('region', { name: 'Itinerary' });
    expect(within(itinerary).getByText('Day 1: Arrival in Cape Town')).toBeInTheDocument();
    expect(within(itinerary).getByText('Meals: Dinner')).toBeInTheDocument();
    expect(within(itinerary).getByText('Stay: Harbour Hotel, Hotel (4 of 5)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Inclusions' })).getByText('Airport transfers')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Exclusions' })).getByText('International flights')).toBeInTheDocument();
    expect(screen.getByText('Full refund up to 30 days before departure.')).toBeInTheDocument();
    expect(screen.getByText('Deposit of 30% on booking.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/holiday-packages/edit/h1');
  });

  it('package view books with the package in the navigation state', async () => {
    const user = setupUser();
    const mocks = [
      { request: { query: AdminPackageViewQuery, variables: { id: 'p1' } }, result: { data: { package: packageResult() } } },
    ];
    renderRoutes({ routes, path: '/packages/view/p1', store: agencyAdminStore(), mocks });

    await user.click(await screen.findByRole('link', { name: 'Book' }));
    expect(await screen.findByText('Booking /booking/p1 for Garden Route Escape')).toBeInTheDocument();
  });

  it('package view shows a failed load (the spec only logged it) and hides Edit and Delete from hotel managers', async () => {
    const failed = renderRoutes({
      routes,
      path: '/packages/view/p1',
      store: agencyAdminStore(),
      mocks: [{ request: { query: AdminPackageViewQuery, variables: { id: 'p1' } }, error: new Error('Failed to fetch') }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch package details.');
    failed.unmount();

    const mocks = [
      { request: { query: AdminPackageViewQuery, variables: { id: 'p1' } }, result: { data: { package: packageResult() } } },
    ];
    renderRoutes({ routes, path: '/packages/view/p1', store: hotelManagerStore(), mocks });
    expect(await screen.findByRole('link', { name: 'Book' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
