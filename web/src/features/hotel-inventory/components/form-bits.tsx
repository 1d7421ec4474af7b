import { Box, Field, Heading, Stack } from '@chakra-ui/react';
import { FieldErrorText } from '../../../components/field-error-text';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/page-states';

/** A titled card holding one of these pages' forms or lists. */
export const Panel = ({ title, children, label }: { title: string; children: ReactNode; label?: string }) => (
  <Box as="section" aria-label={label ?? title} bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
    <Heading as="h2" size="md" mb="5">
      {title}
    </Heading>
    <Stack gap="5">{children}</Stack>
  </Box>
);

/** The form's own message (the spec's warning, or the server's reason), announced at once. */
export const FormAlert = ({ message }: { message: string | null }) => (message ? <ErrorState>{message}</ErrorState> : null);

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
