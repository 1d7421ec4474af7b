import { useQuery } from '@apollo/client/react';
import { Button, DataList, HStack, Stack } from '@chakra-ui/react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import type { InventoryAmenityFieldsFragment } from '../../../gql/graphql';
import { PageHeader } from '../../../components/admin/page-header';
import { AmenityFields } from '../components/amenity-fields';
import { FormAlert, Panel } from '../components/form-bits';
import { FormActions } from '../components/inventory-table';
import { useInventoryForm } from '../components/use-inventory-form';
import { amenityMessages } from '../constants';
import { AmenityQuery } from '../graphql';
import { useUpdateAmenity } from '../mutations';
import { notifySuccess } from '../notify';
import { amenitySchema } from '../schemas';

/**
 * The spec's "go back one page", except when the page was opened directly (a bookmark, a new tab):
 * there is no page of ours to go back to, so it goes to the amenity list instead of leaving the site.
 */
const useGoBack = () => {
  const navigate = useNavigate();
  // React Router keys the first page of a visit "default": nothing of ours lies behind it.
  const { key } = useLocation();
  return () => {
    if (key !== 'default') void navigate(-1);
    else void navigate(paths.amenities.to());
  };
};

const useAmenity = () => {
  const { id = '' } = useParams();
  return useQuery(AmenityQuery, { variables: { id }, fetchPolicy: 'network-only' });
};

/** Loading, the spec's load failure, or the amenity. */
const AmenityLoader = ({ children }: { children: (amenity: InventoryAmenityFieldsFragment) => React.ReactNode }) => {
  const { data, loading, error } = useAmenity();
  if (loading && !data) return <LoadingState text="Loading amenity..." />;
  if (error) return <ErrorState>{amenityMessages.loadOneFailed}</ErrorState>;
  if (!data?.amenity) return <ErrorState>{amenityMessages.notFound}</ErrorState>;
  return <>{children(data.amenity)}</>;
};

/** /viewamenity/{id}: name, description or N/A, and Back (one page back, as the spec says). */
export const AmenityViewPage = () => {
  const goBack = useGoBack();
  return (
    <Stack gap="6">
      <PageHeader title="Amenity" />
      <AmenityLoader>
        {(amenity) => (
          <Panel title={amenity.name}>
            <DataList.Root orientation="horizontal" gap="3">
              <DataList.Item>
                <DataList.ItemLabel>Name</DataList.ItemLabel>
                <DataList.ItemValue>{amenity.name}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Description</DataList.ItemLabel>
                <DataList.ItemValue>{amenity.description || 'N/A'}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Panel>
        )}
      </AmenityLoader>
      <HStack>
        <Button variant="outline" onClick={goBack}>
          Back
        </Button>
      </HStack>
    </Stack>
  );
};

/** /editamenity/{id}: name and optional description; Update and Cancel both go back one page. */
export const AmenityEditPage = () => (
  <Stack gap="6">
    <PageHeader title="Edit Amenity" />
    <AmenityLoader>{(amenity) => <EditAmenityForm key={amenity.id} amenity={amenity} />}</AmenityLoader>
  </Stack>
);

const EditAmenityForm = ({ amenity }: { amenity: InventoryAmenityFieldsFragment }) => {
  const goBack = useGoBack();
  const { values, set, errors, formError, saving, submit, unsavedDialog } = useInventoryForm({ name: amenity.name, description: amenity.description });
  const updateAmenity = useUpdateAmenity();

  const onSubmit = submit({
    schema: amenitySchema,
    failure: amenityMessages.updateFailed,
    save: async (input) => {
      await updateAmenity(amenity.id, input);
      notifySuccess(amenityMessages.updated);
      goBack();
    },
  });

  return (
    <Panel title={amenity.name}>
      <form onSubmit={onSubmit} noValidate aria-label="Edit amenity">
        <Stack gap="5">
          <AmenityFields values={values} errors={errors} set={set} />
          <FormAlert message={formError} />
          <FormActions saving={saving} submitLabel="Update" onCancel={goBack} />
        </Stack>
        {unsavedDialog}
      </form>
    </Panel>
  );
};
