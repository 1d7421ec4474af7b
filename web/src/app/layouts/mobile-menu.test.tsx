import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderRoutes, signedInStore } from '../../test/render';
import { PublicLayout } from './public-layout';

const routes = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <p>Home page</p> },
      { path: '/Contact', element: <p>Contact page</p> },
    ],
  },
];

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  return menu;
};

/**
 * Does `act` until the menu is gone. The drawer starts listening for outside clicks and Escape a frame
 * and a timer tick after it opens (zag's interact-outside): a person is never that quick, a test can be,
 * and its click or key is then lost. Repeating the act until the menu closes tests the same behaviour.
 */
const closeBy = async (act: () => Promise<void>) => {
  await waitFor(async () => {
    if (screen.queryByRole('dialog', { name: 'Menu' })) await act();
    expect(screen.queryByRole('dialog', { name: 'Menu', hidden: true })).not.toBeInTheDocument();
  });
};

const expectClosed = async () => {
  // hidden: true: gone from the page (unmounted after its exit), not only from the accessibility tree.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu', hidden: true })).not.toBeInTheDocument());
  expect(document.body.style.overflow).not.toBe('hidden');
};

describe('mobile side menu', () => {
  it('opens with the spec links, locks scrolling and closes on a link click', async () => {
    const user = userEvent.setup();
    renderRoutes({ routes });
    expect(document.body.style.overflow).not.toBe('hidden');

    const menu = await openMenu(user);
    expect(document.body.style.overflow).toBe('hidden');
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Hotels', 'Flights', 'Cruise', 'Cars', 'Plan your trip', 'Insurance', 'Contact']);
    // No external booking site configured: Hotels is the site's own stay search, Flights our page
    // about booking flights by phone or e-mail (the external case: features/enquiries/navigation.test.tsx).
    expect(within(menu).getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/hotels');
    expect(within(menu).getByRole('link', { name: 'Hotels' })).not.toHaveAttribute('target');
    expect(within(menu).getByRole('link', { name: 'Flights' })).toHaveAttribute('href', '/Flights');
    expect(within(menu).getByRole('link', { name: 'Flights' })).not.toHaveAttribute('target');

    await user.click(within(menu).getByRole('link', { name: 'Contact' }));
    expect(await screen.findByText('Contact page')).toBeInTheDocument();
    await expectClosed();
  });

  it('closes on a backdrop click and on Escape', async () => {
    // While the modal menu is open the page behind it takes no pointer events; the backdrop click
    // is exactly such an outside click, so user-event's check is switched off here.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoutes({ routes });

    await openMenu(user);
    const backdrop = document.querySelector('[data-part="backdrop"]');
    expect(backdrop).not.toBeNull();
    await closeBy(() => user.click(backdrop as Element));
    await expectClosed();
    expect(screen.getByText('Home page')).toBeInTheDocument();

    await openMenu(user);
    await closeBy(() => user.keyboard('{Escape}'));
    await expectClosed();
  });

  it('lists Admin for admins only', async () => {
    const user = userEvent.setup();
    renderRoutes({ routes, store: signedInStore(makeUser({ role: 'AGENCY_ADMIN', isAdmin: true })) });
    const menu = await openMenu(user);
    expect(within(menu).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/dashboard');
  });
});
