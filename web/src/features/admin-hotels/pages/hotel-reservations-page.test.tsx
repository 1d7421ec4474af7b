import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { formatPrice } from '../../../lib/format';
import { renderRoutes } from '../../../test/render';
import { setupUser } from '../../../test/admin-fixtures';
import { AuditTrailQuery } from '../../../components/admin/history/graphql';
import { setCurrentHotelId } from '../../../lib/current-hotel';
import {
  AdminCancelReservationMutation,
  AdminConfirmReservationMutation,
  AdminHotelReservationsQuery,
  RESERVATION_LIMIT,
} from '../graphql';
import { managerStore } from '../test-fixtures';
import { HotelReservationsPage } from './hotel-reservations-page';

const reservation = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Booking' as const,
  id: 'b1',
  reference: 'UH-OLD111',
  status: 'PENDING',
  fullName: 'Lerato Mokoena',
  email: 'lerato@example.test',
  phone: '+27 82 555 0123',
  hotelId: 'h1',
  hotelName: 'Protea Waterfront',
  roomTypeName: 'Sea View Double',
  departureDate: '2026-12-01',
  returnDate: '2026-12-04',
  rooms: 2,
  roomNumbers: ['101', '102'],
  adults: 3,
  children: 0,
  total: 12600,
  currency: 'ZAR',
  specialRequests: '',
  createdAt: '2026-11-01T08:00:00Z',
  ...overrides,
});

const older = reservation();
const newer = reservation({
  id: 'b2',
  reference: 'UH-NEW222',
  status: 'CONFIRMED',
  fullName: 'Pieter van Wyk',
  rooms: 1,
  roomNumbers: ['201'],
  departureDate: '2026-12-10',
  returnDate: '2026-12-11',
  total: 1850,
  createdAt: '2026-11-05T08:00:00Z',
});

const listMock = (status: string | null, rows: unknown[]): MockLink.MockedResponse => ({
  request: { query: AdminHotelReservationsQuery, variables: { hotelId: 'h1', status, limit: RESERVATION_LIMIT } },
  result: { data: { hotelReservations: rows } },
});

const render = (mocks: MockLink.MockedResponse[]) => {
  setCurrentHotelId('h1');
  return renderRoutes({
    routes: [{ path: '/hotel/reservations', element: <HotelReservationsPage /> }],
    path: '/hotel/reservations',
    mocks,
    store: managerStore(),
  });
};

const rowOf = (reference: string) => screen.getByRole('cell', { name: reference }).closest('tr') as HTMLElement;

describe('HotelReservationsPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the current hotel's reservations newest first with every detail", async () => {
    render([listMock(null, [older, newer])]);

    const table = await screen.findByRole('table', { name: 'Reservations' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('UH-NEW222');
    const cells = within(second!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Seven columns, so Status and the actions fit at 1280 px (eleven overflowed); dates as "01 Dec 2026".
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Reference', 'Guest', 'Room', 'Stay', 'Total', 'Status', 'Actions']);
    expect(cells.slice(0, 6)).toEqual([
      'UH-OLD111',
      'Lerato Mokoenalerato@example.test+27 82 555 0123',
      'Sea View Double2 rooms · 101, 102',
      '01 Dec 2026 –04 Dec 20263 nights',
      formatPrice(12600),
      'Pending',
    ]);
    expect(formatPrice(12600)).toMatch(/^R\s?12\s600$/);
    // Confirm only while pending; cancel while pending or confirmed.
    expect(within(second!).getByRole('button', { name: 'Confirm UH-OLD111' })).toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: 'Confirm UH-NEW222' })).not.toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Cancel UH-NEW222' })).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const user = setupUser();
    render([listMock(null, [older, newer]), listMock('CONFIRMED', [newer])]);
    await screen.findByRole('table', { name: 'Reservations' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'CONFIRMED');
    // While the filtered list loads the table is briefly gone, so wait for the filtered answer itself
    // (the row that stays) before checking the row that must go.
    await waitFor(() => {
      expect(screen.getByRole('cell', { name: 'UH-NEW222' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'UH-OLD111' })).not.toBeInTheDocument();
    });
  });

  it("opens a reservation's history below its row", async () => {
    const user = setupUser();
    render([
      listMock(null, [older]),
      {
        request: { query: AuditTrailQuery, variables: { entity: 'BOOKING', entityId: 'b1' } },
        result: { data: { auditTrail: [] } },
      },
    ]);
    const toggle = await screen.findByRole('button', { name: 'History of UH-OLD111' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByText('No changes recorded yet.')).not.toBeInTheDocument();
  });

  it('offers confirm and cancel while staff are still working a stay, neither once it is declined', async () => {
    const quoted = reservation({ id: 'b3', reference: 'UH-QUO333', status: 'QUOTED' });
    const declined = reservation({ id: 'b4', reference: 'UH-DEC444', status: 'DECLINED' });
    render([listMock(null, [quoted, declined])]);
    await screen.findByRole('cell', { name: 'UH-QUO333' });
    expect(within(rowOf('UH-QUO333')).getByRole('button', { name: 'Confirm UH-QUO333' })).toBeInTheDocument();
    expect(within(rowOf('UH-QUO333')).getByRole('button', { name: 'Cancel UH-QUO333' })).toBeInTheDocument();
    expect(within(rowOf('UH-DEC444')).queryByRole('button', { name: 'Confirm UH-DEC444' })).not.toBeInTheDocument();
    expect(within(rowOf('UH-DEC444')).queryByRole('button', { name: 'Cancel UH-DEC444' })).not.toBeInTheDocument();
    expect(within(rowOf('UH-DEC444')).getByText('Declined')).toBeInTheDocument();
  });

  it('says "No reservations yet." when there are none', async () => {
    render([listMock(null, [])]);
    expect(await screen.findByText('No reservations yet.')).toBeInTheDocument();
  });

  it('confirms a pending reservation', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    render([
      listMock(null, [older]),
      {
        request: { query: AdminConfirmReservationMutation, variables: { id: 'b1' } },
        result: { data: { confirmReservation: { ...older, status: 'CONFIRMED' } } },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Confirm UH-OLD111' }));
    await waitFor(() => expect(within(rowOf('UH-OLD111')).getByText('Confirmed')).toBeInTheDocument());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Reservation confirmed.' }));
  });

  it('cancels only after confirmation', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    let cancels = 0;
    render([
      listMock(null, [older]),
      {
        request: { query: AdminCancelReservationMutation, variables: { id: 'b1' } },
        result: () => {
          cancels += 1;
          return { data: { cancelReservation: { ...older, status: 'CANCELLED' } } };
        },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Cancel UH-OLD111' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel reservation' });
    expect(dialog).toHaveTextContent('UH-OLD111');
    await user.click(within(dialog).getByRole('button', { name: 'Keep reservation' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancels).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Cancel UH-OLD111' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel reservation' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(within(rowOf('UH-OLD111')).getByText('Cancelled')).toBeInTheDocument());
    expect(cancels).toBe(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Reservation cancelled.' }));
    expect(within(rowOf('UH-OLD111')).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('says "Failed to confirm reservation." with the API\'s reason', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    render([
      listMock(null, [older]),
      {
        request: { query: AdminConfirmReservationMutation, variables: { id: 'b1' } },
        result: {
          errors: [new GraphQLError('Only pending reservations can be confirmed.', { extensions: { code: 'CONFLICT' } })],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Confirm UH-OLD111' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          title: 'Failed to confirm reservation.',
          description: 'Only pending reservations can be confirmed.',
        }),
      ),
    );
  });
});
