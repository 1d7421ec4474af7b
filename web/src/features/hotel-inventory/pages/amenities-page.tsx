import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { paths } from '../../../config/paths';
import { CurrentHotelGate } from '../components/current-hotel-gate';
import { AmenityFields } from '../components/amenity-fields';
import { FormAlert } from '../components/form-bits';
import { InventoryPage } from '../components/inventory-page';
import { FormActions } from '../components/inventory-table';
import { ActionsCell } from '../components/row-actions';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useInventoryForm } from '../components/use-inventory-form';
import { INVENTORY_TOAST_MS, amenityMessages } from '../constants';
import { AmenitiesQuery } from '../graphql';
import { useCreateAmenity, useDeleteAmenity } from '../mutations';
import { notifySuccess } from '../notify';
import { amenitySchema, type AmenityFormValues } from '../schemas';

const empty: AmenityFormValues = { name: '', description: '' };

/** /amenities: the current hotel's amenities, with add, view, edit and delete. */
export const AmenitiesPage = () => (
  <CurrentHotelGate title="Amenities">{(hotelId) => <Amenities hotelId={hotelId} />}</CurrentHotelGate>
);

const COLUMNS = [{ label: 'Name' }, { label: 'Description' }, { label: 'Actions', end: true }];

const Amenities = ({ hotelId }: { hotelId: string }) => {
  const query = useQuery(AmenitiesQuery, { variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const deleteAmenity = useDeleteAmenity();
  const remover = useConfirmDelete({
    toastMs: INVENTORY_TOAST_MS,
    run: deleteAmenity,
    success: amenityMessages.deleted,
    failure: amenityMessages.deleteFailed,
  });
  const rows = query.data?.amenities ?? [];

  return (
    <InventoryPage
      title="Amenities"
      description="What the hotel offers its guests."
      formTitle="Add Amenity"
      form={<AddAmenityForm hotelId={hotelId} />}
      listTitle="Amenities of this hotel"
      listLabel="Amenity list"
      query={query}
      count={rows.length}
      loadingText="Loading amenities..."
      loadFailed={amenityMessages.loadFailed}
      none={amenityMessages.none}
      caption="Amenities"
      columns={COLUMNS}
      dialogs={remover.dialog}
    >
      {rows.map((amenity) => (
        <Table.Row key={amenity.id}>
          <Table.Cell fontWeight="600" whiteSpace="normal">
            {amenity.name}
          </Table.Cell>
          <Table.Cell whiteSpace="normal" minW="48">
            {amenity.description || 'N/A'}
          </Table.Cell>
          <ActionsCell
            name={amenity.name}
            view={paths.viewAmenity.to(amenity.id)}
            edit={paths.editAmenity.to(amenity.id)}
            onDelete={() => remover.ask({ id: amenity.id, name: amenity.name })}
          />
        </Table.Row>
      ))}
    </InventoryPage>
  );
};

const AddAmenityForm = ({ hotelId }: { hotelId: string }) => {
  const { values, setValues, set, errors, formError, saving, submit, unsavedDialog } = useInventoryForm(empty);
  const createAmenity = useCreateAmenity();

  const onSubmit = submit({
    schema: amenitySchema,
    failure: amenityMessages.addFailed,
    save: async (input) => {
      await createAmenity({ ...input, hotelId });
      notifySuccess(amenityMessages.added);
      setValues(empty);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add amenity">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <AmenityFields values={values} errors={errors} set={set} />
        </SimpleGrid>
        <FormAlert message={formError} />
        <FormActions saving={saving} submitLabel="Add Amenity" />
      </Stack>
      {unsavedDialog}
    </form>
  );
};
