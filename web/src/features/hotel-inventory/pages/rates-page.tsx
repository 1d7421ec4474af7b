import { useQuery } from '@apollo/client/react';
import { Button, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { InventoryRateFieldsFragment } from '../../../gql/graphql';
import { CurrentHotelGate } from '../components/current-hotel-gate';
import { DetailDialog } from '../components/detail-dialog';
import { FormField } from '../../../components/fields';
import { FormAlert } from '../components/form-bits';
import { InventoryPage } from '../components/inventory-page';
import { FormActions } from '../components/inventory-table';
import { OptionSelect, toOptions } from '../components/option-select';
import { ActionsCell } from '../components/row-actions';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useEditMode } from '../components/use-edit-mode';
import { useInventoryForm } from '../components/use-inventory-form';
import { INVENTORY_TOAST_MS, rateMessages } from '../constants';
import type { InventoryRatesQueryVariables } from '../../../gql/graphql';
import { daysInclusive, formatLocalDate, todayInSouthAfrica } from '../../../lib/dates';
import { RATES_LIMIT, RateFormOptionsQuery, RatesQuery } from '../graphql';
import { useCreateRates, useDeleteRate, useUpdateRate } from '../mutations';
import { asText, formatRand } from '../format';
import { notifySuccess } from '../notify';
import { emptyRateForm, rateSchema, type RateFormValues } from '../schemas';

type Rate = InventoryRateFieldsFragment;

/** /rates: dated rates per room type (and optionally per rate type), one night or a range at a time. */
export const RatesPage = () => (
  <CurrentHotelGate title="Rates" message={rateMessages.noHotel}>
    {(hotelId) => <Rates hotelId={hotelId} />}
  </CurrentHotelGate>
);

/** The list's request: blank filters are left out rather than sent as null. */
const listVariables = (hotelId: string, filter: RateFilter): InventoryRatesQueryVariables => ({
  hotelId,
  ...(filter.roomTypeId ? { roomTypeId: filter.roomTypeId } : {}),
  ...(filter.fromDate ? { fromDate: filter.fromDate } : {}),
});

interface RateFilter {
  roomTypeId: string;
  /** YYYY-MM-DD; blank shows past nights too. */
  fromDate: string;
}

const COLUMNS = [
  { label: 'Date' },
  { label: 'Room type' },
  { label: 'Rate type' },
  { label: 'STO double', end: true },
  { label: 'Rack double', end: true },
  { label: 'Actions', end: true },
];

