import { useQuery } from '@apollo/client/react';
import { Badge, Input, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import type { InventoryRoomFieldsFragment } from '../../../gql/graphql';
import { CheckboxField, firstErrorUnder, FormField } from '../../../components/fields';
import { todayInSouthAfrica } from '../../../lib/dates';
import { CurrentHotelGate } from '../components/current-hotel-gate';
import { DateListInput } from '../components/date-list-input';
import { FormAlert } from '../components/form-bits';
import { InventoryPage } from '../components/inventory-page';
import { FormActions } from '../components/inventory-table';
import { OptionSelect, toOptions } from '../components/option-select';
import { ActionsCell } from '../components/row-actions';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useEditMode } from '../components/use-edit-mode';
import { useInventoryForm } from '../components/use-inventory-form';
import { INVENTORY_TOAST_MS, roomMessages } from '../constants';
import { ManagedHotelsQuery, RoomTypeOptionsQuery, RoomsQuery } from '../graphql';
import { useCreateRoom, useDeleteRoom, useUpdateRoom } from '../mutations';
import { notifySuccess } from '../notify';
import { roomSchema, type RoomFormValues } from '../schemas';

type Room = InventoryRoomFieldsFragment;

/** Every night blocked on any unit of the room, sorted. */
const blockedDates = (room: Room): string[] => [...new Set(room.units.flatMap((unit) => unit.unavailableDates))].sort();

/** /rooms: the rooms form (create and update) and, unlike the spec's page, the list of the hotel's rooms. */
export const RoomsPage = () => <CurrentHotelGate title="Rooms">{(hotelId) => <Rooms hotelId={hotelId} />}</CurrentHotelGate>;

const COLUMNS = [
  { label: 'Title' },
  { label: 'Room numbers' },
  { label: 'Room type' },
  { label: 'Max people', end: true },
  { label: 'Active' },
  { label: 'Blocked nights', end: true },
  { label: 'Actions', end: true },
];

