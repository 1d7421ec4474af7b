import { FieldErrorText } from '../../../components/field-error-text';
import { Button, Field, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { toaster } from '../../../components/toaster';
import { getErrorMessage, getFieldErrors } from '../../../lib/errors';
import { formatSaDateTime } from '../../../lib/dates';
import { messages, NOTE_MAX_LENGTH, STAFF_TOAST_MS } from '../constants';
import type { InboxNoteFieldsFragment } from '../graphql';
import { useAddInboxNote } from '../mutations';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes';

const checkNote = (body: string): string | null => {
  if (body.trim().length === 0) return messages.noteRequired;
  if (body.length > NOTE_MAX_LENGTH) return messages.noteTooLong;
  return null;
};

/** Internal notes: seen by staff only, never by the customer. */
export const NotesPanel = ({ itemId, notes }: { itemId: string; notes: readonly InboxNoteFieldsFragment[] }) => {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A note typed but not added would be lost on leaving the item: ask first.
  const { dialog: unsavedDialog } = useUnsavedChangesPrompt(body.trim() !== '');
  const { addNote, loading } = useAddInboxNote(itemId);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkNote(body);
    setError(problem);
    if (problem) return;
    try {
      await addNote(body.trim());
      setBody('');
      toaster.create({ type: 'success', title: messages.noteAdded, duration: STAFF_TOAST_MS });
    } catch (caught) {
      const fieldError = getFieldErrors(caught).body;
      if (fieldError) setError(fieldError);
      toaster.create({
        type: 'error',
        title: messages.noteFailed,
        description: getErrorMessage(caught, '') || undefined,
        duration: STAFF_TOAST_MS,
      });
    }
  };

  return (
    <Stack gap="4">
      {notes.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {messages.noNotes}
        </Text>
      ) : (
        <List.Root as="ol" listStyleType="none" gap="3" aria-label="Internal notes">
          {notes.map((note) => (
            <List.Item key={note.id} display="block" borderStartWidth="3px" borderColor="brand.muted" ps="3">
              <Text whiteSpace="pre-wrap">{note.body}</Text>
              <Text fontSize="xs" color="fg.muted" mt="1">
                {note.authorName} · <time dateTime={note.createdAt}>{formatSaDateTime(note.createdAt)}</time>
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
      <form noValidate aria-label="Add a note" onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="2">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Add a note</Field.Label>
          <Textarea
            name="body"
            rows={3}
            value={body}
            maxLength={NOTE_MAX_LENGTH + 1}
            placeholder="Called the customer, waiting for passport details…"
            onChange={(event) => {
              setBody(event.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <Field.HelperText>
            {body.length} / {NOTE_MAX_LENGTH}
          </Field.HelperText>
          {error && <FieldErrorText>{error}</FieldErrorText>}
        </Field.Root>
        <Button type="submit" size="sm" alignSelf="flex-start" loading={loading} loadingText="Adding...">
          Add note
          </Button>
        </Stack>
        {unsavedDialog}
      </form>
    </Stack>
  );
};
