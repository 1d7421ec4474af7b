import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../confirm-dialog';
import { formatLocalDate } from '../../lib/dates';
import { formatRandCents } from '../../lib/format';

interface AcceptQuoteDialogProps {
  open: boolean;
  title: string;
  quote: { totalCents: number; depositCents: number; depositDueOn: string; termsVersion?: string | null | undefined };
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export const acceptQuoteTexts = {
  agrees: (version: string | null | undefined) =>
    `Accepting also agrees to the cancellation policy and terms shown with this quote${version ? ` (version ${version})` : ''}: a cancellation fee may apply if the trip is cancelled.`,
} as const;

/**
 * The customer's last look before accepting a quote, from the e-mailed link or from My bookings: what
 * they agree to pay, when the deposit is due, and that they agree to the terms the quote was sent with.
 */
export const AcceptQuoteDialog = ({ open, title, quote, busy, onCancel, onConfirm }: AcceptQuoteDialogProps) => (
  <ConfirmDialog open={open} title={title} confirmLabel="Accept" busyLabel="Accepting..." confirmPalette="sunset" busy={busy} onCancel={onCancel} onConfirm={onConfirm}>
    <Text>
      You accept {formatRandCents(quote.totalCents)} including VAT and we send you an invoice. The deposit of {formatRandCents(quote.depositCents)} is due by{' '}
      {formatLocalDate(quote.depositDueOn)}.
    </Text>
    <Text mt="2">{acceptQuoteTexts.agrees(quote.termsVersion)}</Text>
  </ConfirmDialog>
);
