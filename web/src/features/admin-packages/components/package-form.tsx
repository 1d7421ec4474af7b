import { Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { memo, useCallback } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AMENITY_OPTIONS, INCLUDE_OPTIONS, messages, PACKAGE_TYPES } from '../constants';
import { useCreatePackage, useUpdatePackage } from '../mutations';
import { packageFormSchema, toPackageInput, type PackageFormValues } from '../schemas';
import { CheckboxGroupField, FormField, Select, firstErrorUnder } from '../../../components/fields';
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
import { useConfirmDeletePackage } from './use-confirm-delete-package';

type PackageFormProps = { mode: 'create'; initial: PackageFormValues } | { mode: 'edit'; id: string; initial: PackageFormValues };

const DATE_KEYS = { start: 'fromDate', end: 'toDate' } as const;

/**
 * The simple package form (admin spec sections 2 to 5): create without an id, update with one (which
 * adds Delete Package). Nothing is sent until the whole form is valid; new photos upload on save.
 */
export const PackageForm = (props: PackageFormProps) => {
  const { mode, initial } = props;
  const navigate = useNavigate();
  const { values, set, setPrice, datesGuests, picker, prompt, saving, fieldErrors, formError, submit } = usePackageFormState(
    initial,
    initial.photos,
    DATE_KEYS,
  );
  const createPackage = useCreatePackage();
  const updatePackage = useUpdatePackage();
  const remover = useConfirmDeletePackage({
    onDeleted: () => {
      // A deleted package has nothing left to save.
      prompt.allowNextNavigation();
      void navigate(paths.adminPackages.to());
    },
  });
  const setAmenities = useCallback((list: string[]) => set('amenities', list), [set]);
  const setIncludes = useCallback((list: string[]) => set('includes', list), [set]);

  const onSubmit = submit({
    schema: packageFormSchema,
    values,
    picker,
    success: mode === 'create' ? messages.created : messages.updated,
    failure: mode === 'create' ? messages.createFailed : messages.updateFailed,
    save: async (data, photos) => {
      const input = toPackageInput({ ...data, photos });
      if (props.mode === 'create') await createPackage(input);
      else await updatePackage(props.id, input);
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
            <DatesGuestsFields {...datesGuests} errors={fieldErrors} />
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

          <GallerySection picker={picker} errors={fieldErrors} saving={saving} />

          <FormSection title="Terms and visibility">
            <TermsFields terms={values.terms} featured={values.featured} errors={fieldErrors} set={set} />
          </FormSection>

          <SubmitRow
            formError={formError}
            saving={saving}
            submitLabel={mode === 'create' ? 'Create Package' : 'Update Package'}
            end={
              props.mode === 'edit' && (
                <Button
                  type="button"
                  variant="outline"
                  colorPalette="red"
                  disabled={saving}
                  onClick={() => remover.ask({ id: props.id, name: values.title || initial.title })}
                >
                  <LuTrash2 aria-hidden="true" /> Delete Package
                </Button>
              )
            }
          >
            <Button asChild variant="outline">
              <RouterLink to={paths.adminPackages.to()}>Cancel</RouterLink>
            </Button>
          </SubmitRow>
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
      <FeaturedField featured={featured} onChange={(checked) => set('featured', checked)} />
    </>
  );
});
