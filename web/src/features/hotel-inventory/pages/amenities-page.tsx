import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, IconButton, Input, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuEye, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { getFieldErrors } from '../../../lib/errors';
import { PageHeader } from '../../admin-packages/components/page-header';
import { evictEntity } from '../cache';
import { CurrentHotelGate } from '../components/current-hotel-gate';
import { FormAlert, FormField, Panel } from '../components/form-bits';
import { useConfirmDelete } from '../components/use-confirm-delete';
import { amenityMessages } from '../constants';
import { AmenitiesQuery, CreateAmenityMutation, DeleteAmenityMutation } from '../graphql';
import { notifyFailure, notifySuccess, warnInvalid } from '../notify';
import { amenitySchema, fieldErrorsOf, formMessageFor, type AmenityFormValues } from '../schemas';

const empty: AmenityFormValues = { name: '', description: '' };

/** /amenities: the current hotel's amenities, with add, view, edit and delete. */
export const AmenitiesPage = () => (
  <CurrentHotelGate title="Amenities">{(hotelId) => <Amenities hotelId={hotelId} />}</CurrentHotelGate>
);

const Amenities = ({ hotelId }: { hotelId: string }) => {
  const { data, loading, error } = useQuery(AmenitiesQuery, { variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [deleteAmenity] = useMutation(DeleteAmenityMutation);
  const remover = useConfirmDelete({
    run: (id) => deleteAmenity({ variables: { id }, update: (cache) => evictEntity(cache, 'Amenity', id) }),
    success: amenityMessages.deleted,
    failure: amenityMessages.deleteFailed,
  });
  const rows = data?.amenities ?? [];

  const list = (() => {
    if (loading && !data) return <LoadingState text="Loading amenities..." />;
    if (error && !data) return <ErrorState>{amenityMessages.loadFailed}</ErrorState>;
    if (rows.length === 0) return <EmptyState>{amenityMessages.none}</EmptyState>;
    return (
      <Table.ScrollArea borderWidth="1px" borderRadius="lg">
        <Table.Root size="sm" interactive>
          <Table.Caption captionSide="top" srOnly>
            Amenities
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((amenity) => (
              <Table.Row key={amenity.id}>
                <Table.Cell fontWeight="600" whiteSpace="normal">
                  {amenity.name}
                </Table.Cell>
                <Table.Cell whiteSpace="normal" minW="48">
                  {amenity.description || 'N/A'}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="0.5" justify="flex-end">
                    <IconButton asChild size="sm" variant="ghost" aria-label={`View ${amenity.name}`} title="View">
                      <RouterLink to={paths.viewAmenity.to(amenity.id)}>
                        <LuEye />
                      </RouterLink>
                    </IconButton>
                    <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${amenity.name}`} title="Edit">
                      <RouterLink to={paths.editAmenity.to(amenity.id)}>
                        <LuPencil />
                      </RouterLink>
                    </IconButton>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Delete ${amenity.name}`}
                      title="Delete"
                      onClick={() => remover.ask({ id: amenity.id, name: amenity.name })}
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
      <PageHeader title="Amenities" description="What the hotel offers its guests." />
      <Panel title="Add Amenity">
        <AddAmenityForm hotelId={hotelId} />
      </Panel>
      <Panel title="Amenities of this hotel" label="Amenity list">
        {list}
      </Panel>
      {remover.dialog}
    </Stack>
  );
};

const AddAmenityForm = ({ hotelId }: { hotelId: string }) => {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [createAmenity, { loading }] = useMutation(CreateAmenityMutation);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const parsed = amenitySchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      setFormError(formMessageFor(fieldErrors));
      warnInvalid(formMessageFor(fieldErrors));
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      await createAmenity({
        variables: { input: { ...parsed.data, hotelId } },
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
    } catch (caught) {
      const reason = notifyFailure(amenityMessages.addFailed, caught);
      setErrors(getFieldErrors(caught));
      setFormError(reason || amenityMessages.addFailed);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add amenity">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Name" required error={errors.name}>
            <Input value={values.name} maxLength={120} onChange={(e) => setValues({ ...values, name: e.currentTarget.value })} />
          </FormField>
          <FormField label="Description" error={errors.description}>
            <Input
              value={values.description}
              maxLength={2000}
              onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
            />
          </FormField>
        </SimpleGrid>
        <FormAlert message={formError} />
        <HStack>
          <Button type="submit" loading={loading} loadingText="Saving...">
            Add Amenity
          </Button>
        </HStack>
      </Stack>
    </form>
  );
};
