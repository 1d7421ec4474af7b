import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Landing, renderRoutes, signedInStore } from '../../test/render';
import { SignOutMutation } from './graphql';
import { useSignOut } from './use-sign-out';

const SignOutButton = () => {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Logout
    </button>
  );
};

const routes = [
  { path: '/my-bookings', element: <SignOutButton /> },
  { path: '/', element: <Landing name="Home" /> },
];

describe('useSignOut', () => {
  it('ends the token on the server, then clears the session and goes home', async () => {
    const user = userEvent.setup({ delay: null });
    const answered = vi.fn(() => ({ data: { signOut: true } }));
    const { store } = renderRoutes({
      routes,
      path: '/my-bookings',
      store: signedInStore(),
      mocks: [{ request: { query: SignOutMutation }, result: answered }],
    });

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Home at /')).toBeInTheDocument();
    expect(answered).toHaveBeenCalledTimes(1);
    expect(store.getState().token).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('still signs out here when the server cannot be reached', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderRoutes({
      routes,
      path: '/my-bookings',
      store: signedInStore(),
      mocks: [{ request: { query: SignOutMutation }, error: new Error('Failed to fetch') }],
    });

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Home at /')).toBeInTheDocument();
    expect(store.getState().user).toBeNull();
  });

  it('still signs out here when the server says the token had already ended', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderRoutes({
      routes,
      path: '/my-bookings',
      store: signedInStore(),
      mocks: [
        {
          request: { query: SignOutMutation },
          result: { errors: [{ message: 'Your sign-in token is not valid. Please log in again.', extensions: { code: 'UNAUTHENTICATED' } }] },
        },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Home at /')).toBeInTheDocument();
    expect(store.getState().token).toBeNull();
  });
});
