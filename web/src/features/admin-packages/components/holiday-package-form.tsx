import { Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { memo, useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { messages, PACKAGE_TYPES } from '../constants';
import { useCreateHolidayPackage, useUpdateHolidayPackage } from '../mutations';
import { holidayPackagesTab } from '../tabs';
import {
  emptyDestination,
  emptyItineraryDay,
  holidayPackageFormSchema,
  toHolidayPackageInput,
  type DestinationValues,
  type HolidayFormValues,
  type ItineraryDayValues,
} from '../schemas';
import { ChipListInput } from '../../../components/chip-input';
import { FormField, Select, firstErrorUnder } from '../../../components/fields';
import { FormSection } from '../../../components/form-section';
import {
  DatesGuestsFields,
  FeaturedField,
  GallerySection,
  PriceFields,
  SubmitRow,
  usePackageFormState,
  type Errors,
} from './shared-fields';
import { DestinationsEditor, ItineraryEditor, type Keyed, type ListUpdate } from './holiday-editors';

const DATE_KEYS = { start: 'startDate', end: 'endDate' } as const;

interface HolidayFormState extends Omit<HolidayFormValues, 'destinations' | 'itinerary'> {
  destinations: Keyed<DestinationValues>[];
  itinerary: Keyed<ItineraryDayValues>[];
}

let rowCounter = 0;
const keyed = <T,>(row: T): Keyed<T> => ({ ...row, key: `row-${(rowCounter += 1)}` });

type HolidayPackageFormProps =
  { mode: 'create'; initial: HolidayFormValues } | { mode: 'edit'; id: string; initial: HolidayFormValues };

/**
 * The holiday package form (admin spec sections 3 to 5). Unlike the spec's, its checks block the
 * save: a package without a destination, or with a blank attraction, never reaches the API.
 */
export const HolidayPackageForm = (props: HolidayPackageFormProps) => {
  const { mode, initial } = props;
  const navigate = useNavigate();
  // The values the form opened with (row keys included), to tell whether anything changed since.
  const [start] = useState<HolidayFormState>(() => ({
    ...initial,
    destinations: initial.destinations.map(keyed),
    itinerary: initial.itinerary.map(keyed),
  }));
  const { values, setValues, set, setPrice, datesGuests, picker, prompt, saving, fieldErrors, formError, submit } =
    usePackageFormState(start, initial.photos, DATE_KEYS);
  const createHoliday = useCreateHolidayPackage();
  const updateHoliday = useUpdateHolidayPackage();

  const updateDestinations = useCallback<ListUpdate<DestinationValues>>(
    (updater) => setValues((current) => ({ ...current, destinations: updater(current.destinations) })),
    [setValues],
  );
  const updateItinerary = useCallback<ListUpdate<ItineraryDayValues>>(
    (updater) => setValues((current) => ({ ...current, itinerary: updater(current.itinerary) })),
    [setValues],
  );
  const addDestination = useCallback(
    () => updateDestinations((rows) => [...rows, keyed(emptyDestination())]),
    [updateDestinations],
  );
  const addDay = useCallback(
    () =>
      updateItinerary((rows) => {
        const last = rows.reduce((max, day) => Math.max(max, Number(day.day) || 0), 0);
        return [...rows, keyed(emptyItineraryDay(last + 1))];
      }),
    [updateItinerary],
  );
  const setInclusions = useCallback((list: string[]) => set('inclusions', list), [set]);
  const setExclusions = useCallback((list: string[]) => set('exclusions', list), [set]);

  const onSubmit = submit({
    schema: holidayPackageFormSchema,
    values,
    picker,
    success: mode === 'create' ? messages.holidayCreated : messages.holidayUpdated,
    failure: mode === 'create' ? messages.holidayCreateFailed : messages.holidayUpdateFailed,
    save: async (data, photos) => {
      const input = toHolidayPackageInput({ ...data, photos });
      if (props.mode === 'create') await createHoliday(input);
      else await updateHoliday(props.id, input);
    },
    onSaved: () => {
      prompt.allowNextNavigation();
      void navigate(holidayPackagesTab('list'));
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={mode === 'create' ? 'Create holiday package' : 'Edit holiday package'}>
      <Stack gap="6">
        <FormSection title="Details">
          <HolidayDetailsFields
            name={values.name}
            packageType={values.packageType}
            country={values.country}
            city={values.city}
            description={values.description}
            errors={fieldErrors}
            set={set}
          />
        </FormSection>

        <FormSection title="Destinations" description="Where the trip goes, and what travellers see there.">
          <DestinationsEditor
            value={values.destinations}
            onChange={updateDestinations}
            onAdd={addDestination}
            errors={fieldErrors}
          />
        </FormSection>

        <FormSection title="Dates, guests and price">
          <DatesGuestsFields {...datesGuests} errors={fieldErrors} />
          <PriceFields price={values.price} errors={fieldErrors} onChange={setPrice} />
        </FormSection>

        <GallerySection picker={picker} errors={fieldErrors} saving={saving} />

        <FormSection title="Inclusions and exclusions">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <ChipListInput
              label="Inclusion"
              placeholder="e.g. Airport transfers"
              value={values.inclusions}
              onChange={setInclusions}
              error={firstErrorUnder(fieldErrors, 'inclusions')}
            />
            <ChipListInput
              label="Exclusion"
              placeholder="e.g. International flights"
              value={values.exclusions}
              onChange={setExclusions}
              error={firstErrorUnder(fieldErrors, 'exclusions')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="Itinerary">
          <ItineraryEditor value={values.itinerary} onChange={updateItinerary} onAdd={addDay} errors={fieldErrors} />
        </FormSection>

        <FormSection title="Terms and visibility">
          <HolidayTermsFields
            termsAndConditions={values.termsAndConditions}
            cancellationPolicy={values.cancellationPolicy}
            featured={values.featured}
            errors={fieldErrors}
            set={set}
          />
        </FormSection>

        <SubmitRow
          formError={formError}
          saving={saving}
          submitLabel={mode === 'create' ? 'Create Holiday Package' : 'Update Holiday Package'}
        >
          {mode === 'edit' && (
            <Button asChild variant="outline">
              <RouterLink to={paths.holidayPackages.to()}>Cancel</RouterLink>
            </Button>
          )}
        </SubmitRow>
      </Stack>
      {prompt.dialog}
    </form>
  );
};

type SetField = <K extends keyof HolidayFormState>(key: K, value: HolidayFormState[K]) => void;

interface HolidayDetailsFieldsProps {
  name: string;
  packageType: string;
  country: string;
  city: string;
  description: string;
  errors: Errors;
  set: SetField;
}

const HolidayDetailsFields = memo(function HolidayDetailsFields(props: HolidayDetailsFieldsProps) {
  const { errors, set } = props;
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label="Name" required error={errors.name}>
          <Input value={props.name} maxLength={200} onChange={(e) => set('name', e.currentTarget.value)} />
        </FormField>
        <FormField label="Package Type" required error={errors.packageType}>
          <Select
            value={props.packageType}
            onChange={(value) => set('packageType', value)}
            options={PACKAGE_TYPES}
            placeholder="Select a type"
          />
        </FormField>
        <FormField label="Country" error={errors.country} helper="Optional: the first destination when left blank.">
          <Input value={props.country} maxLength={100} onChange={(e) => set('country', e.currentTarget.value)} />
        </FormField>
        <FormField label="City" error={errors.city} helper="Optional: the first destination when left blank.">
          <Input value={props.city} maxLength={100} onChange={(e) => set('city', e.currentTarget.value)} />
        </FormField>
      </SimpleGrid>
      <FormField label="Description" required error={errors.description}>
        <Textarea
          value={props.description}
          rows={5}
          maxLength={5000}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
      </FormField>
    </>
  );
});

interface HolidayTermsFieldsProps {
  termsAndConditions: string;
  cancellationPolicy: string;
  featured: boolean;
  errors: Errors;
  set: SetField;
}

const HolidayTermsFields = memo(function HolidayTermsFields(props: HolidayTermsFieldsProps) {
  const { errors, set } = props;
  return (
    <>
      <FormField label="Terms and conditions" error={errors.termsAndConditions}>
        <Textarea
          value={props.termsAndConditions}
          rows={4}
          maxLength={10000}
          onChange={(e) => set('termsAndConditions', e.currentTarget.value)}
        />
      </FormField>
      <FormField label="Cancellation policy" error={errors.cancellationPolicy}>
        <Textarea
          value={props.cancellationPolicy}
          rows={4}
          maxLength={10000}
          onChange={(e) => set('cancellationPolicy', e.currentTarget.value)}
        />
      </FormField>
      <FeaturedField featured={props.featured} onChange={(checked) => set('featured', checked)} />
    </>
  );
});
