import { Input, SimpleGrid } from '@chakra-ui/react';
import { memo } from 'react';
import { CURRENCIES } from '../constants';
import { FormField, Select } from '../../../components/fields';

/*
 * Field groups both package forms share. Each is memoised and takes only its own values and a
 * stable setter, so typing in one group re-renders that group, not the whole long form.
 */

export type Errors = Record<string, string>;

export type DatesGuestsField = 'durationDays' | 'durationNights' | 'start' | 'end' | 'maxGuests' | 'minAge';

interface DatesGuestsFieldsProps {
  durationDays: string;
  durationNights: string;
  start: string;
  end: string;
  maxGuests: string;
  minAge: string;
  /** The API's names for the two dates: fromDate/toDate (packages) or startDate/endDate (holiday packages). */
  startKey: string;
  endKey: string;
  errors: Errors;
  onChange: (field: DatesGuestsField, value: string) => void;
}

export const DatesGuestsFields = memo(function DatesGuestsFields(props: DatesGuestsFieldsProps) {
  const { errors, onChange } = props;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
      <FormField label="Duration (days)" error={errors.durationDays}>
        <Input
          type="number"
          min={0}
          max={365}
          step={1}
          value={props.durationDays}
          onChange={(e) => onChange('durationDays', e.currentTarget.value)}
        />
      </FormField>
      <FormField label="Nights" error={errors.durationNights}>
        <Input
          type="number"
          min={0}
          max={365}
          step={1}
          value={props.durationNights}
          onChange={(e) => onChange('durationNights', e.currentTarget.value)}
        />
      </FormField>
      <FormField label="Start date" error={errors[props.startKey]}>
        <Input type="date" value={props.start} onChange={(e) => onChange('start', e.currentTarget.value)} />
      </FormField>
      <FormField label="End date" error={errors[props.endKey]}>
        <Input
          type="date"
          value={props.end}
          min={props.start || undefined}
          onChange={(e) => onChange('end', e.currentTarget.value)}
        />
      </FormField>
      <FormField label="Max guests" error={errors.maxGuests}>
        <Input
          type="number"
          min={1}
          max={500}
          step={1}
          value={props.maxGuests}
          onChange={(e) => onChange('maxGuests', e.currentTarget.value)}
        />
      </FormField>
      <FormField label="Min age" error={errors.minAge}>
        <Input
          type="number"
          min={0}
          max={120}
          step={1}
          value={props.minAge}
          onChange={(e) => onChange('minAge', e.currentTarget.value)}
        />
      </FormField>
    </SimpleGrid>
  );
});

export interface PriceValues {
  adult: string;
  child: string;
  currency: string;
  wasAdult: string;
}

interface PriceFieldsProps {
  price: PriceValues;
  errors: Errors;
  onChange: (field: keyof PriceValues, value: string) => void;
}

export const PriceFields = memo(function PriceFields({ price, errors, onChange }: PriceFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
      <FormField label="Adult price" required error={errors['price.adult']}>
        <Input type="number" min={0} step={0.01} value={price.adult} onChange={(e) => onChange('adult', e.currentTarget.value)} />
      </FormField>
      <FormField label="Child price" error={errors['price.child']}>
        <Input type="number" min={0} step={0.01} value={price.child} onChange={(e) => onChange('child', e.currentTarget.value)} />
      </FormField>
      <FormField label="Currency" error={errors['price.currency']}>
        <Select value={price.currency} onChange={(value) => onChange('currency', value)} options={CURRENCIES} />
      </FormField>
      <FormField label="Price before special" error={errors['price.wasAdult']} helper="Optional: puts the package on special.">
        <Input
          type="number"
          min={0}
          step={0.01}
          value={price.wasAdult}
          onChange={(e) => onChange('wasAdult', e.currentTarget.value)}
        />
      </FormField>
    </SimpleGrid>
  );
});
