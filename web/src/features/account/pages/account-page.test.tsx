import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toaster-view';
import { fakeToken, Landing, makeUser, renderRoutes, signedInStore } from '../../../test/render';
import { SignOutEverywhereMutation } from '../../auth/graphql';
import { ChangePasswordMutation } from '../graphql';
import { PASSWORD_RULES_TEXT } from '../schemas';
import { AccountPage, PASSWORD_CHANGED_TEXT } from './account-page';

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
  { path: '/login', element: <Landing name="Login" /> },
];

type User = ReturnType<typeof userEvent.setup>;
const fill = async (user: User, values: { current?: string; next?: string; confirm?: string }) => {
  if (values.current) await user.type(screen.getByLabelText(/^Current password/), values.current);
  if (values.next) await user.type(screen.getByLabelText(/^New password/), values.next);
  if (values.confirm) await user.type(screen.getByLabelText(/^Confirm new password/), values.confirm);
};
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Change password' }));
const input = { currentPassword: 'Old-secret-1', newPassword: 'Harbour-lights-42' };

describe('AccountPage', () => {
  it('explains the password rules and checks the form before asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    const mutation = vi.fn(() => ({ data: null }));
    renderRoutes({ routes, path: '/account', store: signedInStore(), mocks: [{ request: { query: ChangePasswordMutation, variables: () => true }, result: mutation }] });

    expect(screen.getByText(PASSWORD_RULES_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as thandi (thandi@example.test)');

    await submit(user);
    expect(await screen.findByText('Current password is required.')).toBeInTheDocument();
    expect(screen.getByText('New password is required.')).toBeInTheDocument();

    await fill(user, { current: 'Old-secret-1', next: 'short1', confirm: 'short1' });
    await submit(user);
    expect(await screen.findByText('Password must be at least 8 characters and include a letter and a number.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), input.newPassword);
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Harbour-lights-43');
    await submit(user);
    expect(await screen.findByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();
  });

  it('shows the server\'s messages under their fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      path: '/account',
      store: signedInStore(),
      mocks: [
        {
          request: { query: ChangePasswordMutation, variables: { input } },
          result: {
            errors: [
              new GraphQLError('Your current password is not correct.', {
                extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: 'Your current password is not correct.' } },
              }),
            ],
          },
        },
      ],
    });

    await fill(user, { current: input.currentPassword, next: input.newPassword, confirm: input.newPassword });
    await submit(user);

    const current = screen.getByLabelText(/^Current password/);
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
  });

  it('carries on with the new session the server answers, says "Password changed." and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    const store = signedInStore();
    const newToken = fakeToken(7200);
    const details = { __typename: 'User', ...makeUser() };
    renderRoutes({
      routes,
      path: '/account',
      store,
      mocks: [
        {
          request: { query: ChangePasswordMutation, variables: { input } },
          result: {
            data: {
              changePassword: { __typename: 'AuthPayload', token: newToken, expiresAt: '2030-01-01T00:00:00.000Z', isAdmin: false, isCoolUser: false, details },
            },
          },
        },
      ],
    });

    await fill(user, { current: input.currentPassword, next: input.newPassword, confirm: input.newPassword });
    await submit(user);

    expect(await screen.findByText(PASSWORD_CHANGED_TEXT)).toBeInTheDocument();
    expect(store.getState().token).toBe(newToken);
    expect(localStorage.getItem('access_token')).toBe(newToken);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('stays signed in and says so when signing out everywhere fails', async () => {
    const user = userEvent.setup({ delay: null });
    const store = signedInStore();
    renderRoutes({ routes, path: '/account', store, mocks: [{ request: { query: SignOutEverywhereMutation }, error: new Error('Failed to fetch') }] });

    await user.click(screen.getByRole('button', { name: 'Sign out on all devices' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText('Signing out on all devices failed. Please try again.')).toBeInTheDocument();
    expect(store.getState().token).not.toBeNull();
  });
});
