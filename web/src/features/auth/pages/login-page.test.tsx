import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { fakeToken, heldMocks, Landing, makeUser, renderRoutes } from '../../../test/render';
import type { SessionUser } from '../../../lib/session';
import { LoginMutation } from '../graphql';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <Landing name="Home" /> },
  { path: '/dashboard', element: <Landing name="Dashboard" /> },
  { path: '/internal', element: <Landing name="Staff" /> },
];

const input = { username: 'thandi', password: 'Secret-123' };
const request = { query: LoginMutation, variables: { input } };

const success = (user: SessionUser, token = fakeToken()): MockLink.MockedResponse => ({
  request,
  delay: 150,
  result: {
    data: {
      login: {
        __typename: 'AuthPayload',
        token,
        expiresAt: '2030-01-01T00:00:00.000Z',
        isAdmin: user.isAdmin,
        isCoolUser: user.isCoolUser,
        details: { __typename: 'User', ...user },
      },
    },
  },
});

const fillAndSubmit = async () => {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Username', { exact: false }), input.username);
  await user.type(screen.getByLabelText('Password', { exact: false }), input.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('LoginPage', () => {
  it('shows "Logging in..." on a disabled button while the request runs, then sends customers home', async () => {
    const held = heldMocks([success(makeUser())]);
    const { store } = renderRoutes({ routes, path: '/login', link: held.link });
    await fillAndSubmit();

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    held.release();
    expect(await screen.findByText('Home at /')).toBeInTheDocument();
    expect(store.getState()).toMatchObject({ loading: false, isAdmin: false, user: { username: 'thandi' } });
    expect(localStorage.getItem('access_token')).toBe(store.getState().token);
  });

  it('sends admins to /dashboard', async () => {
    const admin = makeUser({ role: 'AGENCY_ADMIN', isAdmin: true });
    const { store } = renderRoutes({ routes, path: '/login', mocks: [success(admin)] });
    await fillAndSubmit();
    expect(await screen.findByText('Dashboard at /dashboard')).toBeInTheDocument();
    expect(store.getState().isAdmin).toBe(true);
    expect(localStorage.getItem('isAdmin')).toBe('true');
  });

  it('sends staff (isCoolUser) to /internal', async () => {
    const staff = makeUser({ role: 'STAFF', isCoolUser: true });
    renderRoutes({ routes, path: '/login', mocks: [success(staff)] });
    await fillAndSubmit();
    expect(await screen.findByText('Staff at /internal')).toBeInTheDocument();
  });

  it('shows the server message when the login is refused and stays put', async () => {
    const refused: MockLink.MockedResponse = {
      request,
      result: {
        errors: [new GraphQLError('Invalid username or password', { extensions: { code: 'UNAUTHENTICATED' } })],
      },
    };
    const { store } = renderRoutes({ routes, path: '/login', mocks: [refused] });
    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(store.getState()).toMatchObject({ user: null, loading: false, error: 'Invalid username or password' });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('falls back to "Login failed" when there is no server message (network down)', async () => {
    const down: MockLink.MockedResponse = { request, error: new Error('Failed to fetch') };
    renderRoutes({ routes, path: '/login', mocks: [down] });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('asks for both fields before calling the server', async () => {
    renderRoutes({ routes, path: '/login', mocks: [] });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
