import { Button, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { usePhotoFormSubmit } from '../../../components/admin/use-photo-form-submit';
import { CheckboxField, FormField, Select, firstErrorUnder } from '../../../components/fields';
import { FormSection } from '../../../components/form-section';
import { ErrorState } from '../../../components/page-states';
import { PhotoPicker, photosChanged, usePhotoPicker, type usePhotoPicker as UsePhotoPicker } from '../../../components/photo-picker';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes';
import { ADMIN_FORM_TOAST_MS, CURRENCIES } from '../constants';

/*
 * What both package forms share: their state and submit (usePackageFormState), and field groups. Each
 * group is memoised and takes only its own values and a stable setter, so typing in one group
 * re-renders that group, not the whole long form.
 */

export type Errors = Record<string, string>;

export type DatesGuestsField = 'durationDays' | 'durationNights' | 'start' | 'end' | 'maxGuests' | 'minAge';

export interface PriceValues {
  adult: string;
  child: string;
  currency: string;
  wasAdult: string;
}

/** The fields both forms hold under the same names. */
interface CommonValues {
  durationDays: string;
  durationNights: string;
  maxGuests: string;
  minAge: string;
  price: PriceValues;
  featured: boolean;
}

/**
 * A package form's values, setters, photos, unsaved-changes guard and submit. `start` is what the form
 * opened with (to tell whether anything changed); `dateKeys` are the API's names of its two dates.
 */
export const usePackageFormState = <V extends CommonValues>(
  start: V,
  initialPhotos: string[],
  dateKeys: { start: keyof V & string; end: keyof V & string },
) => {
  const [values, setValues] = useState<V>(start);
  const { saving, fieldErrors, formError, submit } = usePhotoFormSubmit({ keys: 'path', toastMs: ADMIN_FORM_TOAST_MS });
  const picker = usePhotoPicker({ initial: initialPhotos });
  const dirty = useMemo(
    () => JSON.stringify(values) !== JSON.stringify(start) || photosChanged(picker.items, initialPhotos),
    [values, start, picker.items, initialPhotos],
  );
  const prompt = useUnsavedChangesPrompt(dirty && !saving);

  // Stable handlers, so the memoised groups, lists and photos skip re-rendering while other fields change.
  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value })), []);
  const setPrice = useCallback(
    (key: keyof PriceValues, value: string) => setValues((current) => ({ ...current, price: { ...current.price, [key]: value } })),
    [],
  );
  const { start: startKey, end: endKey } = dateKeys;
  const setDatesGuests = useCallback(
    (field: DatesGuestsField, value: string) => {
      const key = field === 'start' ? startKey : field === 'end' ? endKey : field;
      setValues((current) => ({ ...current, [key]: value }));
    },
    [startKey, endKey],
  );

  // The dates and guests group's props, read from the values under the API's names for the two dates.
  const datesGuests = {
    durationDays: values.durationDays,
    durationNights: values.durationNights,
    start: String(values[startKey]),
    end: String(values[endKey]),
    maxGuests: values.maxGuests,
    minAge: values.minAge,
    startKey,
    endKey,
    onChange: setDatesGuests,
  };

  return { values, setValues, set, setPrice, datesGuests, picker, prompt, saving, fieldErrors, formError, submit };
};

interface NumberFieldProps {
  label: string;
  error: string | undefined;
  value: string;
  min: number;
  max?: number;
  step: number;
  required?: boolean;
  onChange: (value: string) => void;
}

const NumberField = ({ label, error, value, min, max, step, required, onChange }: NumberFieldProps) => (
  <FormField label={label} required={required} error={error}>
    <Input type="number" min={min} max={max} step={step} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
  </FormField>
);

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
  const whole = (label: string, field: DatesGuestsField, min: number, max: number) => (
    <NumberField label={label} error={errors[field]} value={props[field]} min={min} max={max} step={1} onChange={(value) => onChange(field, value)} />
  );
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
      {whole('Duration (days)', 'durationDays', 0, 365)}
      {whole('Nights', 'durationNights', 0, 365)}
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
      {whole('Max guests', 'maxGuests', 1, 500)}
      {whole('Min age', 'minAge', 0, 120)}
    </SimpleGrid>
  );
});

interface PriceFieldsProps {
  price: PriceValues;
  errors: Errors;
  onChange: (field: keyof PriceValues, value: string) => void;
}

export const PriceFields = memo(function PriceFields({ price, errors, onChange }: PriceFieldsProps) {
  const money = (label: string, field: 'adult' | 'child', required?: boolean) => (
    <NumberField
      label={label}
      required={required}
      error={errors[`price.${field}`]}
      value={price[field]}
      min={0}
      step={0.01}
      onChange={(value) => onChange(field, value)}
    />
  );
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
      {money('Adult price', 'adult', true)}
      {money('Child price', 'child')}
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

/** The gallery section of both forms. */
export const GallerySection = ({ picker, errors, saving }: { picker: ReturnType<typeof UsePhotoPicker>; errors: Errors; saving: boolean }) => (
  <FormSection title="Gallery" description="The first photo is the cover. Up to 8 photos.">
    <PhotoPicker picker={picker} error={firstErrorUnder(errors, 'photos')} disabled={saving} />
  </FormSection>
);

export const FeaturedField = ({ featured, onChange }: { featured: boolean; onChange: (checked: boolean) => void }) => (
  <CheckboxField label="Featured (shown on the home page)" checked={featured} onChange={onChange} />
);

interface SubmitRowProps {
  formError: string | null;
  saving: boolean;
  submitLabel: string;
  /** Cancel, beside the submit button. */
  children?: ReactNode;
  /** What stands apart at the row's far end (Delete). */
  end?: ReactNode;
}

/** The form's message and its submit button, with Cancel beside it and anything else at the far end. */
export const SubmitRow = ({ formError, saving, submitLabel, children, end }: SubmitRowProps) => {
  const buttons = (
    <HStack gap="3">
      <Button type="submit" loading={saving} loadingText="Saving...">
        {submitLabel}
      </Button>
      {children}
    </HStack>
  );
  return (
    <>
      {formError && <ErrorState>{formError}</ErrorState>}
      {end ? (
        <HStack gap="3" flexWrap="wrap" justify="space-between">
          {buttons}
          {end}
        </HStack>
      ) : (
        buttons
      )}
    </>
  );
};
