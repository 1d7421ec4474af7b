import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser, renderRoutes, signedInStore } from '../../../test/render';
import { AdminLayout } from './admin-layout';
import { visibleSidebarItems } from './admin-sidebar';

const labels = (pathname: string, role: 'HOTEL_MANAGER' | 'AGENCY_ADMIN' = 'HOTEL_MANAGER') =>
  visibleSidebarItems(pathname, role).map((item) => item.label);
const admin = makeUser({ role: 'HOTEL_MANAGER', isAdmin: true });
const agencyAdmin = makeUser({ role: 'AGENCY_ADMIN', isAdmin: true });
const originalWidth = window.innerWidth;

const renderLayout = (path: string) =>
  renderRoutes({
    routes: [{ element: <AdminLayout />, children: [{ path: '*', element: <p>Page</p> }] }],
    path,
    store: signedInStore(admin),
  });

describe('admin sidebar', () => {
  afterEach(() => {
    window.innerWidth = originalWidth;
  });

  it('shows only Dashboard and Hotel (and Analytics, not in the spec) on /dashboard and /hotel/list', () => {
    expect(labels('/dashboard')).toEqual(['Dashboard', 'Hotel', 'Analytics']);
    expect(labels('/hotel/list')).toEqual(['Dashboard', 'Hotel', 'Analytics']);
  });

  it('adds the hotel management entries elsewhere', () => {
    expect(labels('/roomtypes')).toEqual([
      'Dashboard',
      'Hotel',
      'Analytics',
      'Amenities',
      'Room Types',
      'Rooms',
      'Rates & Types',
      'Activities',
      'Reservations',
    ]);
    expect(labels('/hotel/reservations')).toContain('Reservations');
  });

  it('shows agency admins Packages and Policies on every page and Holiday Packages by the spec rule', () => {
    expect(labels('/dashboard', 'AGENCY_ADMIN')).toEqual(['Dashboard', 'Hotel', 'Packages', 'Analytics', 'Policies', 'Inbox', 'Invoices', 'Users & roles']);
    expect(labels('/roomtypes', 'AGENCY_ADMIN')).toEqual([
      'Dashboard',
      'Hotel',
      'Packages',
      'Analytics',
      'Policies',
      'Inbox',
      'Invoices',
      'Users & roles',
      'Amenities',
      'Room Types',
      'Rooms',
      'Rates & Types',
      'Activities',
      'Reservations',
      'Holiday Packages',
    ]);
  });

  it('links Packages to /admin/packages and Holiday Packages to /holiday-packages, for agency admins only', () => {
    window.innerWidth = 1280;
    renderRoutes({
      routes: [{ element: <AdminLayout />, children: [{ path: '*', element: <p>Page</p> }] }],
      path: '/amenities',
      store: signedInStore(agencyAdmin),
    });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Packages' })).toHaveAttribute('href', '/admin/packages');
    expect(within(nav).getByRole('link', { name: 'Holiday Packages' })).toHaveAttribute('href', '/holiday-packages');
  });

  it('links Analytics to /analytics and Policies to /policies, Policies for agency admins only', () => {
    window.innerWidth = 1280;
    renderRoutes({
      routes: [{ element: <AdminLayout />, children: [{ path: '*', element: <p>Page</p> }] }],
      path: '/dashboard',
      store: signedInStore(agencyAdmin),
    });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
    expect(within(nav).getByRole('link', { name: 'Policies' })).toHaveAttribute('href', '/policies');
    expect(labels('/dashboard', 'HOTEL_MANAGER')).not.toContain('Policies');
  });

  it('links agency admins to the staff inbox at /internal and the invoices at /internal/invoices; hotel managers see neither', () => {
    window.innerWidth = 1280;
    renderRoutes({
      routes: [{ element: <AdminLayout />, children: [{ path: '*', element: <p>Page</p> }] }],
      path: '/dashboard',
      store: signedInStore(agencyAdmin),
    });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/internal');
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/internal/invoices');
    expect(labels('/dashboard', 'HOTEL_MANAGER')).not.toContain('Inbox');
    expect(labels('/dashboard', 'HOTEL_MANAGER')).not.toContain('Invoices');
  });

  it('links Rooms to /rooms and Reservations to /hotel/reservations', () => {
    window.innerWidth = 1280;
    renderLayout('/roomtypes');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Rooms' })).toHaveAttribute('href', '/rooms');
    expect(within(nav).getByRole('link', { name: 'Reservations' })).toHaveAttribute('href', '/hotel/reservations');
  });

  it('hides the package entries from hotel managers', () => {
    renderLayout('/amenities');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).queryByRole('link', { name: 'Packages' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Holiday Packages' })).not.toBeInTheDocument();
  });

  it('starts open on wide windows and collapses with the toggle', async () => {
    window.innerWidth = 1280;
    renderLayout('/amenities');
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Admin Portal')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Admin Portal')).not.toBeInTheDocument();
    // Icons only, but every entry keeps its accessible name.
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Room Types' })).toBeInTheDocument();
  });

  it('starts closed below 800 px', () => {
    window.innerWidth = 799;
    renderLayout('/dashboard');
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });
});
