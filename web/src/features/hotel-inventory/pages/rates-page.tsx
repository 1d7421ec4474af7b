import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import type { InventoryRateFieldsFragment } from '../../../gql/graphql';
import { getFieldErrors } from '../../../lib/errors';
import { PageHeader } from '../../admin-packages/components/page-header';
import { evictEntity } from '../cache';
import { CurrentHotelGate } from '../components/current-hotel-gate';
import { DetailDialog } from '../components/detail-dialog';
import { FormAlert, FormField, Panel } from '../components/form-bits';
import { OptionSelect, toOptions } from '../components/option-select';
import { RowActions } from '../components/row-actions';
import { useConfirmDelete } from '../components/use-confirm-delete';
import { rateMessages } from '../constants';
import type { InventoryRatesQueryVariables } from '../../../gql/graphql';
import { todayLocalDate } from '../../packages/dates';
import {
  CreateRatesMutation,
  DeleteRateMutation,
  RATES_LIMIT,
  RateFormOptionsQuery,
  RatesQuery,
  UpdateRateMutation,
} from '../graphql';
import { asText, formatRand } from '../format';
import { notifyFailure, notifySuccess, warnInvalid } from '../notify';
import { emptyRateForm, fieldErrorsOf, formMessageFor, nightsBetween, rateSchema, type RateFormValues } from '../schemas';

type Rate = InventoryRateFieldsFragment;

/** Dates then room type, as the API orders them, so new rates land where a reload would put them. */
const byDateThenRoomType = (a: Rate, b: Rate): number =>
  a.date.localeCompare(b.date) || (a.roomType?.name ?? '').localeCompare(b.roomType?.name ?? '');

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

/** Whether a rate belongs in the list as it is filtered now. */
const matches = (rate: Rate, variables: InventoryRatesQueryVariables): boolean =>
  (!variables.roomTypeId || rate.roomTypeId === variables.roomTypeId) && (!variables.fromDate || rate.date >= variables.fromDate);

