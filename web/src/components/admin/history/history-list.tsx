import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { EmptyState } from '../../page-states';
import { formatSaDateTime } from '../../../lib/dates';
import { actionLabel, auditChangeValue, auditValue, fieldLabel, readableChanges } from './describe';
import type { AuditEventFieldsFragment } from './graphql';

export const NO_HISTORY = 'No changes recorded yet.';

type HistoryEvent = Pick<AuditEventFieldsFragment, 'id' | 'action' | 'actorName' | 'createdAt' | 'changes'>;

/** The currency the event's amounts are in, when the row names one (a booking in US$). */
const currencyOf = (event: HistoryEvent): string | undefined => {
  const change = event.changes.find((c) => c.field === 'currency');
  const value = auditValue(change?.after ?? change?.before);
  return /^[A-Z]{3}$/.test(value) ? value : undefined;
};

/** Who did what when, oldest first as the API returns it, each changed field as before → after. */
export const HistoryList = ({ events }: { events: readonly HistoryEvent[] }) => {
  if (events.length === 0) return <EmptyState>{NO_HISTORY}</EmptyState>;
  return (
    <List.Root as="ol" listStyleType="none" gap="3" aria-label="History events">
      {events.map((event) => (
        <List.Item key={event.id} borderWidth="1px" borderRadius="lg" p="3" bg="bg">
          <Stack gap="2" w="full">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <HStack gap="2">
                <Badge variant="subtle" colorPalette="gray">
                  {actionLabel(event.action)}
                </Badge>
                <Text fontSize="sm" fontWeight="600">
                  {event.actorName}
                </Text>
              </HStack>
              <Text asChild fontSize="xs" color="fg.muted">
                <time dateTime={event.createdAt}>{formatSaDateTime(event.createdAt)}</time>
              </Text>
            </HStack>
            {readableChanges(event.changes).length > 0 && (
              <Box as="dl" fontSize="sm" display="grid" gridTemplateColumns="minmax(7rem, max-content) 1fr" columnGap="3" rowGap="1">
                {readableChanges(event.changes).map((change) => (
                  <Box key={change.field} display="contents">
                    <Text as="dt" color="fg.muted">
                      {fieldLabel(change.field)}
                    </Text>
                    <Text as="dd" wordBreak="break-word">
                      <Text as="span" color="fg.muted" textDecoration={change.before ? 'line-through' : undefined}>
                        {auditChangeValue(change.field, change.before, currencyOf(event))}
                      </Text>
                      <Box as="span" display="inline-block" mx="1.5" verticalAlign="middle" color="fg.muted">
                        <LuArrowRight role="img" aria-label="changed to" size="12" />
                      </Box>
                      <Text as="span">{auditChangeValue(change.field, change.after, currencyOf(event))}</Text>
                    </Text>
                  </Box>
                ))}
              </Box>
            )}
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
};
