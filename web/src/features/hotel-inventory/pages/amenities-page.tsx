import { useMutation, useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/admin/page-header';
import { evictEntity } from '../cache';
import { CurrentHotelGate } from '../components/current-hotel-gate';
import { AmenityFields } from '../components/amenity-fields';
import { FormAlert, Panel } from '../components/form-bits';
import { FormActions, InventoryTable } from '../components/inventory-table';
import { RowActions } from '../components/row-actions';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useInventoryForm } from '../components/use-inventory-form';
import { INVENTORY_TOAST_MS, amenityMessages } from '../constants';
import { AmenitiesQuery, CreateAmenityMutation, DeleteAmenityMutation } from '../graphql';
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
  const [deleteAmenity] = useMutation(DeleteAmenityMutation);
  const remover = useConfirmDelete({
    toastMs: INVENTORY_TOAST_MS,
    run: (id) => deleteAmenity({ variables: { id }, update: (cache) => evictEntity(cache, 'Amenity', id) }),
    success: amenityMessages.deleted,
    failure: amenityMessages.deleteFailed,
  });
  const rows = query.data?.amenities ?? [];

  return (
    <Stack gap="6">
      <PageHeader title="Amenities" description="What the hotel offers its guests." />
      <Panel title="Add Amenity">
        <AddAmenityForm hotelId={hotelId} />
      </Panel>
      <Panel title="Amenities of this hotel" label="Amenity list">
        <InventoryTable
          query={query}
          count={rows.length}
          loadingText="Loading amenities..."
          loadFailed={amenityMessages.loadFailed}
          none={amenityMessages.none}
          caption="Amenities"
          columns={COLUMNS}
        >
          {rows.map((amenity) => (
            <Table.Row key={amenity.id}>
              <Table.Cell fontWeight="600" whiteSpace="normal">
                {amenity.name}
              </Table.Cell>
              <Table.Cell whiteSpace="normal" minW="48">
                {amenity.description || 'N/A'}
              </Table.Cell>
              <Table.Cell>
                <RowActions
                  name={amenity.name}
                  view={paths.viewAmenity.to(amenity.id)}
                  edit={paths.editAmenity.to(amenity.id)}
                  onDelete={() => remover.ask({ id: amenity.id, name: amenity.name })}
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

const AddAmenityForm = ({ hotelId }: { hotelId: string }) => {
  const { values, setValues, set, errors, formError, saving, submit, unsavedDialog } = useInventoryForm(empty);
  const [createAmenity] = useMutation(CreateAmenityMutation);

  const onSubmit = submit({
    schema: amenitySchema,
    failure: amenityMessages.addFailed,
    save: async (input) => {
      await createAmenity({
        variables: { input: { ...input, hotelId } },
        update: (cache, { data }) => {
          const created = data?.createAmenity;
          if (!created) return;
          cache.updateQuery({ query: AmenitiesQuery, variables: { hotelId } }, (list) =>
            list ? { amenities: [...list.amenities, created] } : undefined,
          );
        },
      });
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
