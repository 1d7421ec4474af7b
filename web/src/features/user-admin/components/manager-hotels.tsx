import { Button, HStack, IconButton, NativeSelect, Stack, Tag, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuPlus, LuX } from 'react-icons/lu';
import type { UserAccountFieldsFragment } from '../../../gql/graphql';

export interface HotelChoice {
  id: string;
  name: string;
  city: string;
}

interface ManagerHotelsProps {
  account: UserAccountFieldsFragment;
  /** Every hotel of the agency, to pick the next one from. */
  hotels: readonly HotelChoice[];
  busy: boolean;
  onAdd: (hotelId: string) => Promise<boolean>;
  onRemove: (hotelId: string, hotelName: string) => void;
}

/** A hotel manager's hotels, each removable, and a picker to add one more. */
export const ManagerHotels = ({ account, hotels, busy, onAdd, onRemove }: ManagerHotelsProps) => {
  const [chosen, setChosen] = useState('');
  const assigned = new Set(account.hotels.map((hotel) => hotel.id));
  const others = hotels.filter((hotel) => !assigned.has(hotel.id));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) return;
    if (await onAdd(chosen)) setChosen('');
  };

  return (
    <Stack gap="2" minW="56">
      {account.hotels.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No hotels yet
        </Text>
      ) : (
        <HStack as="ul" listStyleType="none" gap="1.5" flexWrap="wrap" aria-label={`Hotels of ${account.username}`}>
          {account.hotels.map((hotel) => (
            <li key={hotel.id}>
              <Tag.Root size="md" variant="subtle" colorPalette="brand">
                <Tag.Label>{hotel.name}</Tag.Label>
                <Tag.EndElement>
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-label={`Remove ${hotel.name} from ${account.username}`}
                    title="Remove"
                    disabled={busy}
                    onClick={() => onRemove(hotel.id, hotel.name)}
                  >
                    <LuX />
                  </IconButton>
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </HStack>
      )}
      <form onSubmit={(event) => void submit(event)} aria-label={`Add a hotel for ${account.username}`}>
        <HStack gap="1.5">
          <NativeSelect.Root size="xs" disabled={others.length === 0 || busy} minW="40">
            <NativeSelect.Field aria-label={`Hotel to add for ${account.username}`} value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
              <option value="">{others.length === 0 ? 'No other hotels' : 'Pick a hotel'}</option>
              {others.map((hotel) => (
                <option key={hotel.id} value={hotel.id}>
                  {hotel.name}
                  {hotel.city ? ` (${hotel.city})` : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button type="submit" size="xs" variant="outline" disabled={!chosen || busy} aria-label={`Add the hotel to ${account.username}`}>
            <LuPlus aria-hidden="true" /> Add
          </Button>
        </HStack>
      </form>
    </Stack>
  );
};
