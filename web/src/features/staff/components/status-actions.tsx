import { useQuery } from '@apollo/client/react';
import { Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { toaster } from '../../../components/toaster';
import { getErrorMessage } from '../../../lib/errors';
import { messages, STAFF_TOAST_MS } from '../constants';
import type { InboxItemKind } from '../../../gql/graphql';
import type { InboxStatus } from '../graphql';
import { useSetInboxStatus } from '../mutations';
import { InboxItemQuotesQuery } from '../quotes/graphql';
import { allowedMoves, needsConfirmation } from '../workflow';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The button for each move, worded as what the staff member has done or does now. */
const MOVE_LABELS: Record<InboxStatus, { label: string; palette?: string; variant: 'solid' | 'outline' | 'ghost' }> = {
  PENDING: { label: 'Back to pending', variant: 'outline' },
  CONTACTED: { label: 'Mark contacted', variant: 'outline' },
  QUOTED: { label: 'Mark quoted', variant: 'outline' },
  CONFIRMED: { label: 'Confirm', palette: 'green', variant: 'solid' },
  COMPLETED: { label: 'Mark completed', palette: 'blue', variant: 'outline' },
  DECLINED: { label: 'Decline', palette: 'gray', variant: 'ghost' },
  CANCELLED: { label: 'Cancel', palette: 'red', variant: 'ghost' },
};

export const statusActionTexts = {
  openInvoice: 'This booking has an open invoice: to cancel it, cancel the invoice (with its credit note and any fee). That cancels the booking and its quote too.',
  openTheInvoice: 'Open the invoice',
  cancelledWithInvoice: 'Cancelled with its invoice: the credit note and any refund are on the invoice.',
  closed: 'This item is closed: its status can no longer change.',
} as const;

/**
 * The invoice of the item's accepted quote, if any (trip-money.ts): while it is open the item can be
 * cancelled or declined only by cancelling the invoice, which the server enforces; once cancelled the
 * quote is CANCELLED and the invoice holds the credit note. Read from the quotes the page lists anyway.
 */
const useItemInvoice = (itemId: string, kind: InboxItemKind | undefined): { id: string; open: boolean } | null => {
  const { data } = useQuery(InboxItemQuotesQuery, { variables: { inboxItemId: itemId }, skip: kind === 'CONTACT' });
  const quote = data?.quotes.find((q) => (q.status === 'ACCEPTED' || q.status === 'CANCELLED') && q.invoiceId);
  return quote?.invoiceId ? { id: quote.invoiceId, open: quote.status === 'ACCEPTED' } : null;
};

const InvoiceLink = ({ invoiceId }: { invoiceId: string }) => (
  <Link asChild color="brand.fg" fontSize="sm" fontWeight="600">
    <RouterLink to={paths.staffInvoice.to(invoiceId)}>{statusActionTexts.openTheInvoice}</RouterLink>
  </Link>
);

/** A contact message is answered rather than contacted. */
const ANSWERED: (typeof MOVE_LABELS)[InboxStatus] = { label: 'Mark answered', variant: 'outline' };

interface StatusActionsProps {
  itemId: string;
  /** A contact message has its own few moves (workflow.ts). */
  kind?: InboxItemKind;
  reference: string;
  status: InboxStatus;
  /** Whether the customer can be notified (the item has an email address). */
  hasEmail: boolean;
}

/** Only the moves the workflow allows from the current status; the final ones are asked twice. */
export const StatusActions = ({ itemId, kind, reference, status, hasEmail }: StatusActionsProps) => {
  const { setStatus, loading } = useSetInboxStatus(itemId);
  const [pending, setPending] = useState<InboxStatus | null>(null);
  const [asking, setAsking] = useState<InboxStatus | null>(null);
  const invoice = useItemInvoice(itemId, kind);
  // The server refuses to end an item with an open invoice (the server's message stays the fallback).
  const moves = allowedMoves(status, kind).filter((to) => !(invoice?.open && (to === 'CANCELLED' || to === 'DECLINED')));

  const move = async (to: InboxStatus) => {
    setPending(to);
    try {
      await setStatus(to);
      toaster.create({
        type: 'success',
        title: hasEmail ? messages.statusUpdatedNotified : messages.statusUpdated,
        duration: STAFF_TOAST_MS,
      });
    } catch (caught) {
      toaster.create({
        type: 'error',
        title: messages.statusFailed,
        description: getErrorMessage(caught, '') || undefined,
        duration: STAFF_TOAST_MS,
      });
    } finally {
      setPending(null);
      setAsking(null);
    }
  };

  if (moves.length === 0 && !invoice?.open)
    return (
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {status === 'CANCELLED' && invoice && !invoice.open ? statusActionTexts.cancelledWithInvoice : statusActionTexts.closed}
        </Text>
        {invoice && <InvoiceLink invoiceId={invoice.id} />}
      </Stack>
    );

  const asked = asking ? MOVE_LABELS[asking] : null;
  return (
    <>
      {invoice?.open && (
        <Stack gap="1" mb="3">
          <Text fontSize="sm">{statusActionTexts.openInvoice}</Text>
          <InvoiceLink invoiceId={invoice.id} />
        </Stack>
      )}
      {moves.length > 0 && (
        <Flex gap="2" wrap="wrap" role="group" aria-label="Change status">
          {moves.map((to) => {
            const { label, palette, variant } = kind === 'CONTACT' && to === 'CONTACTED' ? ANSWERED : MOVE_LABELS[to];
            return (
              <Button
                key={to}
                size="sm"
                variant={variant}
                colorPalette={palette}
                disabled={loading}
                loading={pending === to && !asking}
                onClick={() => (needsConfirmation(to) ? setAsking(to) : void move(to))}
              >
                {label}
              </Button>
            );
          })}
        </Flex>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'DECLINED' ? `Decline ${reference}?` : `Cancel ${reference}?`}
        cancelLabel="Keep it"
        confirmLabel={asked?.label}
        confirmPalette={asked?.palette ?? 'red'}
        busy={loading}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void move(asking)}
      >
        <Text>
          {asking === 'DECLINED' ? 'The request will be declined' : 'The booking will be cancelled'}
          {hasEmail ? ' and the customer told by email' : ''}. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
};
