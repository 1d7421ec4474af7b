import { useMutation, useQuery } from '@apollo/client/react';
import { HStack, IconButton, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { LuEye, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../admin-packages/components/page-header';
import { evictEntity } from '../cache';
import { CurrentHotelGate } from '../components/current-hotel-gate';
import { Panel } from '../components/form-bits';
import { RoomTypeForm } from '../components/room-type-form';
import { useConfirmDelete } from '../components/use-confirm-delete';
import { roomTypeMessages } from '../constants';
import { DeleteRoomTypeMutation, RoomTypesQuery } from '../graphql';
import { formatRand } from '../format';

/** /roomtypes: add a room type to the current hotel, and its list with view, edit and delete. */
export const RoomTypesPage = () => (
  <CurrentHotelGate title="Room Types">{(hotelId) => <RoomTypes hotelId={hotelId} />}</CurrentHotelGate>
);

const RoomTypes = ({ hotelId }: { hotelId: string }) => {
  // A new key after each save remounts the form: the spec's "success resets the form", photos included.
  const [formKey, setFormKey] = useState(0);
  const { data, loading, error } = useQuery(RoomTypesQuery, { variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [deleteRoomType] = useMutation(DeleteRoomTypeMutation);
  const remover = useConfirmDelete({
    run: (id) => deleteRoomType({ variables: { id }, update: (cache) => evictEntity(cache, 'RoomType', id) }),
    success: roomTypeMessages.deleted,
    failure: roomTypeMessages.deleteFailed,
  });
  const rows = data?.roomTypes ?? [];

  const list = (() => {
    if (loading && !data) return <LoadingState text="Loading room types..." />;
    if (error && !data) return <ErrorState>{roomTypeMessages.loadFailed}</ErrorState>;
    if (rows.length === 0) return <EmptyState>{roomTypeMessages.none}</EmptyState>;
    return (
      <Table.ScrollArea borderWidth="1px" borderRadius="lg">
        <Table.Root size="sm" interactive>
          <Table.Caption captionSide="top" srOnly>
            Room types
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Capacity</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Base rate</Table.ColumnHeader>
              <Table.ColumnHeader>Amenities</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((roomType) => (
              <Table.Row key={roomType.id}>
                <Table.Cell fontWeight="600" whiteSpace="normal" minW="40">
                  {roomType.name}
                </Table.Cell>
                <Table.Cell textAlign="end">{roomType.capacity}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRand(roomType.baseRate)}
                </Table.Cell>
                <Table.Cell whiteSpace="normal" minW="48">
                  {roomType.amenities.join(', ') || '—'}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="0.5" justify="flex-end">
                    <IconButton asChild size="sm" variant="ghost" aria-label={`View ${roomType.name}`} title="View">
                      <RouterLink to={paths.viewRoomType.to(roomType.id)}>
                        <LuEye />
                      </RouterLink>
                    </IconButton>
                    <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${roomType.name}`} title="Edit">
                      <RouterLink to={paths.editRoomType.to(roomType.id)}>
                        <LuPencil />
                      </RouterLink>
                    </IconButton>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Delete ${roomType.name}`}
                      title="Delete"
                      onClick={() => remover.ask({ id: roomType.id, name: roomType.name })}
                    >
                      <LuTrash2 />
                    </IconButton>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  })();

  return (
    <Stack gap="6">
      <PageHeader title="Room Types" description="The kinds of room this hotel sells, with their base rate per night." />
      <Panel title="Add Room Type">
        <RoomTypeForm key={formKey} mode="create" hotelId={hotelId} onSaved={() => setFormKey((key) => key + 1)} />
      </Panel>
      <Panel title="Room types of this hotel" label="Room type list">
        {list}
      </Panel>
      {remover.dialog}
    </Stack>
  );
};
