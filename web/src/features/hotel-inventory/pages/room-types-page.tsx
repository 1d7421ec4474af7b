import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/admin/page-header';
import { evictEntity } from '../cache';
import { CurrentHotelGate } from '../components/current-hotel-gate';
import { Panel } from '../components/form-bits';
import { InventoryTable } from '../components/inventory-table';
import { RowActions } from '../components/row-actions';
import { RoomTypeForm } from '../components/room-type-form';
import { RoomTypeDeletionImpact } from '../components/room-type-deletion-impact';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { INVENTORY_TOAST_MS, roomTypeMessages } from '../constants';
import { DeleteRoomTypeMutation, RoomTypesQuery } from '../graphql';
import { formatRand } from '../format';

/** /roomtypes: add a room type to the current hotel, and its list with view, edit and delete. */
export const RoomTypesPage = () => (
  <CurrentHotelGate title="Room Types">{(hotelId) => <RoomTypes hotelId={hotelId} />}</CurrentHotelGate>
);

const COLUMNS = [
  { label: 'Name' },
  { label: 'Capacity', end: true },
  { label: 'Base rate', end: true },
  { label: 'Amenities' },
  { label: 'Actions', end: true },
];

const RoomTypes = ({ hotelId }: { hotelId: string }) => {
  // A new key after each save remounts the form: the spec's "success resets the form", photos included.
  const [formKey, setFormKey] = useState(0);
  const query = useQuery(RoomTypesQuery, { variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [deleteRoomType] = useMutation(DeleteRoomTypeMutation);
  const remover = useConfirmDelete({
    toastMs: INVENTORY_TOAST_MS,
    run: (id) => deleteRoomType({ variables: { id }, update: (cache) => evictEntity(cache, 'RoomType', id) }),
    success: roomTypeMessages.deleted,
    failure: roomTypeMessages.deleteFailed,
    details: (target) => <RoomTypeDeletionImpact id={target.id} />,
  });
  const rows = query.data?.roomTypes ?? [];

  return (
    <Stack gap="6">
      <PageHeader title="Room Types" description="The kinds of room this hotel sells, with their base rate per night." />
      <Panel title="Add Room Type">
        <RoomTypeForm key={formKey} mode="create" hotelId={hotelId} onSaved={() => setFormKey((key) => key + 1)} />
      </Panel>
      <Panel title="Room types of this hotel" label="Room type list">
        <InventoryTable
          query={query}
          count={rows.length}
          loadingText="Loading room types..."
          loadFailed={roomTypeMessages.loadFailed}
          none={roomTypeMessages.none}
          caption="Room types"
          columns={COLUMNS}
        >
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
                <RowActions
                  name={roomType.name}
                  view={paths.viewRoomType.to(roomType.id)}
                  edit={paths.editRoomType.to(roomType.id)}
                  onDelete={() => remover.ask({ id: roomType.id, name: roomType.name })}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </InventoryTable>
      </Panel>
      {remover.dialog}
    </Stack>
  );
};
