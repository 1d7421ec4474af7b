import { useMutation } from '@apollo/client/react';
import { Button, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { memo, useCallback, useMemo, useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/page-states';
import { PhotoPicker, photosChanged, usePhotoPicker } from '../../../components/photo-picker';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes';
import { paths } from '../../../config/paths';
import { forgetPackageLists } from '../cache';
import { ADMIN_FORM_TOAST_MS, AMENITY_OPTIONS, INCLUDE_OPTIONS, messages, PACKAGE_TYPES } from '../constants';
import { CreatePackageMutation, UpdatePackageMutation } from '../graphql';
import { packageFormSchema, toPackageInput, type PackageFormValues } from '../schemas';
import { CheckboxField, CheckboxGroupField, FormField, Select, firstErrorUnder } from '../../../components/fields';
import { FormSection } from '../../../components/form-section';
import { usePhotoFormSubmit } from '../../../components/admin/use-photo-form-submit';
import { DatesGuestsFields, PriceFields, type DatesGuestsField, type Errors } from './shared-fields';
import { useDeletePackage } from './use-delete-package';

type PackageFormProps = { mode: 'create'; initial: PackageFormValues } | { mode: 'edit'; id: string; initial: PackageFormValues };

/**
 * The simple package form (admin spec sections 2 to 5): create without an id, update with one (which
 * adds Delete Package). Nothing is sent until the whole form is valid; new photos upload on save.
 */
export const PackageForm = (props: PackageFormProps) => {
  const { mode, initial } = props;
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const { saving, fieldErrors, formError, submit } = usePhotoFormSubmit({ keys: 'path', toastMs: ADMIN_FORM_TOAST_MS });
  const picker = usePhotoPicker({ initial: initial.photos });
  const [createPackage] = useMutation(CreatePackageMutation, { update: forgetPackageLists });
  const [updatePackage] = useMutation(UpdatePackageMutation, { update: forgetPackageLists });
  const dirty = useMemo(
    () => JSON.stringify(values) !== JSON.stringify(initial) || photosChanged(picker.items, initial.photos),
    [values, initial, picker.items],
  );
  const prompt = useUnsavedChangesPrompt(dirty && !saving);
  const remover = useDeletePackage({
    onDeleted: () => {
      // A deleted package has nothing left to save.
      prompt.allowNextNavigation();
      void navigate(paths.adminPackages.to());
    },
  });

  // Stable handlers, so the memoised checkbox groups and photos skip re-rendering while other fields change.
  const set = useCallback(
    <K extends keyof PackageFormValues>(key: K, value: PackageFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value })),
    [],
  );
  const setAmenities = useCallback((list: string[]) => set('amenities', list), [set]);
  const setIncludes = useCallback((list: string[]) => set('includes', list), [set]);
  const setPrice = useCallback(
    (key: keyof PackageFormValues['price'], value: string) =>
      setValues((current) => ({ ...current, price: { ...current.price, [key]: value } })),
    [],
  );
  const setDatesGuests = useCallback(
    (field: DatesGuestsField, value: string) => set(field === 'start' ? 'fromDate' : field === 'end' ? 'toDate' : field, value),
    [set],
  );

  const onSubmit = submit({
    schema: packageFormSchema,
    values,
    picker,
    success: mode === 'create' ? messages.created : messages.updated,
    failure: mode === 'create' ? messages.createFailed : messages.updateFailed,
    save: async (data, photos) => {
      const input = toPackageInput({ ...data, photos });
      if (props.mode === 'create') await createPackage({ variables: { input } });
      else await updatePackage({ variables: { id: props.id, input } });
    },
    onSaved: () => {
      prompt.allowNextNavigation();
      void navigate(paths.adminPackages.to());
    },
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={mode === 'create' ? 'Create package' : 'Edit package'}>
        <Stack gap="6">
          <FormSection title="Details">
            <DetailsFields
              title={values.title}
              type={values.type}
              country={values.country}
              city={values.city}
              description={values.description}
              errors={fieldErrors}
              set={set}
            />
          </FormSection>

          <FormSection title="Dates and guests">
            <DatesGuestsFields
              durationDays={values.durationDays}
              durationNights={values.durationNights}
              start={values.fromDate}
              end={values.toDate}
              maxGuests={values.maxGuests}
              minAge={values.minAge}
              startKey="fromDate"
              endKey="toDate"
              errors={fieldErrors}
              onChange={setDatesGuests}
            />
          </FormSection>

          <FormSection title="Price" description="Per person, in the chosen currency (not cents).">
            <PriceFields price={values.price} errors={fieldErrors} onChange={setPrice} />
          </FormSection>

          <FormSection title="What is offered">
            <CheckboxGroupField
              legend="Amenities"
              options={AMENITY_OPTIONS}
              value={values.amenities}
              onChange={setAmenities}
              error={firstErrorUnder(fieldErrors, 'amenities')}
            />
            <CheckboxGroupField
              legend="Includes"
              options={INCLUDE_OPTIONS}
              value={values.includes}
              onChange={setIncludes}
              error={firstErrorUnder(fieldErrors, 'includes')}
            />
          </FormSection>

          <FormSection title="Gallery" description="The first photo is the cover. Up to 8 photos.">
            <PhotoPicker picker={picker} error={firstErrorUnder(fieldErrors, 'photos')} disabled={saving} />
          </FormSection>

          <FormSection title="Terms and visibility">
            <TermsFields terms={values.terms} featured={values.featured} errors={fieldErrors} set={set} />
          </FormSection>

          {formError && <ErrorState>{formError}</ErrorState>}
          <HStack gap="3" flexWrap="wrap" justify="space-between">
            <HStack gap="3">
              <Button type="submit" loading={saving} loadingText="Saving...">
                {mode === 'create' ? 'Create Package' : 'Update Package'}
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={paths.adminPackages.to()}>Cancel</RouterLink>
              </Button>
            </HStack>
            {props.mode === 'edit' && (
              <Button
                type="button"
                variant="outline"
                colorPalette="red"
                disabled={saving}
                onClick={() => remover.ask({ id: props.id, name: values.title || initial.title })}
              >
                <LuTrash2 aria-hidden="true" /> Delete Package
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
      {prompt.dialog}
      {remover.dialog}
    </>
  );
};

type SetField = <K extends keyof PackageFormValues>(key: K, value: PackageFormValues[K]) => void;

interface DetailsFieldsProps {
  title: string;
  type: string;
  country: string;
  city: string;
  description: string;
  errors: Errors;
  set: SetField;
}

const DetailsFields = memo(function DetailsFields({ title, type, country, city, description, errors, set }: DetailsFieldsProps) {
  return (
    <>
      <FormField label="Title" required error={errors.title}>
        <Input value={title} onChange={(e) => set('title', e.currentTarget.value)} maxLength={200} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <FormField label="Type" required error={errors.type}>
          <Select value={type} onChange={(value) => set('type', value)} options={PACKAGE_TYPES} placeholder="Select a type" />
        </FormField>
        <FormField label="Country" required error={errors.country}>
          <Input value={country} onChange={(e) => set('country', e.currentTarget.value)} maxLength={100} />
        </FormField>
        <FormField label="City" required error={errors.city}>
          <Input value={city} onChange={(e) => set('city', e.currentTarget.value)} maxLength={100} />
        </FormField>
      </SimpleGrid>
      <FormField label="Description" required error={errors.description}>
        <Textarea value={description} onChange={(e) => set('description', e.currentTarget.value)} rows={5} maxLength={5000} />
      </FormField>
    </>
  );
});

interface TermsFieldsProps {
  terms: string;
  featured: boolean;
  errors: Errors;
  set: SetField;
}

const TermsFields = memo(function TermsFields({ terms, featured, errors, set }: TermsFieldsProps) {
  return (
    <>
      <FormField label="Terms" error={errors.terms}>
        <Textarea value={terms} onChange={(e) => set('terms', e.currentTarget.value)} rows={4} maxLength={10000} />
      </FormField>
      <CheckboxField
        label="Featured (shown on the home page)"
        checked={featured}
        onChange={(checked) => set('featured', checked)}
      />
    </>
  );
});
