import { Input } from '@chakra-ui/react';
import type { AmenityFormValues } from '../schemas';
import { FormField } from '../../../components/fields';

interface AmenityFieldsProps {
  values: AmenityFormValues;
  errors: Record<string, string>;
  set: (key: keyof AmenityFormValues, value: string) => void;
}

/** The amenity's name (required) and optional description, the same on /amenities and /editamenity/{id}. */
export const AmenityFields = ({ values, errors, set }: AmenityFieldsProps) => (
  <>
    <FormField label="Name" required error={errors.name}>
      <Input value={values.name} maxLength={120} onChange={(e) => set('name', e.currentTarget.value)} />
    </FormField>
    <FormField label="Description" error={errors.description}>
      <Input value={values.description} maxLength={2000} onChange={(e) => set('description', e.currentTarget.value)} />
    </FormField>
  </>
);
