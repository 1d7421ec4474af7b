import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/toaster-view';
import { AccountPage, SIGNED_OUT_EVERYWHERE_TEXT } from '../features/account/pages/account-page';
import { SignOutEverywhereMutation } from '../features/auth/graphql';
import { LoginPage } from '../features/auth/pages/login-page';
import { renderRoutes, signedInStore } from './render';

/*
 * A journey across two features (account → sign-in), so it lives here rather than inside either:
 * features do not import each other's pages.
 */
const routes = [
  {
    path: '/account',
    element: (
      <>
        <AccountPage />
        <Toaster />
      </>
    ),
  },
  { path: '/login', element: <LoginPage /> },
];

describe('signing out on all devices', () => {
  it('signs out on all devices after a confirmation and shows the login page with why', async () => {
    const user = userEvent.setup({ delay: null });
    const store = signedInStore();
    const ended = vi.fn(() => ({ data: { signOutEverywhere: true } }));
    const { router } = renderRoutes({ routes, path: '/account', store, mocks: [{ request: { query: SignOutEverywhereMutation }, result: ended }] });

    await user.click(screen.getByRole('button', { name: 'Sign out on all devices' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out on all devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(ended).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign out on all devices' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(store.getState().token).toBeNull());
    expect(await screen.findByText(SIGNED_OUT_EVERYWHERE_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(store.getState().token).toBeNull();
  });

});