const Rates = ({ hotelId }: { hotelId: string }) => {
  // Upcoming nights first: past rates rarely matter and would fill the server's 1000-rate answer.
  const [filter, setFilter] = useState<RateFilter>(() => ({ roomTypeId: '', fromDate: todayLocalDate() }));
  const variables = listVariables(hotelId, filter);
  // Room type names come in the same answer: the spec's 10 × 500 ms retry loop is not needed.
  const { data, loading, error } = useQuery(RatesQuery, { variables, fetchPolicy: 'cache-and-network' });
  const options = useQuery(RateFormOptionsQuery, { variables: { hotelId } });
  const [editing, setEditing] = useState<Rate | null>(null);
  const [viewing, setViewing] = useState<Rate | null>(null);
  const [deleteRate] = useMutation(DeleteRateMutation);
  const remover = useConfirmDelete({
    run: (id) => deleteRate({ variables: { id }, update: (cache) => evictEntity(cache, 'Rate', id) }),
    success: rateMessages.deleted,
    failure: rateMessages.deleteFailed,
    onDeleted: (target) => setEditing((current) => (current?.id === target.id ? null : current)),
  });
  const rows = data?.rates ?? [];
  const label = (rate: Rate) => `${rate.roomType?.name ?? 'Room type'} on ${rate.date}`;

  const list = (() => {
    if (loading && !data) return <LoadingState text="Loading rates..." />;
    if (error && !data) return <ErrorState>{rateMessages.loadFailed}</ErrorState>;
    if (rows.length === 0) return <EmptyState>{rateMessages.none}</EmptyState>;
    return (
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" maxH="xl">
        <Table.Root size="sm" interactive stickyHeader>
          <Table.Caption captionSide="top" srOnly>
            Rates
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader>Room type</Table.ColumnHeader>
              <Table.ColumnHeader>Rate type</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">STO double</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Rack double</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((rate) => (
              <Table.Row key={rate.id}>
                <Table.Cell whiteSpace="nowrap">{rate.date}</Table.Cell>
                <Table.Cell fontWeight="600">{rate.roomType?.name ?? '—'}</Table.Cell>
                <Table.Cell>{rate.rateType?.name ?? '—'}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRand(rate.stoRateDouble)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRand(rate.rackRateDouble)}
                </Table.Cell>
                <Table.Cell>
                  <RowActions
                    name={label(rate)}
                    view={() => setViewing(rate)}
                    edit={() => setEditing(rate)}
                    onDelete={() => remover.ask({ id: rate.id, name: `the rate for ${label(rate)}` })}
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
        title="Rates"
        description="The price of a room type on a given night; a night without a rate uses the room type's base rate."
        actions={
          <Button asChild variant="outline">
            <RouterLink to={paths.rateTypes.to()}>Rate types</RouterLink>
          </Button>
        }
      />
      <Panel title={editing ? 'Edit Rate' : 'Add Rate'} label="Rate form">
        <RateForm key={editing?.id ?? 'new'} hotelId={hotelId} listVariables={variables} editing={editing} onDone={() => setEditing(null)} />
      </Panel>
      <Panel title="Rates of this hotel" label="Rate list">
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
        {list}
        {rows.length >= RATES_LIMIT && (
          <Text fontSize="sm" color="fg.muted">
            Showing the first {RATES_LIMIT} rates: choose a room type or a later first night to see the rest.
          </Text>
        )}
      </Panel>
      <DetailDialog
        title={viewing ? `Rate for ${label(viewing)}` : null}
        onClose={() => setViewing(null)}
        rows={
          viewing
            ? [
                { label: 'Room type', value: viewing.roomType?.name ?? '—' },
                { label: 'Rate type', value: viewing.rateType?.name ?? '—' },
                { label: 'Date', value: viewing.date },
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
    </Stack>
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
  const [values, setValues] = useState(() => (editing ? valuesOf(editing) : emptyRateForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const options = useQuery(RateFormOptionsQuery, { variables: { hotelId } });
  const [createRates] = useMutation(CreateRatesMutation);
  const [updateRate] = useMutation(UpdateRateMutation);
  const set = (key: keyof RateFormValues, value: string) => setValues((current) => ({ ...current, [key]: value }));
  // A rate type belongs to one room type: offer only those of the chosen room type.
  const rateTypes = (options.data?.rateTypes ?? []).filter((rateType) => rateType.roomTypeId === values.roomTypeId);
  const nights = values.untilDate ? nightsBetween(values.date, values.untilDate) : 1;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = rateSchema.safeParse(values);
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
    const { date, untilDate, ...amounts } = parsed.data;
    try {
      if (editing) {
        await updateRate({ variables: { id: editing.id, input: { ...amounts, date } } });
        notifySuccess(rateMessages.updated);
        onDone();
      } else {
        // One call for the whole range: the server writes every night or none.
        await createRates({
          variables: { input: { ...amounts, hotelId, fromDate: date, toDate: untilDate || date } },
          update: (cache, { data }) => {
            const created = data?.createRates;
            if (!created) return;
            cache.updateQuery({ query: RatesQuery, variables: shown }, (list) =>
              list ? { rates: [...list.rates, ...created.filter((rate) => matches(rate, shown))].sort(byDateThenRoomType) } : undefined,
            );
          },
        });
        notifySuccess(rateMessages.added);
        setValues(emptyRateForm());
      }
    } catch (caught) {
      // A night that already has this rate: the server's message names the date.
      const reason = notifyFailure(rateMessages.requestFailed, caught);
      setErrors(getFieldErrors(caught));
      setFormError(reason || rateMessages.requestFailed);
    } finally {
      setSaving(false);
    }
  };

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
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" loading={saving} loadingText="Saving...">
            {editing ? 'Update' : nights > 1 ? `Add ${nights} Rates` : 'Add Rate'}
          </Button>
          {editing && (
            <Button type="button" variant="outline" disabled={saving} onClick={onDone}>
              Cancel
            </Button>
          )}
          {!editing && nights > 1 && (
            <Text fontSize="sm" color="fg.muted">
              One rate per night from {values.date} to {values.untilDate}.
            </Text>
          )}
        </HStack>
      </Stack>
    </form>
  );
};
