import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { ErrorState } from '../../page-states';
import { getErrorMessage } from '../../../lib/errors';
import { AuditTrailQuery, type AuditEntity } from './graphql';
import { HistoryList } from './history-list';

export const HISTORY_LOAD_FAILED = 'Failed to load the history.';

interface HistoryPanelProps {
  entity: AuditEntity;
  entityId: string;
  /** Off when the panel sits under a heading of its own (a dialog, a toggled row). */
  showHeading?: boolean;
}

/**
 * The audit trail of one record: who changed what and when. Fetched fresh each time it is shown
 * (network-only), since the point is to see the latest changes, including other people's.
 */
export const HistoryPanel = ({ entity, entityId, showHeading = true }: HistoryPanelProps) => {
  const { data, loading, error, refetch } = useQuery(AuditTrailQuery, {
    variables: { entity, entityId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });

  const body = (() => {
    if (loading && !data)
      return (
        <Stack gap="2" aria-busy="true" aria-label="Loading history">
          <Skeleton h="14" borderRadius="lg" />
          <Skeleton h="14" borderRadius="lg" />
        </Stack>
      );
    if (error && !data)
      return (
        <Stack gap="2" align="flex-start">
          <ErrorState>{getErrorMessage(error, HISTORY_LOAD_FAILED)}</ErrorState>
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </Stack>
      );
    return <HistoryList events={data?.auditTrail ?? []} />;
  })();

  return (
    <Stack as="section" gap="3" aria-label="History">
      {showHeading && (
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            History
          </Heading>
        </HStack>
      )}
      {body}
    </Stack>
  );
};
