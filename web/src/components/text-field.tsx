import { Field, Input, type InputProps } from '@chakra-ui/react';
import { FieldErrorText } from './field-error-text';

interface TextFieldProps extends Omit<InputProps, 'name'> {
  name: string;
  label: string;
  error?: string | undefined;
}

/** A labelled input with its error message underneath. */
export const TextField = ({ name, label, error, required, ...inputProps }: TextFieldProps) => (
  <Field.Root invalid={Boolean(error)} required={required}>
    <Field.Label>
      {label}
      {required && <Field.RequiredIndicator />}
    </Field.Label>
    <Input name={name} {...inputProps} />
    {error && <FieldErrorText>{error}</FieldErrorText>}
  </Field.Root>
);
