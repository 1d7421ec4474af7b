import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { Toaster } from '../../../components/toaster-view';
import { renderRoutes } from '../../../test/render';
import { SendTripPlanMutation } from '../graphql';
import { receipt } from '../testing';
import { TripPlanPage } from './trip-plan-page';

const routes = [
  {
    path: '/TripPlan',
    element: (
      <>
        <TripPlanPage />
        <Toaster />
      </>
    ),
  },
];

const labels = {
  destination: 'Destination',
  guests: 'Guests',
  departureDate: 'Departure',
  returnDate: 'Return',
  budget: 'Budget (R, optional)',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message (optional)',
} as const;

const escape = (text: string) => text.replace(/[()]/g, '\\$&');
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}\\s*\\*?$`));

const fill = async (user: ReturnType<typeof userEvent.setup>, values: Partial<Record<keyof typeof labels, string>>) => {
  for (const [name, value] of Object.entries(values)) {
    const input = field(labels[name as keyof typeof labels]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
};

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit Plan' }));

const filled = {
  destination: 'Zanzibar',
  guests: '2',
  departureDate: '2026-04-10',
  returnDate: '2026-04-17',
  budget: '45000',
  firstName: 'Thandi',
  lastName: 'Nkosi',
  email: 'thandi@example.test',
  phone: '+27 82 555 0123',
  message: 'Somewhere quiet, please',
};

const input = {
  destination: 'Zanzibar',
  guests: 2,
  departureDate: '2026-04-10',
  returnDate: '2026-04-17',
  holidayType: 'beach',
  budget: 45000,
  firstName: 'Thandi',
  lastName: 'Nkosi',
  email: 'thandi@example.test',
  phone: '+27 82 555 0123',
  message: 'Somewhere quiet, please',
  // The honeypot goes out empty: people never see it.
  website: '',
};

describe('TripPlanPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 1, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    toaster.remove();
  });

  it('says before sending that an email or a phone is needed, and blocks a plan with neither', async () => {
    const user = userEvent.setup({ delay: null });
    const mutation = vi.fn(() => ({ data: { sendTripPlan: receipt('TRIP_PLAN') } }));
    renderRoutes({ routes, path: '/TripPlan', mocks: [{ request: { query: SendTripPlanMutation, variables: () => true }, result: mutation }] });

    expect(screen.getByText(/please give an email address or a phone number so we can reply/)).toBeInTheDocument();
    await fill(user, { destination: 'Bali' });
    await submit(user);
    expect(screen.getAllByText('Please give an email address or a phone number so we can reply.')).toHaveLength(2);

    await fill(user, { email: 'not-an-email', departureDate: '2026-02-20', returnDate: '2026-02-10', guests: '0' });
    await submit(user);
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('The departure date cannot be in the past.')).toBeInTheDocument();
    expect(screen.getByText('Return date cannot be before the departure date.')).toBeInTheDocument();
    expect(screen.getByText('At least 1 guest is required.')).toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();

    // A phone alone is a way to reply: the rest may stay empty.
    await fill(user, { email: '', departureDate: '', returnDate: '', guests: '', phone: '082 555 0123' });
    await submit(user);
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
  });

  it('sends the plan once, shows "Email sent successfully!" for 2 s and clears the fields', async () => {
    const user = userEvent.setup({ delay: null });
    const mutation = vi.fn(() => ({ data: { sendTripPlan: receipt('TRIP_PLAN') } }));
    renderRoutes({
      routes,
      path: '/TripPlan',
      mocks: [{ request: { query: SendTripPlanMutation, variables: { input } }, result: mutation, delay: 50 }],
    });

    await fill(user, filled);
    await user.selectOptions(screen.getByLabelText('Holiday type'), 'beach');
    // A double click: the second click lands while the first send is under way and sends nothing.
    await user.dblClick(screen.getByRole('button', { name: 'Submit Plan' }));

    expect(await screen.findByText('Email sent successfully!')).toBeInTheDocument();
    // The enquiry's reference stays on the page (the toast is gone in 2 s), as a booking's does.
    const receiptShown = screen.getByText('Trip plan sent').closest('[role="status"]') as HTMLElement;
    expect(receiptShown).toHaveTextContent('Your reference is EQ-7K3M9Q.');
    expect(receiptShown).toHaveFocus();
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(toaster.getVisibleToasts()).toEqual([expect.objectContaining({ type: 'success', duration: 2000 })]);
    for (const label of Object.values(labels)) {
      expect(field(label)).toHaveValue(label === 'Guests' || label.startsWith('Budget') ? null : '');
    }
    expect(screen.getByLabelText('Holiday type')).toHaveValue('');
  });

  it('keeps the fields and shows the failure text and the server field messages when sending fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      path: '/TripPlan',
      mocks: [
        {
          request: { query: SendTripPlanMutation, variables: { input: { ...input, holidayType: undefined } } },
          result: {
            errors: [
              new GraphQLError('Budget must be at most R10,000,000.', {
                extensions: { code: 'BAD_USER_INPUT', fields: { budget: 'Budget must be at most R10,000,000.' } },
              }),
            ],
          },
        },
      ],
    });

    await fill(user, filled);
    await submit(user);

    expect(await screen.findByText('Failed to send email. Please try again.')).toBeInTheDocument();
    expect(toaster.getVisibleToasts()).toEqual([expect.objectContaining({ type: 'error', duration: 2000 })]);
    expect(screen.getAllByText('Budget must be at most R10,000,000.').length).toBeGreaterThanOrEqual(1);
    expect(field('Destination')).toHaveValue('Zanzibar');
    expect(field('Guests')).toHaveValue(2);
    expect(field('Message (optional)')).toHaveValue('Somewhere quiet, please');
  });

  it("shows the server's message when too many messages were sent", async () => {
    const user = userEvent.setup({ delay: null });
    const limited = 'You have sent several messages in a short time. Please try again in a few minutes.';
    renderRoutes({
      routes,
      path: '/TripPlan',
      mocks: [
        {
          request: { query: SendTripPlanMutation, variables: { input: { website: '', email: 'thandi@example.test' } } },
          result: { errors: [new GraphQLError(limited, { extensions: { code: 'TOO_MANY_REQUESTS' } })] },
        },
      ],
    });
    await fill(user, { email: 'thandi@example.test' });
    await submit(user);
    expect(await screen.findByText(limited)).toBeInTheDocument();
    expect(screen.getByText('Failed to send email. Please try again.')).toBeInTheDocument();
    expect(field('Email')).toHaveValue('thandi@example.test');
  });
});
