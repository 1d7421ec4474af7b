import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, Input, SimpleGrid, Stack, Table, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import type { InventoryRateTypeFieldsFragment } from '../../../gql/graphql';
import { getFieldErrors } from '../../../lib/errors';
import { PageHeader } from '../../admin-packages/components/page-header';
import { evictEntity } from '../cache';
import { CurrentHotelGate } from '../components/current-hotel-gate';
import { DetailDialog } from '../components/detail-dialog';
import { FormAlert, FormField, Panel } from '../components/form-bits';
import { OptionSelect, toOptions } from '../components/option-select';
import { RowActions } from '../components/row-actions';
import { rateTypeMessages } from '../constants';
import {
  CreateRateTypeMutation,
  DeleteRateTypeMutation,
  RatePresetsQuery,
  RateTypesQuery,
  RoomTypeOptionsQuery,
  UpdateRateTypeMutation,
} from '../graphql';
import { formatRand } from '../format';
import { notifyFailure, notifySuccess, warnInvalid } from '../notify';
import { emptyRateTypeForm, fieldErrorsOf, formMessageFor, rateTypeSchema, type RateTypeFormValues } from '../schemas';

type RateType = InventoryRateTypeFieldsFragment;

/** /ratetypes: named rates per room type from the presets, with add and edit modes. */
export const RateTypesPage = () => (
  <CurrentHotelGate title="Rate Types">{(hotelId) => <RateTypes hotelId={hotelId} />}</CurrentHotelGate>
);

const RateTypes = ({ hotelId }: { hotelId: string }) => {
  const { data, loading, error } = useQuery(RateTypesQuery, { variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<RateType | null>(null);
  const [viewing, setViewing] = useState<RateType | null>(null);
  const [deleteRateType] = useMutation(DeleteRateTypeMutation);
  const rows = data?.rateTypes ?? [];

  // Admin spec section 4: the browser's own confirm, with the spec's question.
  const remove = async (rateType: RateType) => {
    if (!window.confirm(rateTypeMessages.confirmDelete)) return;
    try {
      await deleteRateType({
        variables: { id: rateType.id },
        update: (cache) => evictEntity(cache, 'RateType', rateType.id),
      });
      notifySuccess(rateTypeMessages.deleted);
      setEditing((current) => (current?.id === rateType.id ? null : current));
    } catch (caught) {
      notifyFailure(rateTypeMessages.deleteFailed, caught);
    }
  };

  const list = (() => {
    if (loading && !data) return <LoadingState text="Loading rate types..." />;
    if (error && !data) return <ErrorState>{rateTypeMessages.loadFailed}</ErrorState>;
    if (rows.length === 0) return <EmptyState>{rateTypeMessages.none}</EmptyState>;
    return (
      <Table.ScrollArea borderWidth="1px" borderRadius="lg">
        <Table.Root size="sm" interactive>
          <Table.Caption captionSide="top" srOnly>
            Rate types
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Room type</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Single</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Double</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Group</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
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
                <Table.Cell>
                  <RowActions
                    name={`${rateType.name} (${rateType.roomType?.name ?? 'room type'})`}
                    view={() => setViewing(rateType)}
                    edit={() => setEditing(rateType)}
                    onDelete={() => void remove(rateType)}
                  />
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
      <PageHeader
        title="Rate Types"
        description="Named rates per room type: single, double and group amounts per night."
        actions={
          <Button asChild variant="outline">
            <RouterLink to={paths.rates.to()}>Dated rates</RouterLink>
          </Button>
        }
      />
      <Panel title={editing ? 'Edit Rate Type' : 'Add Rate Type'} label="Rate type form">
        <RateTypeForm key={editing?.id ?? 'new'} hotelId={hotelId} editing={editing} onDone={() => setEditing(null)} />
      </Panel>
      <Panel title="Rate types of this hotel" label="Rate type list">
        {list}
      </Panel>
      <DetailDialog
        title={viewing ? viewing.name : null}
        onClose={() => setViewing(null)}
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
    </Stack>
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
  const [values, setValues] = useState(() => (editing ? valuesOf(editing) : emptyRateTypeForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const roomTypes = useQuery(RoomTypeOptionsQuery, { variables: { hotelId } });
  const presets = useQuery(RatePresetsQuery);
  const [createRateType] = useMutation(CreateRateTypeMutation);
  const [updateRateType] = useMutation(UpdateRateTypeMutation);
  const set = (key: keyof RateTypeFormValues, value: string) => setValues((current) => ({ ...current, [key]: value }));
  // Admin spec "Rate type": choosing a name fills its (read-only) description.
  const description = presets.data?.ratePresets.find((preset) => preset.name === values.name)?.description ?? '';
  const presetNames = (presets.data?.ratePresets ?? []).map((preset) => ({ value: preset.name, label: preset.name }));
  // A rate type saved under a name that is no longer a preset stays choosable while it is edited.
  if (values.name && presets.data && !presetNames.some((option) => option.value === values.name)) {
    presetNames.push({ value: values.name, label: values.name });
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = rateTypeSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      setFormError(formMessageFor(fieldErrors));
      warnInvalid(formMessageFor(fieldErrors));
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    const input = { ...parsed.data, hotelId, active: editing?.active ?? true };
    try {
      if (editing) {
        await updateRateType({ variables: { id: editing.id, input } });
        notifySuccess(rateTypeMessages.updated);
      } else {
        await createRateType({
          variables: { input },
          update: (cache, { data }) => {
            const created = data?.createRateType;
            if (!created) return;
            cache.updateQuery({ query: RateTypesQuery, variables: { hotelId } }, (list) =>
              list ? { rateTypes: [...list.rateTypes, created] } : undefined,
            );
          },
        });
        notifySuccess(rateTypeMessages.added);
      }
      // Admin spec section 4: submit returns to add mode and clears the form.
      setValues(emptyRateTypeForm());
      onDone();
    } catch (caught) {
      const reason = notifyFailure(rateTypeMessages.saveFailed, caught);
      setErrors(getFieldErrors(caught));
      setFormError(reason || rateTypeMessages.saveFailed);
    } finally {
      setSaving(false);
    }
  };

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
        <HStack gap="3">
          <Button type="submit" loading={saving} loadingText="Saving...">
            {editing ? 'Update' : 'Add Rate Type'}
          </Button>
          {editing && (
            <Button
              type="button"
              variant="outline"
              disabled={saving}
              onClick={() => {
                setValues(emptyRateTypeForm());
                onDone();
              }}
            >
              Cancel
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
};