const Rates = ({ hotelId }: { hotelId: string }) => {
  // Upcoming nights first: past rates rarely matter and would fill the server's 1000-rate answer.
  const [filter, setFilter] = useState<RateFilter>(() => ({ roomTypeId: '', fromDate: todayInSouthAfrica() }));
  const variables = listVariables(hotelId, filter);
  // Room type names come in the same answer: the spec's 10 × 500 ms retry loop is not needed.
  const query = useQuery(RatesQuery, { variables, fetchPolicy: 'cache-and-network' });
  const options = useQuery(RateFormOptionsQuery, { variables: { hotelId } });
  const { editing, edit, stopEditing, forget } = useEditMode<Rate>();
  const [viewing, setViewing] = useState<Rate | null>(null);
  const deleteRate = useDeleteRate();
  const remover = useConfirmDelete({
    toastMs: INVENTORY_TOAST_MS,
    run: deleteRate,
    success: rateMessages.deleted,
    failure: rateMessages.deleteFailed,
    onDeleted: (target) => forget(target.id),
  });
  const rows = query.data?.rates ?? [];
  const label = (rate: Rate) => `${rate.roomType?.name ?? 'Room type'} on ${formatLocalDate(rate.date)}`;

  return (
    <InventoryPage
      title="Rates"
      description="The price of a room type on a given night; a night without a rate uses the room type's base rate."
      actions={
        <Button asChild variant="outline">
          <RouterLink to={paths.rateTypes.to()}>Rate types</RouterLink>
        </Button>
      }
      formTitle={editing ? 'Edit Rate' : 'Add Rate'}
      formLabel="Rate form"
      form={<RateForm key={editing?.id ?? 'new'} hotelId={hotelId} listVariables={variables} editing={editing} onDone={stopEditing} />}
      listTitle="Rates of this hotel"
      listLabel="Rate list"
      aboveList={
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5" maxW="2xl">
          <FormField label="Show room type">
            <OptionSelect
              value={filter.roomTypeId}
              onChange={(roomTypeId) => setFilter((current) => ({ ...current, roomTypeId }))}
              options={toOptions(options.data?.roomTypes)}
              placeholder="All room types"
            />
          </FormField>
          <FormField label="Show nights from" helper="Clear it to see past nights too.">
            <Input type="date" value={filter.fromDate} onChange={(e) => {
                const fromDate = e.currentTarget.value;
                setFilter((current) => ({ ...current, fromDate }));
              }} />
          </FormField>
        </SimpleGrid>
      }
      belowList={
        rows.length >= RATES_LIMIT && (
          <Text fontSize="sm" color="fg.muted">
            Showing the first {RATES_LIMIT} rates: choose a room type or a later first night to see the rest.
          </Text>
        )
      }
      query={query}
      count={rows.length}
      loadingText="Loading rates..."
      loadFailed={rateMessages.loadFailed}
      none={rateMessages.none}
      caption="Rates"
      columns={COLUMNS}
      tall
      dialogs={
        <>
          <DetailDialog
            title={viewing ? `Rate for ${label(viewing)}` : null}
            onClose={() => setViewing(null)}
            history={viewing && { entity: 'RATE', id: viewing.id }}
            rows={
              viewing
                ? [
                    { label: 'Room type', value: viewing.roomType?.name ?? '—' },
                    { label: 'Rate type', value: viewing.rateType?.name ?? '—' },
                    { label: 'Date', value: formatLocalDate(viewing.date) },
                    { label: 'STO single', value: formatRand(viewing.stoRateSingle) },
                    { label: 'Rack single', value: formatRand(viewing.rackRateSingle) },
                    { label: 'STO double', value: formatRand(viewing.stoRateDouble) },
                    { label: 'Rack double', value: formatRand(viewing.rackRateDouble) },
                    { label: 'STO group', value: formatRand(viewing.stoRateGroup) },
                    { label: 'Rack group', value: formatRand(viewing.rackRateGroup) },
                  ]
                : []
            }
          />
          {remover.dialog}
        </>
      }
    >
      {rows.map((rate) => (
        <Table.Row key={rate.id}>
          <Table.Cell whiteSpace="nowrap">{formatLocalDate(rate.date)}</Table.Cell>
          <Table.Cell fontWeight="600">{rate.roomType?.name ?? '—'}</Table.Cell>
          <Table.Cell>{rate.rateType?.name ?? '—'}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {formatRand(rate.stoRateDouble)}
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {formatRand(rate.rackRateDouble)}
          </Table.Cell>
          <ActionsCell
            name={label(rate)}
            view={() => setViewing(rate)}
            edit={() => edit(rate)}
            onDelete={() => remover.ask({ id: rate.id, name: `the rate for ${label(rate)}` })}
          />
        </Table.Row>
      ))}
    </InventoryPage>
  );
};

const valuesOf = (rate: Rate): RateFormValues => ({
  roomTypeId: rate.roomTypeId,
  rateTypeId: rate.rateTypeId ?? '',
  date: rate.date,
  untilDate: '',
  stoRateSingle: asText(rate.stoRateSingle),
  rackRateSingle: asText(rate.rackRateSingle),
  stoRateDouble: asText(rate.stoRateDouble),
  rackRateDouble: asText(rate.rackRateDouble),
  stoRateGroup: asText(rate.stoRateGroup),
  rackRateGroup: asText(rate.rackRateGroup),
});

const AMOUNT_FIELDS = [
  ['stoRateSingle', 'STO single (R)', false],
  ['rackRateSingle', 'Rack single (R)', false],
  ['stoRateDouble', 'STO double (R)', true],
  ['rackRateDouble', 'Rack double (R)', true],
  ['stoRateGroup', 'STO group (R)', false],
  ['rackRateGroup', 'Rack group (R)', false],
] as const;

