import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeToken, Landing, makeUser, renderRoutes, signedInStore } from '../test/render';
import { createApp } from './app';
import { AdminGuard } from './guards';
import { AdminLayout } from '../features/admin/components/admin-layout';

describe('start-up with a stored session', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('signs out an expired session at start-up and asks the user to log in again', async () => {
    localStorage.setItem('user', JSON.stringify(makeUser()));
    localStorage.setItem('isAdmin', 'false');
    localStorage.setItem('access_token', fakeToken(-60));
    window.history.replaceState(null, '', '/login');

    const { App, store, router } = createApp();
    render(<App />);

    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    // The login page is a lazy chunk: its first import can take a while on a busy machine.
    expect(await screen.findByText('Your session has expired. Please log in again.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('keeps a valid stored session', () => {
    const user = makeUser();
    const token = fakeToken(600);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('isAdmin', 'false');
    localStorage.setItem('access_token', token);
    window.history.replaceState(null, '', '/login');

    const { store } = createApp();

    expect(store.getState()).toMatchObject({ user, token });
  });
});

describe('logout from the admin portal', () => {
  it('clears the session and goes home (not to the login page)', async () => {
    const { store, router } = renderRoutes({
      routes: [
        { element: <AdminGuard />, children: [{ element: <AdminLayout />, children: [{ path: '/dashboard', element: <p>Admin page</p> }] }] },
        { path: '/', element: <Landing name="Home" /> },
        { path: '/login', element: <Landing name="Login" /> },
      ],
      path: '/dashboard',
      store: signedInStore(makeUser({ role: 'AGENCY_ADMIN', isAdmin: true })),
    });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Home at /')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(store.getState().token).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
  });
});
