import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { RoomTypeDeletionImpactQuery } from '../graphql';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 rooms (5 room numbers), 3 rate types and 40 dated rates" — only the parts there are. */
export const describeDeletionImpact = (impact: { rooms: number; roomNumbers: number; rateTypes: number; rates: number }): string | null => {
  const parts = [
    impact.rooms > 0 ? `${count(impact.rooms, 'room', 'rooms')} (${count(impact.roomNumbers, 'room number', 'room numbers')})` : null,
    impact.rateTypes > 0 ? count(impact.rateTypes, 'rate type', 'rate types') : null,
    impact.rates > 0 ? count(impact.rates, 'dated rate', 'dated rates') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
};

/**
 * Under the room type deletion question: what goes with it, counted by the server, so a manager does not
 * lose rooms and rates without being told. While counting, or if the count fails, it says so instead.
 */
export const RoomTypeDeletionImpact = ({ id }: { id: string }) => {
  const { data, loading, error } = useQuery(RoomTypeDeletionImpactQuery, { variables: { id }, fetchPolicy: 'network-only' });
  if (loading) return <Text mt="2" color="fg.muted">Counting what is deleted with it…</Text>;
  if (error || !data)
    return <Text mt="2">Its rooms, room numbers, rate types and dated rates are deleted with it.</Text>;
  const what = describeDeletionImpact(data.roomTypeDeletionImpact);
  return (
    <Text mt="2" fontWeight={what ? '600' : undefined}>
      {what ? `Also deleted with it: ${what}.` : 'Nothing else is deleted with it: it has no rooms, rate types or dated rates.'}
    </Text>
  );
};
