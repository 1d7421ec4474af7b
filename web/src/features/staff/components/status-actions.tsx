import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../../components/toaster';
import { getErrorMessage } from '../../../lib/errors';
import { messages, STAFF_TOAST_MS } from '../constants';
import type { InboxItemKind } from '../../../gql/graphql';
import type { InboxStatus } from '../graphql';
import { useSetInboxStatus } from '../mutations';
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
  const moves = allowedMoves(status, kind);

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

  if (moves.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        This item is closed: its status can no longer change.
      </Text>
    );

  const asked = asking ? MOVE_LABELS[asking] : null;
  return (
    <>
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
