import { Alert, Badge, Box, Button, DataList, Field, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { FieldErrorText } from '../../../components/field-error-text';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/page-states';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import type { ReserveStayMutation as ReserveStayResult } from '../../../gql/graphql';
import { getErrorMessage, getFieldErrors, hasErrorCode } from '../../../lib/errors';
import { formatPrice } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { idempotencyContext, useIdempotencyKeeper } from '../../../lib/idempotency';
import { scrollBehavior } from '../../../lib/motion';
import { useSession } from '../../../lib/session-context';
import { ReserveStayMutation } from '../graphql';
import { NO_LONGER_AVAILABLE, RESERVATION_PENDING_TEXT, reservationSchema } from '../reservation-schema';
import { formatLocalDateWithWeekday } from '../../../lib/dates';
import { partySummary, plural } from '../stay-format';
import { checkInOf, checkOutOf, nightsOf, type StaySearch } from '../stay-search';
import { useUnsavedFormGuard } from '../../../components/unsaved-changes';

export type ReservedStay = ReserveStayResult['reserveStay'];

/** The booking reference and what was reserved; focused when it appears so screen readers hear it. */
export const ReservationConfirmation = ({ booking }: { booking: ReservedStay }) => {
  const { user } = useSession();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Alert.Root status="success" borderRadius="lg" role="status" ref={ref} tabIndex={-1} alignItems="start" _focusVisible={{ outline: '2px solid', outlineColor: 'green.500' }}>
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>Reservation received</Alert.Title>
        <Alert.Description>
          <Stack gap="3">
            <Text>
              Your booking reference is{' '}
              <Text as="strong" whiteSpace="nowrap">
                {booking.reference}
              </Text>
              . {RESERVATION_PENDING_TEXT}
            </Text>
            <DataList.Root orientation="horizontal" size="sm" gap="1.5">
              <DataList.Item>
                <DataList.ItemLabel>Room type</DataList.ItemLabel>
                <DataList.ItemValue>
                  {booking.roomTypeName}
                  {booking.rooms && booking.rooms > 1 ? ` × ${booking.rooms}` : ''}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Check-in</DataList.ItemLabel>
                <DataList.ItemValue>{formatLocalDateWithWeekday(booking.departureDate)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Check-out</DataList.ItemLabel>
                <DataList.ItemValue>{formatLocalDateWithWeekday(booking.returnDate)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Total</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="700">{formatPrice(booking.total)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Status</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Badge colorPalette="yellow">{booking.status}</Badge>
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            {user && (
              <Link asChild color="brand.fg" fontWeight="600">
                <RouterLink to={paths.myBookings.to()}>See your bookings</RouterLink>
              </Link>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
};

interface ReservationFormProps {
  hotelId: string;
  roomTypeId: string;
  roomTypeName: string;
  search: StaySearch;
  total: number;
  onReserved: (booking: ReservedStay) => void;
  /** Someone else took the room: the card says so and the page fetches availability again. */
  onUnavailable: (message: string) => void;
  onCancel: () => void;
}

/** Full name, email, phone and special requests; the price is the server's, never sent from here. */
export const ReservationForm = ({ hotelId, roomTypeId, roomTypeName, search, total, onReserved, onUnavailable, onCancel }: ReservationFormProps) => {
  const { user } = useSession();
  const [reserve, { loading }] = useMutation(ReserveStayMutation);
  const { fieldErrors, setFieldErrors, validate, focusFirstInvalid } = useZodForm({ focusInvalid: true });
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const { attachForm: guardForm, dialog: unsavedDialog, markSaved } = useUnsavedFormGuard();
  // One stable ref for both: the focus below and the unsaved-changes guard (a new function each
  // render would make the guard start over, forgetting what was typed).
  const attachForm = useCallback(
    (form: HTMLFormElement | null) => {
      formRef.current = form;
      guardForm(form);
    },
    [guardForm],
  );
  // The same reservation sent again after a failure reuses its key, so it is not made twice.
  const idempotency = useIdempotencyKeeper();

  // The form opens where Reserve was: put the keyboard in its first field.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = validate(form, reservationSchema);
    if (parsed === null) return;
    setError(null);
    try {
      const input = {
        ...parsed,
        hotelId,
        roomTypeId,
        checkIn: checkInOf(search),
        checkOut: checkOutOf(search),
        adults: search.options.adult,
        children: search.options.children,
        rooms: search.options.room,
      };
      const { data } = await reserve({ variables: { input }, context: idempotencyContext(idempotency.keyFor(input)) });
      if (!data) throw new Error('The server sent no reservation');
      idempotency.succeeded();
      markSaved();
      onReserved(data.reserveStay);
    } catch (caught) {
      if (hasErrorCode(caught, 'CONFLICT')) {
        onUnavailable(getErrorMessage(caught, NO_LONGER_AVAILABLE));
        return;
      }
      const fields = getFieldErrors(caught);
      setFieldErrors(fields);
      focusFirstInvalid(form);
      if (Object.keys(fields).length === 0) setError(getErrorMessage(caught, 'The reservation could not be made. Please try again.'));
    }
  };

  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
      <form ref={attachForm} onSubmit={onSubmit} noValidate aria-label={`Reserve ${roomTypeName}`}>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {roomTypeName} · {formatLocalDateWithWeekday(checkInOf(search))} to {formatLocalDateWithWeekday(checkOutOf(search))} ({plural(nightsOf(search), 'night')}) ·{' '}
            {partySummary(search.options)} · {formatPrice(total)}
          </Text>
          {error && <ErrorState>{error}</ErrorState>}
          <TextField name="fullName" label="Full name" autoComplete="name" required error={fieldErrors.fullName} />
          {/* Keyed by the user: a page rendered on the server starts signed out, then fills in the signed-in e-mail. */}
          <TextField key={user?.id ?? 'signed-out'} name="email" label="Email" type="email" autoComplete="email" required defaultValue={user?.email ?? ''} error={fieldErrors.email} />
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required error={fieldErrors.phone} />
          <Field.Root invalid={Boolean(fieldErrors.specialRequests)}>
            <Field.Label>Special requests</Field.Label>
            <Textarea name="specialRequests" rows={3} maxLength={2000} />
            {fieldErrors.specialRequests && <FieldErrorText>{fieldErrors.specialRequests}</FieldErrorText>}
          </Field.Root>
          <HStack gap="3" flexWrap="wrap">
            <Button type="submit" colorPalette="sunset" loading={loading} loadingText="Reserving...">
              Confirm reservation
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel} disabled={loading}>
              Cancel
            </Button>
          </HStack>
        </Stack>
        {unsavedDialog}
      </form>
    </Box>
  );
};
