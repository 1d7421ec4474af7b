import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes as appRoutes } from '../../app/routes';
import { mobileNav, quickLinks } from '../../app/layouts/nav-items';
import { PublicLayout } from '../../app/layouts/public-layout';
import { renderRoutes } from '../../test/render';
import { enquiryRoutes } from './routes';
import { siteConfigMock } from '../../lib/site-config-testing';

const routes = [
  {
    element: <PublicLayout />,
    children: [{ index: true, element: <p>Home page</p> }, ...enquiryRoutes],
  },
];
const BOOKING_SITE = 'https://book.partner.example/';
// The wide-screen links sit in a block jsdom counts as hidden (it applies no media queries), and
// hidden landmarks get no accessible name: find it by its label instead.
// Each page is a lazy chunk: its first import is compiled on demand, slow on a busy machine.
const lazyPage = { timeout: 10_000 };
const mainNav = () => document.querySelector<HTMLElement>('nav[aria-label="Main"]') as HTMLElement;

describe('links to the enquiry and partner pages', () => {
  it('opens the configured external booking site from Hotels and Flights in a new tab', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      mocks: [siteConfigMock({ externalBookingUrl: BOOKING_SITE })],
    });
    for (const name of ['Hotels', 'Flights']) {
      // The link is replaced (router link to plain link) once the configuration has arrived.
      await expect.poll(() => within(mainNav()).getByRole('link', { name, hidden: true }).getAttribute('href')).toBe(BOOKING_SITE);
      expect(within(mainNav()).getByRole('link', { name, hidden: true })).toHaveAttribute('target', '_blank');
      expect(within(mainNav()).getByRole('link', { name, hidden: true })).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Flights' })).toHaveAttribute('href', BOOKING_SITE);
    expect(within(menu).getByRole('link', { name: 'Hotels' })).toHaveAttribute('target', '_blank');
  });

  it('leads every menu, Quick Links and footer entry to a page of the app', async () => {
    renderRoutes({ routes, mocks: [siteConfigMock()] });
    const hrefs = [
      ...[
        ...within(mainNav()).getAllByRole('link', { hidden: true }),
        ...['Site Links', 'Travel Links', 'Quick Links', 'Legal'].flatMap((column) =>
          within(screen.getByRole('navigation', { name: column })).getAllByRole('link'),
        ),
      ].map((link) => link.getAttribute('href') ?? ''),
      // The Quick Links dropdown renders its entries only while open.
      ...quickLinks.map((item) => item.to),
      ...mobileNav(null).map((item) => item.to),
    ];
    expect(hrefs).toEqual(expect.arrayContaining(['/TripPlan', '/Insurance', '/Contact', '/Cars', '/Flights', '/ValueForMoney', '/terms', '/privacy']));
    for (const href of hrefs) {
      // Matched by a route of the app other than the catch-all "page not found".
      const matched = matchRoutes(appRoutes, href) ?? [];
      expect({ href, route: matched.at(-1)?.route.path }).not.toEqual({
        href,
        route: '*',
      });
      expect(matched.length).toBeGreaterThan(0);
    }
  });

  it('opens our own pages from the menu and the footer', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, mocks: [siteConfigMock(), siteConfigMock()] });
    // Without an external site, Flights is our own page.
    await user.click(within(mainNav()).getByRole('link', { name: 'Flights', hidden: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flights are booked by phone or e-mail' }, lazyPage)).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Quick Links' })).getByRole('link', { name: 'Value for money' }));
    expect(await screen.findByRole('heading', { level: 1, name: /worth every rand/ }, lazyPage)).toBeInTheDocument();
  });
});
