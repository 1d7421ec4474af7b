import { Alert, Button, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { QUOTE_QUESTION_MAX_LENGTH } from '@travel/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/fields';
import { getErrorMessage, getFieldErrors } from '../../../lib/errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAskAboutQuote } from '../mutations';
import { questionSchema } from '../schemas';

export const QUESTION_SENT_TEXT = 'Thank you: your question is with your travel agent, who will reply by e-mail.';
const QUESTION_FAILED_TEXT = 'Your question could not be sent. Please try again.';

/** "Ask a question": a note on the request and a mail to the agency, answered by e-mail. */
export const QuestionForm = ({ token }: { token: string }) => {
  const { ask, loading } = useAskAboutQuote(token);
  const { fieldErrors, formError, setFormError, validate, showFieldErrors, clearFieldError } = useZodForm({ focusInvalid: true });
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);

  // The form goes away when the question is sent: the keyboard moves to the confirmation that replaces it.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const parsed = validate(form, questionSchema);
    if (parsed === null) return;
    try {
      if (await ask(parsed.message)) setSent(true);
      else setFormError(QUESTION_FAILED_TEXT);
    } catch (caught) {
      const fields = getFieldErrors(caught);
      if (Object.keys(fields).length > 0) showFieldErrors(form, fields);
      else setFormError(getErrorMessage(caught, QUESTION_FAILED_TEXT));
    }
  };

  return (
    <Stack as="section" aria-labelledby="quote-question-heading" gap="3">
      <Heading as="h2" size="md" id="quote-question-heading">
        Ask a question
      </Heading>
      {sent ? (
        <Alert.Root status="success" ref={sentRef} tabIndex={-1}>
          <Alert.Indicator />
          <Alert.Title>{QUESTION_SENT_TEXT}</Alert.Title>
        </Alert.Root>
      ) : (
        <form noValidate aria-labelledby="quote-question-heading" onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              Something to change or unclear? Your travel agent will answer by e-mail.
            </Text>
            <FormField label="Your question" required error={fieldErrors.message}>
              <Textarea name="message" rows={4} maxLength={QUOTE_QUESTION_MAX_LENGTH} onChange={() => clearFieldError('message')} />
            </FormField>
            {formError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{formError}</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" variant="outline" alignSelf="flex-start" loading={loading} loadingText="Sending...">
              Send question
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
};
