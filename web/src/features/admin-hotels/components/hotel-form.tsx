import { Button, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/page-states';
import { PhotoPicker, photosChanged, usePhotoPicker } from '../../../components/photo-picker';
import { FormField, firstErrorUnder } from '../../../components/fields';
import { FormSection } from '../../../components/form-section';
import { usePhotoFormSubmit } from '../../../components/admin/use-photo-form-submit';
import { HOTEL_FORM_TOAST_MS, HOTEL_TYPE_SUGGESTIONS } from '../constants';
import { hotelFormSchema, normaliseFieldErrors, type HotelFormOutput, type HotelFormValues } from '../schemas';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes';

export interface HotelFormProps {
  initial: HotelFormValues;
  /** "Create Hotel" or the spec's "Update Hotel". */
  submitLabel: string;
  successMessage: string;
  failureMessage: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /** Sends the parsed form (photos as hosted URLs) to the API; resolves with the hotel's id. */
  save: (input: HotelFormOutput) => Promise<string>;
  /** After the success toast: where to go next. */
  onSaved: (id: string) => void;
}

type TextKey = Exclude<keyof HotelFormValues, 'photos'>;

/**
 * The one hotel form of /createhotel and /edithotel/{id} (admin spec sections 2, 4 and 5). Nothing
 * is sent until every field is valid; newly chosen photos upload on save; the API's field errors
 * land on the fields.
 */
export const HotelForm = ({ initial, submitLabel, successMessage, failureMessage, cancelTo, save, onSaved }: HotelFormProps) => {
  const [values, setValues] = useState(initial);
  const { saving, fieldErrors, formError, submit } = usePhotoFormSubmit({
    focusInvalid: true,
    toastMs: HOTEL_FORM_TOAST_MS,
    serverFieldErrors: normaliseFieldErrors,
  });
  const picker = usePhotoPicker({ initial: initial.photos });
  const typeListId = useId();

  const photosDiffer = photosChanged(picker.items, initial.photos);
  const dirty = useMemo(
    () =>
      photosDiffer ||
      (Object.keys(initial) as Array<keyof HotelFormValues>).some((key) => key !== 'photos' && values[key] !== initial[key]),
    [photosDiffer, values, initial],
  );
  const prompt = useUnsavedChangesPrompt(dirty && !saving);

  const set = useCallback((key: TextKey, value: string) => setValues((current) => ({ ...current, [key]: value })), []);

  const onSubmit = submit({
    schema: hotelFormSchema,
    values,
    picker,
    success: successMessage,
    failure: failureMessage,
    save: (data, photos) => save({ ...data, photos }),
    onSaved: (id) => {
      prompt.allowNextNavigation();
      onSaved(id);
    },
  });

  const text = (
    key: TextKey,
    label: string,
    options: { type?: string; maxLength?: number; autoComplete?: string; list?: string } = {},
  ) => (
    <FormField label={label} required error={fieldErrors[key]}>
      <Input
        name={key}
        type={options.type ?? 'text'}
        value={values[key]}
        maxLength={options.maxLength ?? 200}
        autoComplete={options.autoComplete ?? 'off'}
        list={options.list}
        onChange={(e) => set(key, e.currentTarget.value)}
      />
    </FormField>
  );

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={submitLabel}>
        <Stack gap="6">
          <FormSection title="Details">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {text('name', 'Name')}
              {text('type', 'Type', { maxLength: 60, list: typeListId })}
            </SimpleGrid>
            <datalist id={typeListId}>
              {HOTEL_TYPE_SUGGESTIONS.map((type) => (
                <option key={type} value={type} />
              ))}
            </datalist>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField label="Rating" required error={fieldErrors.rating} helper="From 0 to 5.">
                <Input
                  name="rating"
                  type="number"
                  min={0}
                  max={5}
                  step={0.1}
                  inputMode="decimal"
                  value={values.rating}
                  onChange={(e) => set('rating', e.currentTarget.value)}
                />
              </FormField>
              <FormField
                label="Distance from centre (m)"
                error={fieldErrors.distanceFromCentreM}
                helper="Optional: shown to visitors in search results."
              >
                <Input
                  name="distanceFromCentreM"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={values.distanceFromCentreM}
                  onChange={(e) => set('distanceFromCentreM', e.currentTarget.value)}
                />
              </FormField>
            </SimpleGrid>
            <FormField label="Description" required error={fieldErrors.description}>
              <Textarea
                name="description"
                value={values.description}
                rows={5}
                maxLength={5000}
                onChange={(e) => set('description', e.currentTarget.value)}
              />
            </FormField>
          </FormSection>

          <FormSection title="Location">
            {text('address', 'Address', { maxLength: 300, autoComplete: 'street-address' })}
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              {text('city', 'City', { maxLength: 80 })}
              {text('postalCode', 'Postal code', { maxLength: 20, autoComplete: 'postal-code' })}
              {text('country', 'Country', { maxLength: 80 })}
            </SimpleGrid>
          </FormSection>

          <FormSection title="Contact">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {text('email', 'Email', { type: 'email', maxLength: 254 })}
              {text('phone', 'Phone', { type: 'tel', maxLength: 40 })}
            </SimpleGrid>
          </FormSection>

          <FormSection title="Gallery" description="The first photo is the cover. At least one, up to 8 photos.">
            <PhotoPicker picker={picker} error={firstErrorUnder(fieldErrors, 'photos')} disabled={saving} />
          </FormSection>

          {formError && <ErrorState>{formError}</ErrorState>}
          <HStack gap="3" flexWrap="wrap">
            <Button type="submit" loading={saving} loadingText="Saving...">
              {submitLabel}
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={cancelTo}>Cancel</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </form>
      {prompt.dialog}
    </>
  );
};
