import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { Landing, renderRoutes } from '../../../test/render';
import { RegisterMutation } from '../graphql';
import { RegisterPage } from './register-page';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <Landing name="Login" /> },
];

const input = {
  username: 'sipho',
  password: 'Journey-Pass-123!',
  email: 'sipho@example.test',
  phone: '+27 82 555 0142',
  country: 'South Africa',
  city: 'Centurion',
};
const request = { query: RegisterMutation, variables: { input } };

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Username', { exact: false }), input.username);
  await user.type(screen.getByLabelText('Password', { exact: false }), input.password);
  await user.type(screen.getByLabelText('Email', { exact: false }), input.email);
  await user.type(screen.getByLabelText('Phone number', { exact: false }), input.phone);
  await user.type(screen.getByLabelText('Country', { exact: false }), input.country);
  await user.type(screen.getByLabelText('City', { exact: false }), input.city);
};

const fillAndSubmit = async (user: ReturnType<typeof userEvent.setup>) => {
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Register' }));
};

describe('RegisterPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('confirms the registration, then moves to /login after 2 seconds', async () => {
    const success: MockLink.MockedResponse = {
      request,
      delay: 0,
      result: {
        data: {
          register: {
            __typename: 'RegisterPayload',
            message: 'Registered',
            user: { __typename: 'User', id: 'u9', username: 'sipho' },
          },
        },
      },
    };
    renderRoutes({ routes, path: '/register', mocks: [success] });
    await fill(userEvent.setup({ delay: null }));
    // Fake time from the submit on, so the 2 s delay can be measured exactly.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // Let the mocked response arrive (it is delivered on a zero-delay timer).
    for (let i = 0; i < 5 && !screen.queryByText('Registered!'); i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }

    expect(screen.getByText('Registered!')).toBeInTheDocument();
    expect(screen.getByText('Registration successful! Redirecting to login...')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByText('Login at /login')).not.toBeInTheDocument();
    expect(screen.getByText('Registered!')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Login at /login')).toBeInTheDocument();
  });

  it('shows the server message and each field error from extensions.fields', async () => {
    const invalid: MockLink.MockedResponse = {
      request,
      result: {
        errors: [
          new GraphQLError('Please correct the highlighted fields', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { username: 'That username is taken.', email: 'That email is already registered.' },
            },
          }),
        ],
      },
    };
    renderRoutes({ routes, path: '/register', mocks: [invalid] });
    await fillAndSubmit(userEvent.setup({ delay: null }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(screen.getByText('That username is taken.')).toBeInTheDocument();
    expect(screen.getByText('That email is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('City', { exact: false })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Registered!')).not.toBeInTheDocument();
  });

  it('falls back to "Registration failed" without a server message', async () => {
    renderRoutes({ routes, path: '/register', mocks: [{ request, error: new Error('Failed to fetch') }] });
    await fillAndSubmit(userEvent.setup({ delay: null }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it('checks required fields and the e-mail format on the client', async () => {
    renderRoutes({ routes, path: '/register', mocks: [] });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email', { exact: false }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('City is required.')).toBeInTheDocument();
  });
});
