import { useQuery } from '@apollo/client/react';
import { Table } from '@chakra-ui/react';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { CurrentHotelGate } from '../components/current-hotel-gate';
import { InventoryPage } from '../components/inventory-page';
import { ActionsCell } from '../components/row-actions';
import { RoomTypeForm } from '../components/room-type-form';
import { RoomTypeDeletionImpact } from '../components/room-type-deletion-impact';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { INVENTORY_TOAST_MS, roomTypeMessages } from '../constants';
import { RoomTypesQuery } from '../graphql';
import { useDeleteRoomType } from '../mutations';
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
  const deleteRoomType = useDeleteRoomType();
  const remover = useConfirmDelete({
    toastMs: INVENTORY_TOAST_MS,
    run: deleteRoomType,
    success: roomTypeMessages.deleted,
    failure: roomTypeMessages.deleteFailed,
    details: (target) => <RoomTypeDeletionImpact id={target.id} />,
  });
  const rows = query.data?.roomTypes ?? [];

  return (
    <InventoryPage
      title="Room Types"
      description="The kinds of room this hotel sells, with their base rate per night."
      formTitle="Add Room Type"
      form={<RoomTypeForm key={formKey} mode="create" hotelId={hotelId} onSaved={() => setFormKey((key) => key + 1)} />}
      listTitle="Room types of this hotel"
      listLabel="Room type list"
      query={query}
      count={rows.length}
      loadingText="Loading room types..."
      loadFailed={roomTypeMessages.loadFailed}
      none={roomTypeMessages.none}
      caption="Room types"
      columns={COLUMNS}
      dialogs={remover.dialog}
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
          <ActionsCell
            name={roomType.name}
            view={paths.viewRoomType.to(roomType.id)}
            edit={paths.editRoomType.to(roomType.id)}
            onDelete={() => remover.ask({ id: roomType.id, name: roomType.name })}
          />
        </Table.Row>
      ))}
    </InventoryPage>
  );
};
