import { useQuery } from '@apollo/client/react';
import { FieldErrorText } from '../../../components/field-error-text';
import { Button, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { toaster } from '../../../components/toaster';
import { getErrorMessage, getFieldErrors } from '../../../lib/errors';
import { groupDigits } from '../../../lib/format';
import { formatSaDateTime } from '../../../lib/dates';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSession } from '../../../lib/session-context';
import type { AgencyPoliciesFieldsFragment } from '../../../gql/graphql';
import { AgencyPoliciesQuery } from '../graphql';
import { useUpdatePolicies } from '../mutations';
import { MAX_POLICY_CHARS, policiesSchema, type PoliciesValues } from '../policies-schema';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes';

/** Like the other admin forms' toasts. */
export const POLICIES_TOAST_MS = 1000;
export const PoliciesMsg = {
  SAVED: 'Policies saved',
  SAVE_FAILED: 'Failed to save the policies',
  LOAD_FAILED: 'The policies could not be loaded.',
  READ_ONLY: 'Only agency admins can change these texts. Ask your agency to update them.',
} as const;

const FIELDS: readonly { name: keyof PoliciesValues; label: string; help: string }[] = [
  { name: 'cancellationPolicy', label: 'Cancellation policy', help: 'Shown on packages that have no cancellation policy of their own.' },
  { name: 'terms', label: 'Terms and conditions', help: 'Shown on packages that have no terms of their own.' },
];

/**
 * The agency's cancellation policy and terms. Agency admins edit them; a hotel manager who opens the
 * page reads them and is told who can change them (the API refuses their save anyway).
 */
export const PoliciesPage = () => {
  const { data, error, loading } = useQuery(AgencyPoliciesQuery);
  const policies = data?.policies;
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          Policies
        </Heading>
        <Text color="fg.muted">The agency's own cancellation policy and terms, shown on packages that have none of their own.</Text>
      </Stack>
      {policies ? (
        // Keyed by the save time: after a save the form starts again from the stored (trimmed) texts.
        <PoliciesForm key={policies.updatedAt ?? 'never'} policies={policies} />
      ) : error ? (
        <ErrorState>{getErrorMessage(error, PoliciesMsg.LOAD_FAILED)}</ErrorState>
      ) : loading ? (
        <LoadingState text="Loading policies" />
      ) : null}
    </Stack>
  );
};

const PoliciesForm = ({ policies }: { policies: AgencyPoliciesFieldsFragment }) => {
  const { user } = useSession();
  const canEdit = user?.role === 'AGENCY_ADMIN';
  const { save, saving } = useUpdatePolicies();
  const [values, setValues] = useState<PoliciesValues>({ cancellationPolicy: policies.cancellationPolicy, terms: policies.terms });
  const { fieldErrors: errors, setFieldErrors: setErrors, validate } = useZodForm();
  // Compared with the stored texts, which the save writes into the cache: saved means unchanged again.
  const changed = values.cancellationPolicy !== policies.cancellationPolicy || values.terms !== policies.terms;
  const { dialog: unsavedDialog } = useUnsavedChangesPrompt(canEdit && changed && !saving);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The Stack is drawn as the <form>.
    const parsed = validate(event.currentTarget as HTMLFormElement, policiesSchema, { input: values });
    if (parsed === null) return;
    try {
      await save(parsed);
      toaster.create({ type: 'success', title: PoliciesMsg.SAVED, duration: POLICIES_TOAST_MS });
    } catch (caught) {
      setErrors(getFieldErrors(caught));
      toaster.create({
        type: 'error',
        title: PoliciesMsg.SAVE_FAILED,
        description: getErrorMessage(caught, '') || undefined,
        duration: POLICIES_TOAST_MS,
      });
    }
  };

  return (
    <Stack as="form" gap="5" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} onSubmit={(e) => void submit(e)}>
      {!canEdit && (
        <Text role="note" color="fg.muted" fontWeight="600">
          {PoliciesMsg.READ_ONLY}
        </Text>
      )}
      {FIELDS.map(({ name, label, help }) => {
        const length = values[name].length;
        const over = length > MAX_POLICY_CHARS;
        return (
          <Field.Root key={name} invalid={Boolean(errors[name]) || over} readOnly={!canEdit}>
            <Field.Label>{label}</Field.Label>
            <Textarea
              name={name}
              rows={8}
              value={values[name]}
              readOnly={!canEdit}
              onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
              aria-describedby={`${name}-count`}
            />
            <Field.HelperText display="flex" justifyContent="space-between" gap="4">
              <span>{help}</span>
              <Text as="span" id={`${name}-count`} color={over ? 'fg.error' : undefined} whiteSpace="nowrap">
                {groupDigits(length)} / {groupDigits(MAX_POLICY_CHARS)} characters
              </Text>
            </Field.HelperText>
            {errors[name] && <FieldErrorText>{errors[name]}</FieldErrorText>}
          </Field.Root>
        );
      })}
      <Text color="fg.muted" fontSize="sm">
        {policies.updatedAt ? `Last updated ${formatSaDateTime(policies.updatedAt)}` : 'Not saved yet'}
      </Text>
      {canEdit && (
        <Button type="submit" alignSelf="flex-start" loading={saving}>
          Save
        </Button>
      )}
      {unsavedDialog}
    </Stack>
  );
};
