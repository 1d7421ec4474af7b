import { Checkbox, Field, Fieldset, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { FieldErrorText } from './field-error-text';
import { memo, type ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  required?: boolean;
  /** Disables the control too: Chakra's selects take their disabled state from the field. */
  disabled?: boolean;
  helper?: string | undefined;
  children: ReactNode;
}

/** A label, the control (Chakra links them through the field's context) and its message. */
export const FormField = ({ label, error, required, disabled, helper, children }: FormFieldProps) => (
  <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
    <Field.Label>
      {label}
      {required && <Field.RequiredIndicator />}
    </Field.Label>
    {children}
    {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
    {error && <FieldErrorText>{error}</FieldErrorText>}
  </Field.Root>
);

interface SelectProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder?: string;
}

export const Select = ({ value, onChange, options, placeholder }: SelectProps) => (
  <NativeSelect.Root>
    <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);

export const CheckboxField = ({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
    <Checkbox.HiddenInput />
    <Checkbox.Control>
      <Checkbox.Indicator />
    </Checkbox.Control>
    <Checkbox.Label>{label}</Checkbox.Label>
  </Checkbox.Root>
);

interface CheckboxGroupFieldProps {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

/**
 * Checkboxes for a list of preset options. Values the record has that are not presets (older or
 * imported data) are shown too, so an edit never drops them unseen.
 */
export const CheckboxGroupField = memo(function CheckboxGroupField({
  legend,
  options,
  value,
  onChange,
  error,
}: CheckboxGroupFieldProps) {
  const all = [...options, ...value.filter((item) => !options.includes(item))];
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? all.filter((item) => item === option || value.includes(item)) : value.filter((item) => item !== option));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="600">{legend}</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" mt="2">
        {all.map((option) => (
          <CheckboxField
            key={option}
            label={option}
            checked={value.includes(option)}
            onChange={(checked) => toggle(option, checked)}
          />
        ))}
      </SimpleGrid>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
});

/** The first message whose key starts with `prefix` (the API may name `photos.3` for `photos`). */
export const firstErrorUnder = (errors: Record<string, string>, prefix: string): string | undefined => {
  if (errors[prefix]) return errors[prefix];
  const key = Object.keys(errors).find((candidate) => candidate.startsWith(`${prefix}.`));
  return key ? errors[key] : undefined;
};
