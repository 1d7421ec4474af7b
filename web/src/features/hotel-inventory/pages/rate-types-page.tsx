import { useQuery } from '@apollo/client/react';
import { Button, Input, SimpleGrid, Stack, Table, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { InventoryRateTypeFieldsFragment } from '../../../gql/graphql';
import { CurrentHotelGate } from '../components/current-hotel-gate';
import { DetailDialog } from '../components/detail-dialog';
import { FormField } from '../../../components/fields';
import { FormAlert } from '../components/form-bits';
import { InventoryPage } from '../components/inventory-page';
import { FormActions } from '../components/inventory-table';
import { OptionSelect, toOptions } from '../components/option-select';
import { ActionsCell } from '../components/row-actions';
import { useEditMode } from '../components/use-edit-mode';
import { useInventoryForm } from '../components/use-inventory-form';
import { rateTypeMessages } from '../constants';
import { RatePresetsQuery, RateTypesQuery, RoomTypeOptionsQuery } from '../graphql';
import { useCreateRateType, useDeleteRateType, useUpdateRateType } from '../mutations';
import { formatRand } from '../format';
import { notifyFailure, notifySuccess } from '../notify';
import { emptyRateTypeForm, rateTypeSchema, type RateTypeFormValues } from '../schemas';

type RateType = InventoryRateTypeFieldsFragment;

/** /ratetypes: named rates per room type from the presets, with add and edit modes. */
export const RateTypesPage = () => (
  <CurrentHotelGate title="Rate Types">{(hotelId) => <RateTypes hotelId={hotelId} />}</CurrentHotelGate>
);

const COLUMNS = [
  { label: 'Name' },
  { label: 'Room type' },
  { label: 'Single', end: true },
  { label: 'Double', end: true },
  { label: 'Group', end: true },
  { label: 'Actions', end: true },
];

const RateTypes = ({ hotelId }: { hotelId: string }) => {
  const query = useQuery(RateTypesQuery, { variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const { editing, edit, stopEditing, forget } = useEditMode<RateType>();
  const [viewing, setViewing] = useState<RateType | null>(null);
  const deleteRateType = useDeleteRateType();
  const rows = query.data?.rateTypes ?? [];

  // Admin spec section 4: the browser's own confirm, with the spec's question.
  const remove = async (rateType: RateType) => {
    if (!window.confirm(rateTypeMessages.confirmDelete)) return;
    try {
      await deleteRateType(rateType.id);
      notifySuccess(rateTypeMessages.deleted);
      forget(rateType.id);
    } catch (caught) {
      notifyFailure(rateTypeMessages.deleteFailed, caught);
    }
  };

  return (
    <InventoryPage
      title="Rate Types"
      description="Named rates per room type: single, double and group amounts per night."
      actions={
        <Button asChild variant="outline">
          <RouterLink to={paths.rates.to()}>Dated rates</RouterLink>
        </Button>
      }
      formTitle={editing ? 'Edit Rate Type' : 'Add Rate Type'}
      formLabel="Rate type form"
      form={<RateTypeForm key={editing?.id ?? 'new'} hotelId={hotelId} editing={editing} onDone={stopEditing} />}
      listTitle="Rate types of this hotel"
      listLabel="Rate type list"
      query={query}
      count={rows.length}
      loadingText="Loading rate types..."
      loadFailed={rateTypeMessages.loadFailed}
      none={rateTypeMessages.none}
      caption="Rate types"
      columns={COLUMNS}
      dialogs={
        <DetailDialog
          title={viewing ? viewing.name : null}
          onClose={() => setViewing(null)}
          history={viewing && { entity: 'RATE_TYPE', id: viewing.id }}
          rows={
            viewing
              ? [
                  { label: 'Name', value: viewing.name },
                  { label: 'Room type', value: viewing.roomType?.name ?? '—' },
                  { label: 'Description', value: viewing.description },
                  { label: 'Single', value: formatRand(viewing.singleRate) },
                  { label: 'Double', value: formatRand(viewing.doubleRate) },
                  { label: 'Group', value: formatRand(viewing.groupRate) },
                  { label: 'Active', value: viewing.active ? 'Yes' : 'No' },
                ]
              : []
          }
        />
      }
    >
      {rows.map((rateType) => (
        <Table.Row key={rateType.id}>
          <Table.Cell fontWeight="600">{rateType.name}</Table.Cell>
          <Table.Cell whiteSpace="normal">{rateType.roomType?.name ?? '—'}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {formatRand(rateType.singleRate)}
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {formatRand(rateType.doubleRate)}
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {formatRand(rateType.groupRate)}
          </Table.Cell>
          <ActionsCell
            name={`${rateType.name} (${rateType.roomType?.name ?? 'room type'})`}
            view={() => setViewing(rateType)}
            edit={() => edit(rateType)}
            onDelete={() => void remove(rateType)}
          />
        </Table.Row>
      ))}
    </InventoryPage>
  );
};

const valuesOf = (rateType: RateType): RateTypeFormValues => ({
  roomTypeId: rateType.roomTypeId,
  name: rateType.name,
  singleRate: String(rateType.singleRate),
  doubleRate: String(rateType.doubleRate),
  groupRate: String(rateType.groupRate),
});

interface RateTypeFormProps {
  hotelId: string;
  editing: RateType | null;
  onDone: () => void;
}

const RateTypeForm = ({ hotelId, editing, onDone }: RateTypeFormProps) => {
  const { values, setValues, set, errors, formError, saving, submit, unsavedDialog } = useInventoryForm(() =>
    editing ? valuesOf(editing) : emptyRateTypeForm(),
  );
  const roomTypes = useQuery(RoomTypeOptionsQuery, { variables: { hotelId } });
  const presets = useQuery(RatePresetsQuery);
  const createRateType = useCreateRateType();
  const updateRateType = useUpdateRateType();
  // Admin spec "Rate type": choosing a name fills its (read-only) description.
  const description = presets.data?.ratePresets.find((preset) => preset.name === values.name)?.description ?? '';
  const presetNames = (presets.data?.ratePresets ?? []).map((preset) => ({ value: preset.name, label: preset.name }));
  // A rate type saved under a name that is no longer a preset stays choosable while it is edited.
  if (values.name && presets.data && !presetNames.some((option) => option.value === values.name)) {
    presetNames.push({ value: values.name, label: values.name });
  }

  const onSubmit = submit({
    schema: rateTypeSchema,
    failure: rateTypeMessages.saveFailed,
    save: async (data) => {
      const input = { ...data, hotelId, active: editing?.active ?? true };
      if (editing) {
        await updateRateType(editing.id, input);
        notifySuccess(rateTypeMessages.updated);
      } else {
        await createRateType(input);
        notifySuccess(rateTypeMessages.added);
      }
      // Admin spec section 4: submit returns to add mode and clears the form.
      setValues(emptyRateTypeForm());
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit rate type' : 'Add rate type'}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Room type" required error={errors.roomTypeId ?? (roomTypes.error ? 'Failed to load room types.' : undefined)}>
            <OptionSelect
              value={values.roomTypeId}
              onChange={(value) => set('roomTypeId', value)}
              options={toOptions(roomTypes.data?.roomTypes)}
              placeholder="Select a room type"
            />
          </FormField>
          <FormField label="Rate name" required error={errors.name}>
            <OptionSelect
              value={values.name}
              onChange={(value) => set('name', value)}
              options={presetNames}
              placeholder="Select a rate name"
            />
          </FormField>
        </SimpleGrid>
        <FormField label="Description" helper="Filled from the chosen rate name.">
          <Textarea value={description} readOnly rows={2} bg="bg.muted" />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <FormField label="Single rate (R)" required error={errors.singleRate}>
            <Input type="number" min={0} step={0.01} required value={values.singleRate} onChange={(e) => set('singleRate', e.currentTarget.value)} />
          </FormField>
          <FormField label="Double rate (R)" required error={errors.doubleRate}>
            <Input type="number" min={0} step={0.01} required value={values.doubleRate} onChange={(e) => set('doubleRate', e.currentTarget.value)} />
          </FormField>
          <FormField label="Group rate (R)" required error={errors.groupRate}>
            <Input type="number" min={0} step={0.01} required value={values.groupRate} onChange={(e) => set('groupRate', e.currentTarget.value)} />
          </FormField>
        </SimpleGrid>
        <FormAlert message={formError} />
        <FormActions
          saving={saving}
          submitLabel={editing ? 'Update' : 'Add Rate Type'}
          onCancel={
            editing
              ? () => {
                  setValues(emptyRateTypeForm());
                  onDone();
                }
              : undefined
          }
        />
      </Stack>
      {unsavedDialog}
    </form>
  );
};
