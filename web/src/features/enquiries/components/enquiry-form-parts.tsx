import { Button, Field, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldErrorText } from '../../../components/field-error-text';
import { HoneypotField } from '../../../components/honeypot-field';

interface MessageFieldProps {
  label: string;
  required?: boolean;
  rows: number;
  maxLength: number;
  error: string | undefined;
}

/** The free-text message of an enquiry form (sent as `message`), with its error under it. */
export const MessageField = ({ label, required, rows, maxLength, error }: MessageFieldProps) => (
  <Field.Root invalid={Boolean(error)} required={required}>
    <Field.Label>
      {label}
      {required && <Field.RequiredIndicator />}
    </Field.Label>
    <Textarea name="message" rows={rows} maxLength={maxLength} />
    {error && <FieldErrorText>{error}</FieldErrorText>}
  </Field.Root>
);

/** The end of every enquiry page's form: the bots' honeypot and the send button ("Sending..." while it works). */
export const EnquirySubmit = ({ busy, children }: { busy: boolean; children: ReactNode }) => (
  <>
    <HoneypotField />
    <Button type="submit" size="lg" colorPalette="sunset" loading={busy} loadingText="Sending...">
      {children}
    </Button>
  </>
);
