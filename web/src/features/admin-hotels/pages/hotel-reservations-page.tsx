import { useQuery } from '@apollo/client/react';
import { canMove } from '@travel/contract';
import { Badge, Button, Field, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuCheck, LuHistory, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { TableSkeleton } from '../../../components/skeletons';
import { toaster } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import type { AdminHotelReservationFieldsFragment, BookingStatus } from '../../../gql/graphql';
import { BOOKING_STATUS_BADGES, BOOKING_STATUSES } from '../../../lib/booking-status';
import { getErrorMessage } from '../../../lib/errors';
import { formatPrice } from '../../../lib/format';
import { formatLocalDate, nightsBetween } from '../../../lib/dates';
import { AdminTable } from '../../../components/admin/admin-table';
import { PageHeader } from '../../../components/admin/page-header';
import { HistoryPanel } from '../../../components/admin/history/history-panel';
import { messages, RESERVATIONS_TOAST_MS } from '../constants';
import { useCurrentHotelId } from '../../../lib/current-hotel';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AdminHotelReservationsQuery, RESERVATION_LIMIT } from '../graphql';
import { useReservationActions } from '../mutations';

type Reservation = AdminHotelReservationFieldsFragment;

const STATUS_BADGES = BOOKING_STATUS_BADGES;

const STATUS_FILTERS: ReadonlyArray<{ value: BookingStatus | ''; label: string }> = [
  { value: '', label: 'All statuses' },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_BADGES[status].label })),
];

// The inbox workflow's rule (the contract's, which the server enforces): confirm while still open (staff
// may have contacted or quoted the guest first); cancel from any status that is not final.
const canConfirm = (reservation: Reservation) => canMove(reservation.status, 'CONFIRMED');
const canCancel = (reservation: Reservation) => canMove(reservation.status, 'CANCELLED');

/** Newest first: the API's order is not promised, and a manager looks for what just came in. */
const newestFirst = (a: Reservation, b: Reservation) => b.createdAt.localeCompare(a.createdAt);

const CancelDialog = ({
  target,
  busy,
  onKeep,
  onCancel,
}: {
  target: Reservation | null;
  busy: boolean;
  onKeep: () => void;
  onCancel: () => void;
}) => (
  <ConfirmDialog
    open={target !== null}
    title="Cancel reservation"
    cancelLabel="Keep reservation"
    confirmLabel="Cancel reservation"
    busyLabel="Cancelling..."
    busy={busy}
    onCancel={onKeep}
    onConfirm={onCancel}
  >
    <Text>
      Cancel reservation <strong>{target?.reference}</strong> for {target?.fullName}? Its nights become free for other
      guests. This action cannot be undone.
    </Text>
  </ConfirmDialog>
);

interface RowProps {
  reservation: Reservation;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  historyOpen: boolean;
  onToggleHistory: () => void;
}

/**
 * Columns kept few and stacked (room type with rooms; check-in, check-out and nights in one) so the table
 * fits the admin layout's content width at 1280 px beside the open sidebar: Status and the actions must
 * never scroll out of sight.
 */
export const RESERVATION_COLUMNS = ['Reference', 'Guest', 'Room', 'Stay', 'Total', 'Status', 'Actions'] as const;
const COLUMN_COUNT = RESERVATION_COLUMNS.length;
const nights = (r: Reservation) => Math.max(0, nightsBetween(r.departureDate, r.returnDate));

