import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { PhotoPicker, photosChanged, usePhotoPicker } from '../../../components/photo-picker';
import type { InventoryRoomTypeFieldsFragment } from '../../../gql/graphql';
import { uploadMessages } from '../../../lib/uploads';
import { ChipListInput } from '../../../components/chip-input';
import { FormField, firstErrorUnder } from '../../../components/fields';
import { roomTypeMessages } from '../constants';
import { useCreateRoomType, useUpdateRoomType } from '../mutations';
import { notifyFailure, notifySuccess } from '../notify';
import { emptyRoomTypeForm, roomTypeSchema, type RoomTypeFormValues } from '../schemas';
import { FormAlert } from './form-bits';
import { FormActions } from './inventory-table';
import { useInventoryForm } from './use-inventory-form';

type RoomTypeFormProps =
  | { mode: 'create'; hotelId: string; onSaved: () => void }
  | { mode: 'edit'; roomType: InventoryRoomTypeFieldsFragment; onSaved: () => void };

const valuesOf = (roomType: InventoryRoomTypeFieldsFragment): RoomTypeFormValues => ({
  name: roomType.name,
  description: roomType.description,
  capacity: String(roomType.capacity),
  baseRate: String(roomType.baseRate),
  amenities: [...roomType.amenities],
  photoCount: roomType.photos.length,
});

/**
 * The room type form (admin spec "Room types"): create on /roomtypes, update on /editroomtype/{id}.
 * Nothing is sent until name, capacity and base rate are filled; new photos upload on save.
 */
export const RoomTypeForm = (props: RoomTypeFormProps) => {
  const initial = props.mode === 'edit' ? valuesOf(props.roomType) : emptyRoomTypeForm();
  const initialPhotos = props.mode === 'edit' ? props.roomType.photos : [];
  const picker = usePhotoPicker({ initial: initialPhotos });
  const { values, setValues, set, errors, formError, saving, submit, unsavedDialog } = useInventoryForm(initial, {
    alsoDirty: photosChanged(picker.items, initialPhotos),
  });
  const [uploadError, setUploadError] = useState<string | null>(null);
  const createRoomType = useCreateRoomType();
  const updateRoomType = useUpdateRoomType();

  const setAmenities = useCallback((amenities: string[]) => setValues((current) => ({ ...current, amenities })), [setValues]);
  const failed = props.mode === 'create' ? roomTypeMessages.createFailed : roomTypeMessages.updateFailed;

  const onSubmit = submit({
    schema: roomTypeSchema,
    input: { ...values, photoCount: picker.items.length },
    failure: failed,
    save: async ({ photoCount: _count, ...fields }) => {
      let photos: string[];
      try {
        photos = await picker.uploadPending();
      } catch (caught) {
        // Not the spec's "Failed to create hotel.": nothing was sent, a photo stopped the save. The picker
        // shows the upload's reason under the photo; the toast and the form say what happened.
        notifyFailure(uploadMessages.notSaved, caught);
        setUploadError(uploadMessages.notSaved);
        return;
      }
      setUploadError(null);
      const input = { ...fields, photos };
      if (props.mode === 'create') {
        await createRoomType({ ...input, hotelId: props.hotelId });
        notifySuccess(roomTypeMessages.created);
      } else {
        await updateRoomType(props.roomType.id, input);
        notifySuccess(roomTypeMessages.updated);
      }
      props.onSaved();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={props.mode === 'create' ? 'Add room type' : 'Edit room type'}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <FormField label="Name" required error={errors.name}>
            <Input value={values.name} maxLength={120} onChange={(e) => set('name', e.currentTarget.value)} />
          </FormField>
          <FormField label="Capacity" required error={errors.capacity} helper="Guests per room.">
            <Input type="number" min={1} max={50} step={1} value={values.capacity} onChange={(e) => set('capacity', e.currentTarget.value)} />
          </FormField>
          <FormField label="Base rate (R)" required error={errors.baseRate} helper="Per night, when no rate applies.">
            <Input type="number" min={0} step={0.01} value={values.baseRate} onChange={(e) => set('baseRate', e.currentTarget.value)} />
          </FormField>
        </SimpleGrid>
        <FormField label="Description" error={errors.description}>
          <Textarea value={values.description} rows={3} maxLength={5000} onChange={(e) => set('description', e.currentTarget.value)} />
        </FormField>
        <ChipListInput
          label="Amenity"
          value={values.amenities}
          onChange={setAmenities}
          error={firstErrorUnder(errors, 'amenities')}
          placeholder="e.g. Sea view"
        />
        <PhotoPicker picker={picker} error={errors.photoCount ?? firstErrorUnder(errors, 'photos')} disabled={saving} />
        <FormAlert message={uploadError ?? formError} />
        <FormActions saving={saving} submitLabel={props.mode === 'create' ? 'Add Room Type' : 'Update Room Type'} />
      </Stack>
      {unsavedDialog}
    </form>
  );
};
