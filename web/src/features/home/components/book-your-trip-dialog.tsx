import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { TextField } from '../../../components/text-field';
import { useDeferredOpen, type DeferredControlProps } from '../../../lib/deferred-control';
import { EnquiryReceipt } from '../../../components/enquiry-receipt';
import { HoneypotField } from '../../../components/honeypot-field';
import { tripBookingSchema, type TripBookingValues } from '../../enquiries/enquiry-schemas';
import { MESSAGE_SENT_TEXT, messageFailedText, toastFailure, toastSuccess } from '../../enquiries/enquiry-toasts';
import { useRequestTripBooking } from '../../enquiries/mutations';
import { useEnquirySubmit } from '../../enquiries/use-enquiry-submit';
import { BookYourTripButton } from './book-your-trip-button';

/**
 * The spec's "Book Your Trip" popup (Name, email, Address, Book Now, a close icon). The spec's had no
 * submit behaviour; this one reaches the agency: stored as an enquiry for the staff inbox, mailed to
 * both sides, and the visitor sees the reference in the popup.
 */
const BookYourTripForm = () => {
  const requestTripBooking = useRequestTripBooking();
  const { onSubmit, fieldErrors, busy, reference } = useEnquirySubmit<TripBookingValues>({
    schema: () => tripBookingSchema,
    send: requestTripBooking,
    onSuccess: () => toastSuccess(MESSAGE_SENT_TEXT),
    onFailure: (error) => toastFailure(messageFailedText(error), error),
  });
  return (
    <>
      <EnquiryReceipt reference={reference} title="Request sent: a travel consultant will contact you" />
      <form onSubmit={onSubmit} noValidate aria-label="Book Your Trip">
        <Stack gap="4">
          <TextField name="name" label="Name" autoComplete="name" required maxLength={120} error={fieldErrors.name} />
          <TextField name="email" label="Email" type="email" autoComplete="email" required error={fieldErrors.email} />
          <TextField name="address" label="Address" autoComplete="street-address" required maxLength={300} error={fieldErrors.address} />
          <HoneypotField />
          <Button type="submit" colorPalette="sunset" loading={busy} loadingText="Sending...">
            Book Now
          </Button>
        </Stack>
      </form>
    </>
  );
};

/** The popup and its button (a chunk of its own: zod and the dialog load when a visitor reaches for it). */
export const BookYourTripDialog = ({ initialOpen = false }: DeferredControlProps) => {
  const [open, setOpen] = useDeferredOpen(initialOpen);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <BookYourTripButton />
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Book Your Trip</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {/* Remounted on every opening: a sent request's reference does not greet the next one. */}
              {open && <BookYourTripForm />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
