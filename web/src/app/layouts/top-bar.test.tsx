import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteConfigMock, testAgency, testAgencyAddress, testAgencyPhoneHref } from '../../lib/site-config-testing';
import { makeUser, renderRoutes, signedInStore } from '../../test/render';
import { PublicLayout } from './public-layout';

const routes = [{ path: '*', element: <PublicLayout />, children: [{ path: '*', element: <p>Page</p> }] }];

describe('top bar and footer', () => {
  it('offers Login, Register and Register Hotel to visitors, and no Admin link', () => {
    renderRoutes({ routes });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Register Hotel' })).toHaveAttribute('href', '/addhotel');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin', hidden: true })).not.toBeInTheDocument();
  });

  it('shows admins the Admin link, and Logout clears the session and goes home', async () => {
    const { store, router } = renderRoutes({
      routes,
      path: '/somewhere',
      store: signedInStore(makeUser({ role: 'AGENCY_ADMIN', isAdmin: true })),
    });
    // The main links sit in a block that only wide screens show; jsdom applies no media queries.
    expect(screen.getByRole('link', { name: 'Admin', hidden: true })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().user).toBeNull());
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('links every footer entry somewhere real and shows the 2024 copyright', () => {
    renderRoutes({ routes });
    const expected: Record<string, string> = {
      'Site Links': '/,/Packages,/Contact',
      'Travel Links': '/Destinations,/Specials,/Insurance',
      'Quick Links': '/Services,/TripPlan,/ValueForMoney',
    };
    for (const [column, hrefs] of Object.entries(expected)) {
      const nav = screen.getByRole('navigation', { name: column });
      const links = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
      expect(links.join(',')).toBe(hrefs);
    }
    expect(screen.getByText(/© 2024 Ubuntu Horizons Travel\. All rights reserved\./)).toBeInTheDocument();
  });

  it("shows the agency's details as the server is configured (the siteConfig answer), in the top bar and the footer", async () => {
    renderRoutes({ routes, mocks: [siteConfigMock()] });
    const header = screen.getByRole('banner');
    const footer = screen.getByRole('contentinfo');
    expect(await within(header).findByRole('link', { name: testAgency.email, hidden: true })).toHaveAttribute('href', `mailto:${testAgency.email}`);
    expect(within(header).getByRole('link', { name: testAgency.phone, hidden: true })).toHaveAttribute('href', testAgencyPhoneHref);
    expect(within(footer).getByText(testAgencyAddress)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: testAgency.phone })).toHaveAttribute('href', testAgencyPhoneHref);
    expect(within(footer).getByRole('link', { name: testAgency.email })).toHaveAttribute('href', `mailto:${testAgency.email}`);
    expect(within(footer).getByText(`© 2024 ${testAgency.name}. All rights reserved.`)).toBeInTheDocument();
  });

  it('leaves the contact details out rather than showing numbers it does not know, when the query fails', async () => {
    renderRoutes({ routes });
    await screen.findByText('Page');
    expect(screen.queryByRole('link', { name: /^\+27/, hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/, hidden: true })).not.toBeInTheDocument();
  });
});
