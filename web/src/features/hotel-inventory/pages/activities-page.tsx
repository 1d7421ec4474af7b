import { useQuery } from '@apollo/client/react';
import { Input, SimpleGrid, Stack, Table, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { InventoryActivityFieldsFragment } from '../../../gql/graphql';
import { CurrentHotelGate } from '../components/current-hotel-gate';
import { DetailDialog } from '../components/detail-dialog';
import { FormField } from '../../../components/fields';
import { FormAlert } from '../components/form-bits';
import { InventoryPage } from '../components/inventory-page';
import { FormActions } from '../components/inventory-table';
import { ActionsCell } from '../components/row-actions';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useEditMode } from '../components/use-edit-mode';
import { useInventoryForm } from '../components/use-inventory-form';
import { INVENTORY_TOAST_MS, activityMessages } from '../constants';
import { ActivitiesQuery } from '../graphql';
import { useCreateActivity, useDeleteActivity, useUpdateActivity } from '../mutations';
import { asText, formatRand } from '../format';
import { notifySuccess } from '../notify';
import { activitySchema, emptyActivityForm, type ActivityFormValues } from '../schemas';

type Activity = InventoryActivityFieldsFragment;

const priceText = (price: number | null): string => (price === null ? 'Free / on request' : formatRand(price));

/** /activities: add and edit modes, the list, a detail popup and delete with confirmation. */
export const ActivitiesPage = () => (
  <CurrentHotelGate title="Activities">{(hotelId) => <Activities hotelId={hotelId} />}</CurrentHotelGate>
);

const COLUMNS = [
  { label: 'Name' },
  { label: 'Duration' },
  { label: 'Max participants', end: true },
  { label: 'Price', end: true },
  { label: 'Actions', end: true },
];

const Activities = ({ hotelId }: { hotelId: string }) => {
  const query = useQuery(ActivitiesQuery, { variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const { editing, edit, stopEditing, forget } = useEditMode<Activity>();
  const [viewing, setViewing] = useState<Activity | null>(null);
  const deleteActivity = useDeleteActivity();
  const remover = useConfirmDelete({
    toastMs: INVENTORY_TOAST_MS,
    run: deleteActivity,
    success: activityMessages.deleted,
    failure: activityMessages.deleteFailed,
    onDeleted: (target) => forget(target.id),
  });
  const rows = query.data?.activities ?? [];

  return (
    <InventoryPage
      title="Activities"
      description="Things guests can book at the hotel."
      formTitle={editing ? 'Edit Activity' : 'Add Activity'}
      formLabel="Activity form"
      // A new key per mode and record: switching fills the form afresh, Cancel and save clear it.
      form={<ActivityForm key={editing?.id ?? 'new'} hotelId={hotelId} editing={editing} onDone={stopEditing} />}
      listTitle="Activities of this hotel"
      listLabel="Activity list"
      query={query}
      count={rows.length}
      loadingText="Loading activities..."
      loadFailed={activityMessages.loadFailed}
      none={activityMessages.none}
      caption="Activities"
      columns={COLUMNS}
      dialogs={
        <>
          <DetailDialog
            title={viewing?.name ?? null}
            onClose={() => setViewing(null)}
            rows={
              viewing
                ? [
                    { label: 'Name', value: viewing.name },
                    { label: 'Description', value: viewing.description || 'N/A' },
                    { label: 'Duration', value: viewing.duration },
                    { label: 'Max participants', value: viewing.maxParticipants },
                    { label: 'Price', value: priceText(viewing.price ?? null) },
                  ]
                : []
            }
          />
          {remover.dialog}
        </>
      }
    >
      {rows.map((activity) => (
        <Table.Row key={activity.id}>
          <Table.Cell fontWeight="600" whiteSpace="normal" minW="40">
            {activity.name}
          </Table.Cell>
          <Table.Cell whiteSpace="normal">{activity.duration}</Table.Cell>
          <Table.Cell textAlign="end">{activity.maxParticipants}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {priceText(activity.price ?? null)}
          </Table.Cell>
          <ActionsCell
            name={activity.name}
            view={() => setViewing(activity)}
            edit={() => edit(activity)}
            onDelete={() => remover.ask({ id: activity.id, name: activity.name })}
          />
        </Table.Row>
      ))}
    </InventoryPage>
  );
};

const valuesOf = (activity: Activity): ActivityFormValues => ({
  name: activity.name,
  description: activity.description,
  duration: activity.duration,
  maxParticipants: String(activity.maxParticipants),
  price: asText(activity.price),
});

interface ActivityFormProps {
  hotelId: string;
  editing: Activity | null;
  onDone: () => void;
}

const ActivityForm = ({ hotelId, editing, onDone }: ActivityFormProps) => {
  const { values, setValues, set, errors, formError, saving, submit, unsavedDialog } = useInventoryForm(() =>
    editing ? valuesOf(editing) : emptyActivityForm(),
  );
  const createActivity = useCreateActivity();
  const updateActivity = useUpdateActivity();

  const onSubmit = submit({
    schema: activitySchema,
    failure: activityMessages.requestFailed,
    save: async (input) => {
      if (editing) {
        await updateActivity(editing.id, input);
        notifySuccess(activityMessages.updated);
        onDone();
      } else {
        await createActivity({ ...input, hotelId });
        notifySuccess(activityMessages.created);
        setValues(emptyActivityForm());
      }
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit activity' : 'Add activity'}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Name" required error={errors.name}>
            <Input value={values.name} maxLength={120} onChange={(e) => set('name', e.currentTarget.value)} />
          </FormField>
          <FormField label="Duration" required error={errors.duration} helper='For example "2 hours".'>
            <Input value={values.duration} maxLength={60} onChange={(e) => set('duration', e.currentTarget.value)} />
          </FormField>
          <FormField label="Max participants" required error={errors.maxParticipants}>
            <Input
              type="number"
              min={1}
              max={1000}
              step={1}
              value={values.maxParticipants}
              onChange={(e) => set('maxParticipants', e.currentTarget.value)}
            />
          </FormField>
          <FormField label="Price (R)" error={errors.price} helper="Per person; blank when free or on request.">
            <Input type="number" min={0} step={0.01} value={values.price} onChange={(e) => set('price', e.currentTarget.value)} />
          </FormField>
        </SimpleGrid>
        <FormField label="Description" error={errors.description}>
          <Textarea value={values.description} rows={3} maxLength={5000} onChange={(e) => set('description', e.currentTarget.value)} />
        </FormField>
        <FormAlert message={formError} />
        <FormActions saving={saving} submitLabel={editing ? 'Update' : 'Add Activity'} onCancel={editing ? onDone : undefined} />
      </Stack>
      {unsavedDialog}
    </form>
  );
};
