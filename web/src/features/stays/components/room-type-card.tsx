import { Alert, Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuUsers } from 'react-icons/lu';
import type { StayAvailabilityQuery as StayAvailabilityResult } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/format';
import { plural } from '../stay-format';
import type { StaySearch } from '../stay-search';
import { PriceBreakdown } from './price-breakdown';
import { ReservationConfirmation, ReservationForm, type ReservedStay } from './reservation-form';
import { ResponsivePhoto } from '../../../components/responsive-photo';

export type RoomTypeAvailability = StayAvailabilityResult['stayAvailability']['roomTypes'][number];

interface RoomTypeCardProps {
  hotelId: string;
  availability: RoomTypeAvailability;
  search: StaySearch;
  /** Fetches availability again (after a reservation, or when the room was taken meanwhile). */
  refresh: () => void;
}

/**
 * One room type for the requested stay: capacity, amenities, photos, whether it is free for the
 * party (or why not), the price of each night and the total, and Reserve.
 */
export const RoomTypeCard = ({ hotelId, availability, search, refresh }: RoomTypeCardProps) => {
  const { roomType, available, reason, nights, nightly, total, unitsFree } = availability;
  const [reserving, setReserving] = useState(false);
  const [booked, setBooked] = useState<ReservedStay | null>(null);
  const [taken, setTaken] = useState<string | null>(null);
  const headingId = `room-type-${roomType.id}`;
  const reserveButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // Cancel closes the form: the keyboard goes back to Reserve instead of the top of the page.
  useEffect(() => {
    if (reserving || !refocus.current) return;
    refocus.current = false;
    reserveButton.current?.focus();
  }, [reserving]);

  const onReserved = (booking: ReservedStay) => {
    setReserving(false);
    setBooked(booking);
    refresh();
  };

  const onUnavailable = (message: string) => {
    setReserving(false);
    setTaken(message);
    refresh();
  };

  return (
    <Card.Root as="article" aria-labelledby={headingId} borderRadius="xl">
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Flex gap="3" justify="space-between" align="start" wrap="wrap">
          <Stack gap="1">
            <Heading as="h3" size="lg" id={headingId}>
              {roomType.name}
            </Heading>
            <HStack gap="1.5" color="fg.muted" fontSize="sm">
              <LuUsers aria-hidden="true" />
              <Text>Sleeps {roomType.capacity}</Text>
            </HStack>
          </Stack>
          {available ? (
            <Badge colorPalette="green" size="lg">
              Available{unitsFree <= 3 ? ` · ${plural(unitsFree, 'room')} left` : ''}
            </Badge>
          ) : (
            <Badge colorPalette="red" size="lg">
              Not available
            </Badge>
          )}
        </Flex>
        {roomType.photos.length > 0 && (
          <HStack as="ul" listStyleType="none" gap="2" overflowX="auto" pb="1" aria-label={`${roomType.name} photos`}>
            {roomType.photos.map((photo, index) => (
              <Box as="li" key={`${index}-${photo}`} flexShrink={0}>
                <ResponsivePhoto src={photo} sizes="10rem" alt={`${roomType.name}, photo ${index + 1}`} h="28" w="40" objectFit="cover" borderRadius="md" />
              </Box>
            ))}
          </HStack>
        )}
        {roomType.description && <Text color="fg.muted">{roomType.description}</Text>}
        {roomType.amenities.length > 0 && (
          <Wrap as="ul" listStyleType="none" gap="1.5" aria-label={`${roomType.name} amenities`}>
            {roomType.amenities.map((amenity) => (
              <li key={amenity}>
                <Badge variant="subtle">{amenity}</Badge>
              </li>
            ))}
          </Wrap>
        )}
        {!available && reason && <Text color="fg.error">{reason}</Text>}
        {taken && (
          <Alert.Root status="error" role="alert" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Description>{taken}</Alert.Description>
          </Alert.Root>
        )}
        {nights.length > 0 && <PriceBreakdown roomTypeName={roomType.name} nights={nights} rooms={search.options.room} total={total} />}
        {booked ? (
          <ReservationConfirmation booking={booked} />
        ) : reserving && available ? (
          <ReservationForm
            hotelId={hotelId}
            roomTypeId={roomType.id}
            roomTypeName={roomType.name}
            search={search}
            total={total}
            onReserved={onReserved}
            onUnavailable={onUnavailable}
            onCancel={() => {
              refocus.current = true;
              setReserving(false);
            }}
          />
        ) : (
          <Flex gap="3" justify="space-between" align="center" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {formatPrice(nightly)} a night on average
            </Text>
            {available && (
              <Button
                ref={reserveButton}
                colorPalette="sunset"
                onClick={() => {
                  setTaken(null);
                  setReserving(true);
                }}
                aria-describedby={headingId}
              >
                Reserve
              </Button>
            )}
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
};
