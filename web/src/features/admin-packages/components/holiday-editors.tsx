import {
  Box,
  Button,
  Field,
  Fieldset,
  Flex,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { FieldErrorText } from '../../../components/field-error-text';
import { LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import type { DestinationValues, ItineraryDayValues } from '../schemas';
import { CheckboxField, FormField } from '../../../components/fields';

/** A row of a list editor with a stable key, so removing one row never shifts another's input. */
export type Keyed<T> = T & { key: string };

type Errors = Record<string, string>;
/** Changes a list from its latest value (so a row's handler never works on a stale copy). */
export type ListUpdate<T> = (updater: (rows: Keyed<T>[]) => Keyed<T>[]) => void;

const RowCard = ({
  legend,
  onRemove,
  removeLabel,
  children,
}: {
  legend: string;
  onRemove: () => void;
  removeLabel: string;
  children: ReactNode;
}) => (
  <Fieldset.Root borderWidth="1px" borderStartWidth="4px" borderStartColor="brand.solid" borderRadius="lg" p="4" bg="bg">
    <Flex justify="space-between" align="center" gap="3">
      <Fieldset.Legend fontWeight="700">{legend}</Fieldset.Legend>
      <Button type="button" size="xs" variant="ghost" colorPalette="red" onClick={onRemove} aria-label={removeLabel}>
        <LuTrash2 aria-hidden="true" /> Remove
      </Button>
    </Flex>
    <Fieldset.Content mt="3">{children}</Fieldset.Content>
  </Fieldset.Root>
);

const patchRow =
  <T,>(key: string, patch: Partial<T>) =>
  (rows: Keyed<T>[]): Keyed<T>[] =>
    rows.map((row) => (row.key === key ? { ...row, ...patch } : row));

const removeRow =
  <T,>(key: string) =>
  (rows: Keyed<T>[]): Keyed<T>[] =>
    rows.filter((row) => row.key !== key);

interface DestinationRowProps {
  destination: Keyed<DestinationValues>;
  index: number;
  locationError: string | undefined;
  attractionsError: string | undefined;
  onChange: ListUpdate<DestinationValues>;
}

// Memoised: typing in one row (or elsewhere in the long form) leaves the other rows alone.
const DestinationRow = memo(function DestinationRow({
  destination,
  index,
  locationError,
  attractionsError,
  onChange,
}: DestinationRowProps) {
  const number = index + 1;
  const { key, attractions } = destination;
  const patch = (change: Partial<DestinationValues>) => onChange(patchRow<DestinationValues>(key, change));
  return (
    <RowCard
      legend={`Destination ${number}`}
      removeLabel={`Remove destination ${number}`}
      onRemove={() => onChange(removeRow(key))}
    >
      <FormField label="Location" required error={locationError}>
        <Input
          value={destination.location}
          maxLength={120}
          placeholder="e.g. Cape Town"
          onChange={(e) => patch({ location: e.currentTarget.value })}
        />
      </FormField>
      <Field.Root invalid={Boolean(attractionsError)}>
        <Text as="span" fontWeight="500" fontSize="sm">
          Attractions
        </Text>
        <Stack gap="2" w="full">
          {attractions.map((attraction, a) => (
            <HStack key={a} gap="2">
              <Input
                aria-label={`Attraction ${a + 1} of destination ${number}`}
                value={attraction}
                maxLength={200}
                aria-invalid={Boolean(attractionsError) && attraction.trim() === ''}
                onChange={(e) => patch({ attractions: attractions.map((item, i) => (i === a ? e.currentTarget.value : item)) })}
              />
              <IconButton
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove attraction ${a + 1} of destination ${number}`}
                onClick={() => patch({ attractions: attractions.filter((_, i) => i !== a) })}
              >
                <LuX />
              </IconButton>
            </HStack>
          ))}
        </Stack>
        {attractionsError && <FieldErrorText>{attractionsError}</FieldErrorText>}
        <Button
          type="button"
          size="xs"
          variant="outline"
          alignSelf="flex-start"
          aria-label={`Add attraction to destination ${number}`}
          onClick={() => patch({ attractions: [...attractions, ''] })}
        >
          <LuPlus aria-hidden="true" /> Add attraction
        </Button>
      </Field.Root>
    </RowCard>
  );
});

interface DestinationsEditorProps {
  value: readonly Keyed<DestinationValues>[];
  onChange: ListUpdate<DestinationValues>;
  onAdd: () => void;
  errors: Errors;
}

/** Destinations, each a location and its attractions (admin spec section 3, Holiday package). */
export const DestinationsEditor = memo(function DestinationsEditor({ value, onChange, onAdd, errors }: DestinationsEditorProps) {
  return (
    <Stack gap="4">
      {value.map((destination, index) => (
        <DestinationRow
          key={destination.key}
          destination={destination}
          index={index}
          locationError={errors[`destinations.${index}.location`]}
          attractionsError={errors[`destinations.${index}.attractions`]}
          onChange={onChange}
        />
      ))}
      {errors.destinations && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.destinations}
        </Text>
      )}
      <Button type="button" variant="outline" alignSelf="flex-start" onClick={onAdd}>
        <LuPlus aria-hidden="true" /> Add destination
      </Button>
    </Stack>
  );
});

const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
const mealLabel = (meal: (typeof MEALS)[number]): string => meal[0]!.toUpperCase() + meal.slice(1);

interface ItineraryDayRowProps {
  day: Keyed<ItineraryDayValues>;
  index: number;
  errors: Errors;
  onChange: ListUpdate<ItineraryDayValues>;
}

const ItineraryDayRow = memo(function ItineraryDayRow({ day, index, errors, onChange }: ItineraryDayRowProps) {
  const number = index + 1;
  const { key, meals, accommodation, transportation } = day;
  const error = (field: string) => errors[`itinerary.${index}.${field}`];
  const patch = (change: Partial<ItineraryDayValues>) => onChange(patchRow<ItineraryDayValues>(key, change));
  return (
    <RowCard
      legend={`Itinerary day ${number}`}
      removeLabel={`Remove itinerary day ${number}`}
      onRemove={() => onChange(removeRow(key))}
    >
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
        <FormField label="Day number" required error={error('day')}>
          <Input
            type="number"
            min={1}
            max={365}
            step={1}
            value={day.day}
            onChange={(e) => patch({ day: e.currentTarget.value })}
          />
        </FormField>
        <Box gridColumn={{ md: 'span 3' }}>
          <FormField label="Day title" required error={error('title')}>
            <Input value={day.title} maxLength={200} onChange={(e) => patch({ title: e.currentTarget.value })} />
          </FormField>
        </Box>
      </SimpleGrid>
      <FormField label="Day description" error={error('description')}>
        <Textarea
          value={day.description}
          rows={3}
          maxLength={5000}
          onChange={(e) => patch({ description: e.currentTarget.value })}
        />
      </FormField>
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="500">
          Meals
        </Fieldset.Legend>
        <HStack gap="5" mt="2" flexWrap="wrap">
          {MEALS.map((meal) => (
            <CheckboxField
              key={meal}
              label={mealLabel(meal)}
              checked={meals[meal]}
              onChange={(checked) => patch({ meals: { ...meals, [meal]: checked } })}
            />
          ))}
        </HStack>
      </Fieldset.Root>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField label="Accommodation name" error={error('accommodation.name')}>
          <Input
            value={accommodation.name}
            maxLength={200}
            onChange={(e) => patch({ accommodation: { ...accommodation, name: e.currentTarget.value } })}
          />
        </FormField>
        <FormField label="Accommodation type" error={error('accommodation.type')}>
          <Input
            value={accommodation.type}
            maxLength={100}
            placeholder="Hotel, lodge, tented camp..."
            onChange={(e) => patch({ accommodation: { ...accommodation, type: e.currentTarget.value } })}
          />
        </FormField>
        <FormField label="Accommodation rating (0–5)" error={error('accommodation.rating')}>
          <Input
            type="number"
            min={0}
            max={5}
            step={1}
            value={accommodation.rating}
            onChange={(e) => patch({ accommodation: { ...accommodation, rating: e.currentTarget.value } })}
          />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField label="Transportation type" error={error('transportation.type')}>
          <Input
            value={transportation.type}
            maxLength={100}
            placeholder="Coach, flight, boat..."
            onChange={(e) => patch({ transportation: { ...transportation, type: e.currentTarget.value } })}
          />
        </FormField>
        <Box gridColumn={{ md: 'span 2' }}>
          <FormField label="Transportation details" error={error('transportation.details')}>
            <Input
              value={transportation.details}
              maxLength={500}
              onChange={(e) => patch({ transportation: { ...transportation, details: e.currentTarget.value } })}
            />
          </FormField>
        </Box>
      </SimpleGrid>
    </RowCard>
  );
});

interface ItineraryEditorProps {
  value: readonly Keyed<ItineraryDayValues>[];
  onChange: ListUpdate<ItineraryDayValues>;
  onAdd: () => void;
  errors: Errors;
}

/** The day-by-day plan: meals, where the group sleeps and how it travels. */
export const ItineraryEditor = memo(function ItineraryEditor({ value, onChange, onAdd, errors }: ItineraryEditorProps) {
  return (
    <Stack gap="4">
      {value.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          No days yet. Add the first day of the trip.
        </Text>
      )}
      {value.map((day, index) => (
        <ItineraryDayRow key={day.key} day={day} index={index} errors={errors} onChange={onChange} />
      ))}
      {errors.itinerary && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.itinerary}
        </Text>
      )}
      <Button type="button" variant="outline" alignSelf="flex-start" onClick={onAdd}>
        <LuPlus aria-hidden="true" /> Add day
      </Button>
    </Stack>
  );
});