const ReservationRow = ({ reservation: r, busy, onConfirm, onCancel, historyOpen, onToggleHistory }: RowProps) => {
  const badge = STATUS_BADGES[r.status];
  return (
    <>
      <Table.Row>
        <Table.Cell fontFamily="mono" whiteSpace="nowrap">
          {r.reference}
        </Table.Cell>
        <Table.Cell>
          <Text fontWeight="600">{r.fullName}</Text>
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {r.email}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {r.phone}
          </Text>
        </Table.Cell>
        <Table.Cell>
          <Text>{r.roomTypeName ?? '—'}</Text>
          <Text fontSize="xs" color="fg.muted">
            {r.rooms ?? 1} {(r.rooms ?? 1) === 1 ? 'room' : 'rooms'}
            {r.roomNumbers?.length ? ` · ${r.roomNumbers.join(', ')}` : ''}
          </Text>
        </Table.Cell>
        <Table.Cell>
          {/* Dates as everywhere else (docs/spec-departures.md: "25 Nov 2026"), one per line so the column stays narrow. */}
          <Text whiteSpace="nowrap">{formatLocalDate(r.departureDate)} –</Text>
          <Text whiteSpace="nowrap">{formatLocalDate(r.returnDate)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {nights(r)} {nights(r) === 1 ? 'night' : 'nights'}
          </Text>
        </Table.Cell>
        <Table.Cell textAlign="end" whiteSpace="nowrap">
          {formatPrice(r.total, r.currency)}
        </Table.Cell>
        <Table.Cell>
          <Badge colorPalette={badge.palette} variant="subtle">
            {badge.label}
          </Badge>
        </Table.Cell>
        <Table.Cell pe="3">
          <HStack gap="1" justify="flex-end" flexWrap="wrap">
            {canConfirm(r) && (
              <Button
                size="sm"
                variant="subtle"
                colorPalette="green"
                aria-label={`Confirm ${r.reference}`}
                disabled={busy}
                onClick={onConfirm}
              >
                <LuCheck aria-hidden="true" /> Confirm
              </Button>
            )}
            {canCancel(r) && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={`Cancel ${r.reference}`}
                disabled={busy}
                onClick={onCancel}
              >
                <LuX aria-hidden="true" /> Cancel
              </Button>
            )}
            {/* The reservation's audit trail (issue 5): who confirmed, cancelled or moved it, and when. */}
            <Button
              size="sm"
              variant="ghost"
              aria-label={`History of ${r.reference}`}
              aria-expanded={historyOpen}
              aria-controls={`history-${r.id}`}
              onClick={onToggleHistory}
            >
              <LuHistory aria-hidden="true" /> History
            </Button>
          </HStack>
        </Table.Cell>
      </Table.Row>
      {historyOpen && (
        <Table.Row id={`history-${r.id}`} bg="bg.subtle">
          <Table.Cell colSpan={COLUMN_COUNT} py="4">
            <HistoryPanel entity="BOOKING" entityId={r.id} showHeading={false} />
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
};

/**
 * /hotel/reservations: the stay reservations of the current hotel (every hotel the admin manages
 * when none is chosen), newest first, with confirm and cancel.
 */
export const HotelReservationsPage = () => {
  const hotelId = useCurrentHotelId();
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const { data, loading, error } = useQuery(AdminHotelReservationsQuery, {
    variables: { hotelId, status: status || null, limit: RESERVATION_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const { confirm: confirmReservation, cancel: cancelReservation, cancelling, busy } = useReservationActions();
  const [toCancel, setToCancel] = useState<Reservation | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);

  const rows = useMemo(() => [...(data?.hotelReservations ?? [])].sort(newestFirst), [data]);
  // A status change leaves rows in a filtered list that no longer match; they go at the next fetch.
  const shown = status ? rows.filter((r) => r.status === status) : rows;

  const onConfirm = async (reservation: Reservation) => {
    try {
      await confirmReservation(reservation.id);
      toaster.create({
        type: 'success',
        title: messages.confirmed,
        description: reservation.reference,
        duration: RESERVATIONS_TOAST_MS,
      });
    } catch (caught) {
      const reason = getErrorMessage(caught, '');
      toaster.create({
        type: 'error',
        title: messages.confirmFailed,
        description: reason || undefined,
        duration: RESERVATIONS_TOAST_MS,
      });
    }
  };

  const onCancel = async () => {
    const reservation = toCancel;
    if (!reservation) return;
    try {
      await cancelReservation(reservation.id);
      toaster.create({
        type: 'success',
        title: messages.cancelled,
        description: reservation.reference,
        duration: RESERVATIONS_TOAST_MS,
      });
    } catch (caught) {
      const reason = getErrorMessage(caught, '');
      toaster.create({
        type: 'error',
        title: messages.cancelFailed,
        description: reason || undefined,
        duration: RESERVATIONS_TOAST_MS,
      });
    } finally {
      setToCancel(null);
    }
  };

  const body = (() => {
    if (loading && !data) return (
        <TableSkeleton
          label="Loading reservations..."
          columns={[...RESERVATION_COLUMNS]}
        />
      );
    if (error && !data) return <ErrorState>{getErrorMessage(error, messages.loadReservationsFailed)}</ErrorState>;
    if (shown.length === 0) return <EmptyState>{messages.noReservations}</EmptyState>;
    return (
      // whiteSpace normal: Chakra's Table.ScrollArea makes everything inside it nowrap, which undid the
      // stacked columns above (a guest's name and e-mail on one unbreakable line pushed Status and the
      // actions out of sight at 1280–1366 px, issue 17). Cells that must stay on one line say so themselves.
      <AdminTable
        caption="Reservations"
        columns={RESERVATION_COLUMNS.map((label) => ({ label, end: label === 'Total' || label === 'Actions' }))}
        whiteSpace="normal"
      >
        {shown.map((reservation) => (
          <ReservationRow
            key={reservation.id}
            reservation={reservation}
            busy={busy}
            onConfirm={() => void onConfirm(reservation)}
            onCancel={() => setToCancel(reservation)}
            historyOpen={historyOf === reservation.id}
            onToggleHistory={() => setHistoryOf((open) => (open === reservation.id ? null : reservation.id))}
          />
        ))}
      </AdminTable>
    );
  })();

  return (
    <Stack gap="6">
      <PageHeader
        title="Reservations"
        description={
          hotelId ? (
            'Stay reservations of the current hotel, newest first.'
          ) : (
            <>
              Stay reservations of every hotel you manage. <RouterLink to={paths.hotelList.to()}>Choose a hotel</RouterLink> to
              see only its own.
            </>
          )
        }
        actions={
          <Field.Root w="52">
            <Field.Label>Status</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={status} onChange={(event) => setStatus(event.currentTarget.value as BookingStatus | '')}>
                {STATUS_FILTERS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        }
      />
      {body}
      <CancelDialog
        target={toCancel}
        busy={cancelling}
        onKeep={() => setToCancel(null)}
        onCancel={() => void onCancel()}
      />
    </Stack>
  );
};
