import { useQuery } from '@apollo/client/react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useEffect } from 'react';
import { setCurrentHotelId, useCurrentHotelId } from '../current-hotel';
import { AdminManagedHotelsQuery } from '../graphql';

/**
 * The admin header's "Current hotel" select: shows which hotel the room type, room, rate and
 * reservation pages work on, and changes it. Hidden for admins who manage no hotel.
 */
export const HotelSwitcher = () => {
  const currentId = useCurrentHotelId();
  const { data } = useQuery(AdminManagedHotelsQuery);
  const hotels = data?.managedHotels;
  const known = Boolean(hotels?.some((hotel) => hotel.id === currentId));

  // With none chosen (or one that has gone), start on the first hotel rather than on nothing, so
  // the hotel pages have a scope straight away.
  useEffect(() => {
    if (hotels && hotels.length > 0 && !known) setCurrentHotelId(hotels[0]!.id);
  }, [hotels, known]);

  if (!hotels || hotels.length === 0) return null;
  return (
    <Field.Root orientation="horizontal" gap="2" w="auto">
      <Field.Label fontSize="sm" whiteSpace="nowrap" color="fg.muted" flex="none">
        Current hotel
      </Field.Label>
      <NativeSelect.Root size="sm" w={{ base: '40', md: '60' }}>
        <NativeSelect.Field
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
