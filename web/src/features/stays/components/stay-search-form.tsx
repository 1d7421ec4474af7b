import { Box, Button, Field, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FieldErrorText } from '../../../components/field-error-text';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { LuMapPin, LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../lib/use-zod-form';
import { addDays, formatUsDate, isLocalDate, nightsBetween, todayInSouthAfrica } from '../../../lib/dates';
import { useStaySearchContext } from '../stay-search-context';
import {
  checkInOf,
  checkOutOf,
  stayLimits,
  toNavigationState,
  toStayQuery,
  validateStaySearch,
  type StaySearch,
} from '../stay-search';
import { plural } from '../stay-format';
import { GuestCounters } from './guest-counters';

interface StaySearchFormProps {
  initial: StaySearch;
  /** The list page's panel adds min and max price per night. */
  withPrices?: boolean;
  /** Without it, a valid search becomes NEW_SEARCH and goes to /hotels (URL + navigation state). */
  onSearch?: (search: StaySearch) => void;
  /** Hides the destination (the hotel page searches one hotel). */
  withDestination?: boolean;
  submitLabel?: string;
  /** In a side panel (beside the results or the hotel on wide screens): fields stack. */
  narrow?: boolean;
}

/**
 * Whole rand typed in a price box; an empty box means "no limit there", the spec's default (0 or 4999),
 * as the API reads an absent min or max; null when the text is not a whole number.
 */
const parsePrice = (raw: string, fallback: number): number | null =>
  raw.trim() === '' ? fallback : /^\s*\d+\s*$/.test(raw) ? Number(raw) : null;

/**
 * The search's rules (validateStaySearch, the same as the API's) as the schema the app's form hook
 * reads: each broken rule is an issue on its field.
 */
const staySearchSchema = (options: { withPrices: boolean; today: string }) =>
  z.custom<StaySearch>().superRefine((search, ctx) => {
    for (const [field, message] of Object.entries(validateStaySearch(search, options))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

/**
 * The Stays panel: destination, check-in and check-out (from today; shown MM/dd/yyyy as the spec
 * says), adults / children / rooms and Search. The same rules as the API are checked first and a
 * search that breaks one is not sent: its message sits under the field.
 */
export const StaySearchForm = ({ initial, withPrices = false, onSearch, withDestination = true, submitLabel = 'Search', narrow = false }: StaySearchFormProps) => {
  const navigate = useNavigate();
  const context = useStaySearchContext();
  const [city, setCity] = useState(initial.city);
  const [checkIn, setCheckIn] = useState(checkInOf(initial));
  const [checkOut, setCheckOut] = useState(checkOutOf(initial));
  const [options, setOptions] = useState(initial.options);
  const [minPrice, setMinPrice] = useState(String(initial.minPrice));
  const [maxPrice, setMaxPrice] = useState(String(initial.maxPrice));
  const { fieldErrors: errors, validate } = useZodForm();
  const today = todayInSouthAfrica();

  const onCheckInChange = (value: string) => {
    setCheckIn(value);
    // Moving check-in past check-out carries check-out along, one night later. Read from the latest
    // state, not this render's: changes handed over together (typed before the page took over) run
    // their handlers before a re-render, and a check-out chosen after would be undone.
    if (isLocalDate(value)) setCheckOut((current) => (!isLocalDate(current) || current <= value ? addDays(value, 1) : current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const min = parsePrice(minPrice, stayLimits.defaultMinPrice);
    const max = parsePrice(maxPrice, stayLimits.defaultMaxPrice);
    // An emptied box shows the default it searched with.
    if (withPrices && min !== null) setMinPrice(String(min));
    if (withPrices && max !== null) setMaxPrice(String(max));
    const search: StaySearch = {
      city: city.trim(),
      dates: [{ startDate: checkIn, endDate: checkOut, key: 'selection' }],
      options,
      minPrice: withPrices ? (min ?? Number.NaN) : initial.minPrice,
      maxPrice: withPrices ? (max ?? Number.NaN) : initial.maxPrice,
    };
    if (validate(event.currentTarget, staySearchSchema({ withPrices, today }), { input: search }) === null) return;
    if (onSearch) {
      onSearch(search);
      return;
    }
    context?.dispatch({ type: 'NEW_SEARCH', payload: search });
    void navigate(paths.hotels.to(toStayQuery(search)), { state: toNavigationState(search) });
  };

  const nights = isLocalDate(checkIn) && isLocalDate(checkOut) ? nightsBetween(checkIn, checkOut) : 0;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Stay search">
      <Stack gap="3">
        <SimpleGrid
          columns={narrow ? { base: 1, sm: withDestination ? 3 : 2, lg: 1 } : { base: 1, md: withDestination ? 3 : 2 }}
          gap="3"
          alignItems="start"
        >
          {withDestination && (
            <Field.Root>
              <Field.Label>Where are you going?</Field.Label>
              <InputGroup startElement={<LuMapPin aria-hidden="true" />}>
                <Input name="destination" value={city} onChange={(event) => setCity(event.target.value)} placeholder="City, e.g. Cape Town" autoComplete="off" />
              </InputGroup>
            </Field.Root>
          )}
          <Field.Root invalid={Boolean(errors.checkIn)}>
            <Field.Label>Check-in</Field.Label>
            <Input type="date" name="checkIn" value={checkIn} min={today} max={addDays(today, stayLimits.maxDaysAhead)} onChange={(event) => onCheckInChange(event.target.value)} />
            {errors.checkIn && <FieldErrorText>{errors.checkIn}</FieldErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.checkOut)}>
            <Field.Label>Check-out</Field.Label>
            <Input
              type="date"
              name="checkOut"
              value={checkOut}
              min={isLocalDate(checkIn) ? addDays(checkIn, 1) : addDays(today, 1)}
              onChange={(event) => setCheckOut(event.target.value)}
            />
            {errors.checkOut && <FieldErrorText>{errors.checkOut}</FieldErrorText>}
          </Field.Root>
        </SimpleGrid>
        {/* The spec's picker shows the range as MM/dd/yyyy; native inputs show the visitor's own format. */}
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="stay-dates-summary">
          {isLocalDate(checkIn) ? formatUsDate(checkIn) : 'mm/dd/yyyy'} – {isLocalDate(checkOut) ? formatUsDate(checkOut) : 'mm/dd/yyyy'}
          {nights > 0 && ` · ${plural(nights, 'night')}`}
        </Text>
        <GuestCounters options={options} onChange={setOptions} errors={errors} narrow={narrow} />
        {withPrices && (
          <SimpleGrid columns={2} gap="3">
            <Field.Root invalid={Boolean(errors.minPrice)}>
              <Field.Label>Min price per night (R)</Field.Label>
              <Input name="min" inputMode="numeric" value={minPrice} onChange={(event) => setMinPrice(event.target.value)} />
              {errors.minPrice && <FieldErrorText>{errors.minPrice}</FieldErrorText>}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.maxPrice)}>
              <Field.Label>Max price per night (R)</Field.Label>
              <Input name="max" inputMode="numeric" value={maxPrice} onChange={(event) => setMaxPrice(event.target.value)} />
              {errors.maxPrice && <FieldErrorText>{errors.maxPrice}</FieldErrorText>}
            </Field.Root>
          </SimpleGrid>
        )}
        <Box>
          <Button type="submit" colorPalette="sunset" w={{ base: 'full', sm: 'auto' }}>
            <LuSearch aria-hidden="true" />
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </form>
  );
};
