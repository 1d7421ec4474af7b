import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Navigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { toaster } from '../../../components/toaster';
import { Toaster } from '../../../components/toaster-view';
import { renderRoutes } from '../../../test/render';
import { makePackage } from '../../packages/testing';
import { BookingPackageQuery, RequestBookingMutation } from '../graphql';
import { BookingPage } from './booking-page';

const pkg = makePackage({
  id: 'p1',
  maxGuests: 4,
  photos: ['/photos/a.jpg', '/photos/b.jpg', '/photos/c.jpg', '/photos/d.jpg'],
});

const packageMock = (result: MockLink.MockedResponse['result'] = { data: { package: pkg } }): MockLink.MockedResponse => ({
  request: { query: BookingPackageQuery, variables: { id: 'p1' } },
  result,
});

const input = {
  packageId: 'p1',
  fullName: 'Thandi Nkosi',
  email: 'thandi@example.test',
  phone: '+27 82 555 0123',
  guests: 2,
  departureDate: '2026-04-10',
  returnDate: '2026-04-17',
  specialRequests: 'Sea view, please',
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

const routes = [
  {
    path: '/booking/:id',
    element: (
      <>
        <BookingPage />
        <Toaster />
      </>
    ),
  },
];

/** A form field by its label; required fields' labels end in a "*". */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

const fill = async (user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>>) => {
  const labels: Record<string, string> = {
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    guests: 'Guests',
    departureDate: 'Departure',
    returnDate: 'Return',
    specialRequests: 'Special requests',
  };
  for (const [name, value] of Object.entries(values)) {
    const input = field(labels[name] ?? name);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
};

const validValues = { ...input, guests: '2' } as Record<string, string>;
delete validValues.packageId;

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit Booking' }));

// Rendering Chakra pages in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('BookingPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Today is 1 March 2026 for the date rules.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 1, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    toaster.remove();
  });

  it('loads the package by id on a direct link: name, type, description and the first 3 photos', async () => {
    renderRoutes({ routes, path: '/Booking/p1', mocks: [packageMock()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zanzibar Beach Escape' })).toBeInTheDocument();
    expect(screen.getByText('Honeymoon')).toBeInTheDocument();
    expect(screen.getByText('Seven nights on the white beaches of Nungwi.')).toBeInTheDocument();
    const photos = screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(photos).toEqual(['/photos/a.jpg', '/photos/b.jpg', '/photos/c.jpg']);
    for (const label of ['Full name', 'Email', 'Phone', 'Guests', 'Departure', 'Return', 'Special requests']) {
      expect(field(label)).toBeInTheDocument();
    }
  });

  it('renders at once from the navigation state while the package loads', async () => {
    renderRoutes({
      routes: [...routes, { path: '/', element: <Navigate to="/booking/p1" state={{ package: { ...pkg, title: 'From the card' } }} /> }],
      mocks: [{ ...packageMock(), delay: 200 }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'From the card' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zanzibar Beach Escape' })).toBeInTheDocument();
  });

  it('says "Error: Package not found." for an unknown package', async () => {
    renderRoutes({ routes, path: '/booking/p1', mocks: [packageMock({ data: { package: null } })] });
    expect(await screen.findByText('Error: Package not found.')).toBeInTheDocument();
  });

  it('blocks submission with the messages of missing fields', async () => {
    const user = userEvent.setup({ delay: null });
    const mutation = vi.fn(() => ({ data: { requestBooking: booking } }));
    renderRoutes({ routes, path: '/booking/p1', mocks: [packageMock(), { request: { query: RequestBookingMutation, variables: () => true }, result: mutation }] });
    await screen.findByRole('heading', { level: 1, name: 'Zanzibar Beach Escape' });

    await submit(user);

    for (const message of [
      'Full name is required.',
      'Email is required.',
      'Phone number is required.',
      'Number of guests is required.',
      'Departure date is required.',
      'Return date is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await fill(user, { email: 'not-an-email' });
    await submit(user);
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();
  });

  it('refuses more guests than the package takes, a return before the departure and a past departure', async () => {
    const user = userEvent.setup({ delay: null });
    const mutation = vi.fn(() => ({ data: { requestBooking: booking } }));
    renderRoutes({ routes, path: '/booking/p1', mocks: [packageMock(), { request: { query: RequestBookingMutation, variables: () => true }, result: mutation }] });
    await screen.findByRole('heading', { level: 1, name: 'Zanzibar Beach Escape' });

    await fill(user, { ...validValues, guests: '5', returnDate: '2026-04-09' });
    await submit(user);
    expect(screen.getByText('This package takes at most 4 guests.')).toBeInTheDocument();
    expect(screen.getByText('The return date must be after the departure date.')).toBeInTheDocument();
    expect(screen.queryByText('The departure date cannot be in the past.')).not.toBeInTheDocument();

    await fill(user, { guests: '4', departureDate: '2026-02-28', returnDate: '2026-03-05' });
    await submit(user);
    expect(screen.getByText('The departure date cannot be in the past.')).toBeInTheDocument();
    expect(screen.queryByText('This package takes at most 4 guests.')).not.toBeInTheDocument();
    expect(screen.queryByText('The return date must be after the departure date.')).not.toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();

    // Once every rule holds, the request goes out.
    await fill(user, { departureDate: '2026-03-01', returnDate: '2026-03-02' });
    await submit(user);
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
  });

  it("keeps the trip inside the package's travel window", async () => {
    const user = userEvent.setup({ delay: null });
    const windowed = { ...pkg, fromDate: '2026-04-01', toDate: '2026-04-20' };
    const mutation = vi.fn(() => ({ data: { requestBooking: booking } }));
    renderRoutes({
      routes,
      path: '/booking/p1',
      mocks: [packageMock({ data: { package: windowed } }), { request: { query: RequestBookingMutation, variables: () => true }, result: mutation }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Zanzibar Beach Escape' });
    expect(field('Departure')).toHaveAttribute('min', '2026-04-01');
    expect(field('Departure')).toHaveAttribute('max', '2026-04-20');
    expect(field('Return')).toHaveAttribute('max', '2026-04-20');

    await fill(user, { ...validValues, departureDate: '2026-03-20', returnDate: '2026-04-25' });
    await submit(user);
    expect(screen.getByText('This package departs from 01 Apr 2026: choose that date or a later one.')).toBeInTheDocument();
    expect(screen.getByText("This package's travel ends on 20 Apr 2026: choose a return on or before it.")).toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();

    await fill(user, { departureDate: '2026-04-01', returnDate: '2026-04-20' });
    await submit(user);
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
  });

  it("judges the past by South Africa's date, as the server does", async () => {
    // 23:30 UTC on 1 March is already 2 March in Johannesburg.
    vi.setSystemTime(new Date('2026-03-01T23:30:00Z'));
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, path: '/booking/p1', mocks: [packageMock()] });
    await screen.findByRole('heading', { level: 1, name: 'Zanzibar Beach Escape' });
    expect(field('Departure')).toHaveAttribute('min', '2026-03-02');
    await fill(user, { ...validValues, departureDate: '2026-03-01', returnDate: '2026-03-05' });
    await submit(user);
    expect(screen.getByText('The departure date cannot be in the past.')).toBeInTheDocument();
  });

  it('offers no form for a package whose dates have passed', async () => {
    renderRoutes({ routes, path: '/booking/p1', mocks: [packageMock({ data: { package: { ...pkg, bookable: false } } })] });
    expect(await screen.findByText("This package's travel dates have passed: it can no longer be booked.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the packages you can book' })).toHaveAttribute('href', '/Packages');
  });

  it('sends the request, shows the reference and the toast, and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      path: '/booking/p1',
      mocks: [packageMock(), { request: { query: RequestBookingMutation, variables: { input } }, result: { data: { requestBooking: booking } } }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Zanzibar Beach Escape' });

    await fill(user, validValues);
    await submit(user);

    expect(await screen.findByText('Email sent successfully!')).toBeInTheDocument();
    // Spec section 9: form toasts close after 2 seconds.
    expect(toaster.getVisibleToasts()).toEqual([expect.objectContaining({ type: 'success', duration: 2000 })]);
    expect(screen.getByText(/Your booking reference is/)).toHaveTextContent('Your booking reference is UH-7K3M9Q.');
    for (const label of ['Full name', 'Email', 'Phone', 'Guests', 'Departure', 'Return', 'Special requests']) {
      expect(field(label)).toHaveValue(label === 'Guests' ? null : '');
    }
  });

  it('keeps the fields and shows the failure text and the server field messages when the request fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      path: '/booking/p1',
      mocks: [
        packageMock(),
        {
          request: { query: RequestBookingMutation, variables: { input } },
          result: {
            errors: [
              new GraphQLError('This package takes at most 1 guest.', {
                extensions: { code: 'BAD_USER_INPUT', fields: { guests: 'This package takes at most 1 guest.' } },
              }),
            ],
          },
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Zanzibar Beach Escape' });

    await fill(user, validValues);
    await submit(user);

    expect(await screen.findByText('Failed to send email. Please try again.')).toBeInTheDocument();
    expect(toaster.getVisibleToasts()).toEqual([expect.objectContaining({ type: 'error', duration: 2000 })]);
    expect(screen.getByText('This package takes at most 1 guest.')).toBeInTheDocument();
    expect(screen.queryByText(/Your booking reference is/)).not.toBeInTheDocument();
    expect(field('Full name')).toHaveValue('Thandi Nkosi');
    expect(field('Guests')).toHaveValue(2);
    expect(field('Special requests')).toHaveValue('Sea view, please');
  });

  it('shows the server message when the request fails for another reason', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      path: '/booking/p1',
      mocks: [packageMock(), { request: { query: RequestBookingMutation, variables: { input } }, result: { errors: [new GraphQLError('Package not found')] } }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Zanzibar Beach Escape' });
    await fill(user, validValues);
    await submit(user);
    expect(await screen.findByText('Failed to send email. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Booking request' })).getByRole('alert')).toHaveTextContent('Package not found'));
  });
});