interface RateFormProps {
  hotelId: string;
  /** The list as filtered now, which new rates join when they match. */
  listVariables: InventoryRatesQueryVariables;
  editing: Rate | null;
  onDone: () => void;
}

const RateForm = ({ hotelId, listVariables: shown, editing, onDone }: RateFormProps) => {
  const { values, setValues, set, errors, formError, saving, submit, unsavedDialog } = useInventoryForm(() =>
    editing ? valuesOf(editing) : emptyRateForm(),
  );
  const options = useQuery(RateFormOptionsQuery, { variables: { hotelId } });
  const createRates = useCreateRates();
  const updateRate = useUpdateRate();
  // A rate type belongs to one room type: offer only those of the chosen room type.
  const rateTypes = (options.data?.rateTypes ?? []).filter((rateType) => rateType.roomTypeId === values.roomTypeId);
  const nights = values.untilDate ? daysInclusive(values.date, values.untilDate) : 1;

  // A night that already has this rate: the server's message names the date.
  const onSubmit = submit({
    schema: rateSchema,
    failure: rateMessages.requestFailed,
    save: async ({ date, untilDate, ...amounts }) => {
      if (editing) {
        await updateRate(editing.id, { ...amounts, date });
        notifySuccess(rateMessages.updated);
        onDone();
      } else {
        // One call for the whole range: the server writes every night or none.
        await createRates({ ...amounts, hotelId, fromDate: date, toDate: untilDate || date }, shown);
        notifySuccess(rateMessages.added);
        setValues(emptyRateForm());
      }
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit rate' : 'Add rate'}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Room type" required error={errors.roomTypeId ?? (options.error ? 'Failed to load room types.' : undefined)}>
            <OptionSelect
              value={values.roomTypeId}
              onChange={(value) => setValues((current) => ({ ...current, roomTypeId: value, rateTypeId: '' }))}
              options={toOptions(options.data?.roomTypes)}
              placeholder="Select a room type"
            />
          </FormField>
          <FormField label="Rate type" error={errors.rateTypeId} helper="Optional." disabled={!values.roomTypeId}>
            <OptionSelect
              value={values.rateTypeId}
              onChange={(value) => set('rateTypeId', value)}
              options={toOptions(rateTypes)}
              placeholder={values.roomTypeId ? 'No rate type' : 'Select a room type first'}
              disabled={!values.roomTypeId}
            />
          </FormField>
          <FormField label={editing ? 'Date' : 'Date (first night)'} required error={errors.date ?? errors.fromDate}>
            <Input type="date" value={values.date} onChange={(e) => set('date', e.currentTarget.value)} />
          </FormField>
          {!editing && (
            <FormField
              label="Until (last night)"
              error={errors.untilDate ?? errors.toDate}
              helper="Optional: the same rate for every night up to this date."
            >
              <Input type="date" value={values.untilDate} min={values.date || undefined} onChange={(e) => set('untilDate', e.currentTarget.value)} />
            </FormField>
          )}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="5">
          {AMOUNT_FIELDS.map(([key, label, isRequired]) => (
            <FormField key={key} label={label} required={isRequired} error={errors[key]}>
              <Input type="number" min={0} step={0.01} required value={values[key]} onChange={(e) => set(key, e.currentTarget.value)} />
            </FormField>
          ))}
        </SimpleGrid>
        <FormAlert message={formError} />
        <FormActions
          saving={saving}
          submitLabel={editing ? 'Update' : nights > 1 ? `Add ${nights} Rates` : 'Add Rate'}
          onCancel={editing ? onDone : undefined}
        >
          {!editing && nights > 1 && (
            <Text fontSize="sm" color="fg.muted">
              One rate per night from {formatLocalDate(values.date)} to {formatLocalDate(values.untilDate)}.
            </Text>
          )}
        </FormActions>
      </Stack>
      {unsavedDialog}
    </form>
  );
};
