import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { Toaster } from '../../../components/toaster-view';
import { renderRoutes } from '../../../test/render';
import { RequestInsuranceQuoteMutation } from '../graphql';
import { receipt } from '../testing';
import { InsurancePage } from './insurance-page';

const routes = [
  {
    path: '/Insurance',
    element: (
      <>
        <InsurancePage />
        <Toaster />
      </>
    ),
  },
];

const labels = {
  fullName: 'Full name',
  email: 'Email',
  phoneNumber: 'Phone number',
  destination: 'Destination',
  departureDate: 'Departure',
  returnDate: 'Return',
} as const;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const fill = async (user: ReturnType<typeof userEvent.setup>, values: Partial<Record<keyof typeof labels, string>>) => {
  for (const [name, value] of Object.entries(values)) {
    const input = field(labels[name as keyof typeof labels]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
};
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Get my quote' }));

const values = {
  fullName: 'Thandi Nkosi',
  email: 'thandi@example.test',
  phoneNumber: '+27 82 555 0123',
  destination: 'Mauritius',
  departureDate: '2026-04-10',
  returnDate: '2026-04-17',
};
const input = { ...values, website: '' };

describe('InsurancePage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 1, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    toaster.remove();
  });

  it('shows the hero, the benefits and a form whose six fields are required', async () => {
    const user = userEvent.setup({ delay: null });
    const mutation = vi.fn(() => ({
      data: { requestInsuranceQuote: receipt('INSURANCE_QUOTE') },
    }));
    renderRoutes({
      routes,
      path: '/Insurance',
      mocks: [
        {
          request: {
            query: RequestInsuranceQuoteMutation,
            variables: () => true,
          },
          result: mutation,
        },
      ],
    });

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Travel with peace of mind',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Benefits' }).querySelectorAll('li').length).toBeGreaterThanOrEqual(4);
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Departure')).toHaveAttribute('type', 'date');

    await submit(user);
    for (const message of [
      'Full name is required.',
      'Email is required.',
      'Phone number is required.',
      'Destination is required.',
      'Departure date is required.',
      'Return date is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }

    await fill(user, { ...values, email: 'thandi@', returnDate: '2026-04-10' });
    await submit(user);
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Return date must be after the departure date.')).toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();
  });

  it('sends the quote request with the empty honeypot, toasts for 2 s and clears the fields', async () => {
    const user = userEvent.setup({ delay: null });
    const mutation = vi.fn(() => ({
      data: { requestInsuranceQuote: receipt('INSURANCE_QUOTE') },
    }));
    renderRoutes({
      routes,
      path: '/Insurance',
      mocks: [
        {
          request: {
            query: RequestInsuranceQuoteMutation,
            variables: { input },
          },
          result: mutation,
          delay: 50,
        },
      ],
    });

    // The honeypot is there, out of everyone's way.
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();

    await fill(user, values);
    await user.dblClick(screen.getByRole('button', { name: 'Get my quote' }));

    expect(await screen.findByText('Your message has been sent successfully')).toBeInTheDocument();
    // The enquiry's reference stays on the page (the toast is gone in 2 s), as a booking's does.
    const receiptShown = screen.getByText('Quote request sent').closest('[role="status"]') as HTMLElement;
    expect(receiptShown).toHaveTextContent('Your reference is EQ-7K3M9Q.');
    expect(receiptShown).toHaveFocus();
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(toaster.getVisibleToasts()).toEqual([expect.objectContaining({ type: 'success', duration: 2000 })]);
    for (const label of Object.values(labels)) expect(field(label)).toHaveValue('');
  });

  it('keeps the fields, shows the server field messages and "{server message} Your message failed, please try again"', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      path: '/Insurance',
      mocks: [
        {
          request: {
            query: RequestInsuranceQuoteMutation,
            variables: { input },
          },
          result: {
            errors: [
              new GraphQLError('The departure date cannot be in the past.', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fields: {
                    departureDate: 'The departure date cannot be in the past.',
                  },
                },
              }),
            ],
          },
        },
      ],
    });
    await fill(user, values);
    await submit(user);

    expect(await screen.findByText('The departure date cannot be in the past. Your message failed, please try again')).toBeInTheDocument();
    expect(toaster.getVisibleToasts()).toEqual([expect.objectContaining({ type: 'error', duration: 2000 })]);
    // Under the field too.
    await waitFor(() => expect(screen.getAllByText('The departure date cannot be in the past.').length).toBeGreaterThanOrEqual(1));
    expect(field('Full name')).toHaveValue('Thandi Nkosi');
    expect(field('Destination')).toHaveValue('Mauritius');
  });

  it('says "Your message failed, please try again" when the server cannot be reached', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      path: '/Insurance',
      mocks: [
        {
          request: {
            query: RequestInsuranceQuoteMutation,
            variables: { input },
          },
          error: new Error('Failed to fetch'),
        },
      ],
    });
    await fill(user, values);
    await submit(user);
    expect(await screen.findByText('Your message failed, please try again')).toBeInTheDocument();
    expect(field('Email')).toHaveValue('thandi@example.test');
  });
});
