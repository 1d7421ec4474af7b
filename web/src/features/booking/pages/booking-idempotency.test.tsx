import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRecordingIdempotencyKeys } from '../../../lib/idempotency-testing';
import { makePackage } from '../../packages/testing';
import { BookingPackageQuery, RequestBookingMutation } from '../graphql';
import { BookingPage } from './booking-page';

const pkg = makePackage({ id: 'p1', maxGuests: 4 });
const input = {
  packageId: 'p1',
  fullName: 'Thandi Nkosi',
  email: 'thandi@example.test',
  phone: '+27 82 555 0123',
  guests: 2,
  departureDate: '2026-04-10',
  returnDate: '2026-04-17',
  specialRequests: '',
};
const booking = {
  __typename: 'Booking',
  id: 'b1',
  reference: 'UH-7K3M9Q',
  status: 'PENDING',
  packageId: 'p1',
  packageTitle: pkg.title,
  packageType: pkg.type,
  departureDate: input.departureDate,
  returnDate: input.returnDate,
  guests: 2,
  adultPrice: 24500,
  total: 49000,
  currency: 'ZAR',
  createdAt: '2026-03-01T08:00:00.000Z',
};
const sent = { request: { query: RequestBookingMutation, variables: () => true }, result: { data: { requestBooking: booking } } };
const lost = { request: { query: RequestBookingMutation, variables: () => true }, error: new Error('Failed to fetch') };

const fill = async (user: ReturnType<typeof userEvent.setup>, guests = '2') => {
  const values: Array<[string, string]> = [
    ['Full name', input.fullName],
    ['Email', input.email],
    ['Phone', input.phone],
    ['Guests', guests],
    ['Departure', input.departureDate],
    ['Return', input.returnDate],
  ];
  for (const [label, value] of values) {
    const field = screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
    await user.clear(field);
    await user.type(field, value);
  }
};
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit Booking' }));

describe('BookingPage idempotency key', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 1, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resends a failed request with the same key, and a new request after a success with a new one', async () => {
    const user = userEvent.setup({ delay: null });
    const { keys } = renderRecordingIdempotencyKeys({
      routes: [{ path: '/booking/:id', element: <BookingPage /> }],
      path: '/booking/p1',
      mocks: [{ request: { query: BookingPackageQuery, variables: { id: 'p1' } }, result: { data: { package: pkg } } }, lost, sent, sent],
      operationName: 'RequestBooking',
    });
    await screen.findByRole('heading', { level: 1, name: pkg.title });

    await fill(user);
    await submit(user);
    expect(await screen.findByText(/could not|failed/i)).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText(/Your booking reference is/)).toBeInTheDocument();
    // The form is cleared after a success; the same details again are a second booking.
    await fill(user);
    await submit(user);
    await vi.waitFor(() => expect(keys).toHaveLength(3));

    const [first, retry, next] = keys;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    expect(next).not.toBe(first);
  });

  it('makes a new key when a field changed after a failure', async () => {
    const user = userEvent.setup({ delay: null });
    const { keys } = renderRecordingIdempotencyKeys({
      routes: [{ path: '/booking/:id', element: <BookingPage /> }],
      path: '/booking/p1',
      mocks: [{ request: { query: BookingPackageQuery, variables: { id: 'p1' } }, result: { data: { package: pkg } } }, lost, sent],
      operationName: 'RequestBooking',
    });
    await screen.findByRole('heading', { level: 1, name: pkg.title });

    await fill(user, '2');
    await submit(user);
    expect(await screen.findByText(/could not|failed/i)).toBeInTheDocument();
    await fill(user, '3');
    await submit(user);
    await vi.waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
