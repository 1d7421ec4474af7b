import { useApolloClient, useQuery } from '@apollo/client/react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { getCurrentHotelId, setCurrentHotelId, useCurrentHotelId } from '../../lib/current-hotel';
import { AdminManagedHotelsQuery } from '../../features/admin-hotels/graphql';

/**
 * The admin header's "Current hotel" select: shows which hotel the room type, room, rate and
 * reservation pages work on, and changes it. Hidden for admins who manage no hotel.
 */
export const HotelSwitcher = () => {
  const currentId = useCurrentHotelId();
  const client = useApolloClient();
  const { data, loading } = useQuery(AdminManagedHotelsQuery);
  const hotels = data?.managedHotels;
  const known = Boolean(hotels?.some((hotel) => hotel.id === currentId));
  // The unknown choice already being checked against a fresh list: one check per choice, never a loop.
  const checked = useRef<string | null>(null);

  // With none chosen, start on the first hotel so the hotel pages have a scope straight away. A
  // chosen hotel missing from the list may be one created a moment ago (the cached list is older),
  // so it is replaced only when a fresh list still lacks it (deleted, or another account's choice).
  useEffect(() => {
    if (loading || !hotels || hotels.length === 0 || known) return;
    if (!currentId) {
      setCurrentHotelId(hotels[0]!.id);
      return;
    }
    if (checked.current === currentId) return;
    checked.current = currentId;
    client
      .query({ query: AdminManagedHotelsQuery, fetchPolicy: 'network-only' })
      .then((result) => {
        const fresh = result.data?.managedHotels ?? [];
        if (getCurrentHotelId() !== currentId || fresh.length === 0) return;
        if (!fresh.some((hotel) => hotel.id === currentId)) setCurrentHotelId(fresh[0]!.id);
      })
      .catch(() => {
        // Offline or refused: keep the choice; the pages say what went wrong.
      });
  }, [client, loading, hotels, known, currentId]);

  if (!hotels || hotels.length === 0) return null;
  return (
    // Never wider than the header: beside an unfolded sidebar on a phone the label and the select
    // stack and the select narrows, instead of spilling over the sidebar.
    <Field.Root orientation="horizontal" gap="2" w="auto" maxW="full" flexWrap="wrap">
      <Field.Label fontSize="sm" whiteSpace="nowrap" color="fg.muted" flex="none">
        Current hotel
      </Field.Label>
      {/* As wide as the longest name (a native select sizes to its options), up to the header's room; the
          title shows a name the header still has to cut. */}
      <NativeSelect.Root size="sm" w="auto" minW="40" maxW={{ base: 'full', md: 'md' }}>
        <NativeSelect.Field
          title={hotels.find((hotel) => hotel.id === currentId)?.name}
          value={known ? (currentId ?? '') : ''}
          onChange={(event) => setCurrentHotelId(event.currentTarget.value || null)}
        >
          {!known && <option value="">Choose a hotel</option>}
          {hotels.map((hotel) => (
            <option key={hotel.id} value={hotel.id}>
              {hotel.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
};