const Rooms = ({ hotelId }: { hotelId: string }) => {
  const query = useQuery(RoomsQuery, { variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const { editing, edit, stopEditing, forget } = useEditMode<Room>();
  const deleteRoom = useDeleteRoom();
  const remover = useConfirmDelete({
    toastMs: INVENTORY_TOAST_MS,
    run: deleteRoom,
    success: roomMessages.deleted,
    failure: roomMessages.deleteFailed,
    onDeleted: (target) => forget(target.id),
  });
  const rows = query.data?.rooms ?? [];

  return (
    <InventoryPage
      title="Rooms"
      description="Each room number is one bookable unit of its room type."
      formTitle={editing ? 'Edit Room' : 'Add Room'}
      formLabel="Room form"
      form={<RoomForm key={editing?.id ?? 'new'} currentHotelId={hotelId} editing={editing} onDone={stopEditing} />}
      listTitle="Rooms of this hotel"
      listLabel="Room list"
      query={query}
      count={rows.length}
      loadingText="Loading rooms..."
      loadFailed={roomMessages.loadFailed}
      none={roomMessages.none}
      caption="Rooms"
      columns={COLUMNS}
      dialogs={remover.dialog}
    >
      {rows.map((room) => (
        <Table.Row key={room.id}>
          <Table.Cell fontWeight="600" whiteSpace="normal" minW="40">
            {room.title}
          </Table.Cell>
          <Table.Cell whiteSpace="normal" minW="32">
            {room.roomNumbers.join(', ')}
          </Table.Cell>
          <Table.Cell whiteSpace="normal">{room.roomType?.name ?? '—'}</Table.Cell>
          <Table.Cell textAlign="end">{room.maxPeople}</Table.Cell>
          <Table.Cell>
            <Badge colorPalette={room.active ? 'green' : 'gray'} variant="subtle">
              {room.active ? 'Active' : 'Inactive'}
            </Badge>
          </Table.Cell>
          <Table.Cell textAlign="end">{blockedDates(room).length}</Table.Cell>
          <ActionsCell name={room.title} edit={() => edit(room)} onDelete={() => remover.ask({ id: room.id, name: room.title })} />
        </Table.Row>
      ))}
    </InventoryPage>
  );
};

const emptyRoomForm = (hotelId: string): RoomFormValues => ({
  title: '',
  maxPeople: '',
  hotelId,
  roomTypeId: '',
  roomNumbers: '',
  active: true,
  unavailableDates: [],
});

const valuesOf = (room: Room): RoomFormValues => ({
  title: room.title,
  maxPeople: String(room.maxPeople),
  hotelId: room.hotelId,
  roomTypeId: room.roomTypeId,
  roomNumbers: room.roomNumbers.join(', '),
  active: room.active,
  unavailableDates: blockedDates(room),
});

interface RoomFormProps {
  currentHotelId: string;
  editing: Room | null;
  onDone: () => void;
}

const RoomForm = ({ currentHotelId, editing, onDone }: RoomFormProps) => {
  const { values, setValues, set, errors, formError, saving, submit, unsavedDialog } = useInventoryForm(() =>
    editing ? valuesOf(editing) : emptyRoomForm(currentHotelId),
  );
  // Blocked nights are sent on update only when changed: units may have their own (per-unit) lists.
  const [datesTouched, setDatesTouched] = useState(false);
  const hotels = useQuery(ManagedHotelsQuery);
  const roomTypes = useQuery(RoomTypeOptionsQuery, { variables: { hotelId: values.hotelId }, skip: !values.hotelId });
  const createRoom = useCreateRoom();
  const updateRoom = useUpdateRoom();

  // Duplicate room numbers, reservations on a removed number...: the server's reason is shown.
  const onSubmit = submit({
    schema: roomSchema,
    failure: roomMessages.requestFailed,
    save: async ({ hotelId, unavailableDates, ...room }) => {
      if (editing) {
        await updateRoom(editing.id, { ...room, ...(datesTouched ? { unavailableDates } : {}) });
        notifySuccess(roomMessages.updated);
        onDone();
      } else {
        await createRoom({ ...room, hotelId, unavailableDates });
        notifySuccess(roomMessages.created);
        setValues(emptyRoomForm(currentHotelId));
        setDatesTouched(false);
      }
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit room' : 'Add room'}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Title" required error={errors.title}>
            <Input value={values.title} maxLength={120} onChange={(e) => set('title', e.currentTarget.value)} />
          </FormField>
          <FormField label="Max people" required error={errors.maxPeople}>
            <Input type="number" min={1} max={50} step={1} value={values.maxPeople} onChange={(e) => set('maxPeople', e.currentTarget.value)} />
          </FormField>
          <FormField
            label="Hotel"
            required
            error={errors.hotelId ?? (hotels.error ? roomMessages.hotelsFailed : undefined)}
            helper={editing ? 'A room stays in its hotel.' : undefined}
            disabled={Boolean(editing)}
          >
            <OptionSelect
              value={values.hotelId}
              onChange={(value) => setValues((current) => ({ ...current, hotelId: value, roomTypeId: '' }))}
              options={toOptions(hotels.data?.managedHotels)}
              placeholder={hotels.loading ? 'Loading hotels...' : 'Select a hotel'}
              disabled={Boolean(editing)}
            />
          </FormField>
          <FormField
            label="Room type"
            required
            error={errors.roomTypeId ?? (roomTypes.error ? roomMessages.roomTypesFailed : undefined)}
            disabled={!values.hotelId}
          >
            <OptionSelect
              value={values.roomTypeId}
              onChange={(value) => set('roomTypeId', value)}
              options={toOptions(roomTypes.data?.roomTypes)}
              placeholder={values.hotelId ? 'Select a room type' : 'Select a hotel first'}
              disabled={!values.hotelId}
            />
          </FormField>
        </SimpleGrid>
        <FormField
          label="Room numbers"
          required
          error={firstErrorUnder(errors, 'roomNumbers')}
          helper="Comma-separated, for example 101, 102, 103. Each number is one bookable room."
        >
          <Input value={values.roomNumbers} maxLength={2000} onChange={(e) => set('roomNumbers', e.currentTarget.value)} />
        </FormField>
        <CheckboxField label="Active (can be booked)" checked={values.active} onChange={(checked) => set('active', checked)} />
        <DateListInput
          label="Unavailable dates"
          value={values.unavailableDates}
          min={todayInSouthAfrica()}
          error={firstErrorUnder(errors, 'unavailableDates')}
          onChange={(dates) => {
            set('unavailableDates', dates);
            setDatesTouched(true);
          }}
        />
        <FormAlert message={formError} />
        <FormActions saving={saving} submitLabel={editing ? 'Update Room' : 'Add Room'} onCancel={editing ? onDone : undefined} />
      </Stack>
      {unsavedDialog}
    </form>
  );
};
