import { Box, Button, Card, Container, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { FieldErrorText } from '../../../components/field-error-text';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { ErrorState } from '../../../components/page-states';
import { FORM_TOAST_MS, toaster } from '../../../components/toaster';
import { getErrorMessage, getFieldErrors } from '../../../lib/errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSession, useSessionStore } from '../../../lib/session-context';
import { SignOutEverywhereMutation } from '../../auth/graphql';
import { useEndLocalSession } from '../../auth/use-sign-out';
import { ChangePasswordMutation } from '../graphql';
import { changePasswordSchema, PASSWORD_RULES_TEXT } from '../schemas';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { useUnsavedFormGuard } from '../../../components/unsaved-changes';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export const PASSWORD_CHANGED_TEXT = 'Password changed.';
export const SIGNED_OUT_EVERYWHERE_TEXT = 'You have been signed out on all devices. Please log in again.';

/** A password input with its label, help text and the message of its error underneath. */
const PasswordField = ({
  name,
  label,
  autoComplete,
  error,
  help,
}: {
  name: string;
  label: string;
  autoComplete: string;
  error?: string | undefined;
  help?: string;
}) => (
  <Field.Root invalid={Boolean(error)} required>
    <Field.Label>
      {label}
      <Field.RequiredIndicator />
    </Field.Label>
    <Input name={name} type="password" autoComplete={autoComplete} />
    {help && <Field.HelperText>{help}</Field.HelperText>}
    {error && <FieldErrorText>{error}</FieldErrorText>}
  </Field.Root>
);

const ChangePasswordForm = () => {
  const store = useSessionStore();
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const { fieldErrors, setFieldErrors, validate } = useZodForm();
  const [error, setError] = useState<string | null>(null);
  const { attachForm, dialog: unsavedDialog } = useUnsavedFormGuard();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = validate(form, changePasswordSchema);
    if (parsed === null) return;
    setError(null);
    try {
      const { currentPassword, newPassword } = parsed;
      const { data } = await changePassword({ variables: { input: { currentPassword, newPassword } } });
      if (!data) throw new Error('The server sent no session');
      // Every other session (the old token included) has ended: carry on with the new one.
      const { token, isAdmin, isCoolUser, details } = data.changePassword;
      store.dispatch({ type: 'loginSuccess', user: details, token, isAdmin, isCoolUser });
      form.reset();
      toaster.create({ type: 'success', title: PASSWORD_CHANGED_TEXT, duration: FORM_TOAST_MS });
    } catch (caught) {
      const fields = getFieldErrors(caught);
      setFieldErrors(fields);
      // Field messages sit under their fields; anything else (too many attempts, server down) on top.
      if (Object.keys(fields).length === 0) setError(getErrorMessage(caught, 'The password could not be changed. Please try again.'));
    }
  };

  return (
    <form ref={attachForm} onSubmit={onSubmit} noValidate aria-labelledby="change-password-heading">
      <Stack gap="5">
        <Heading as="h2" size="lg" id="change-password-heading">
          Change password
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Changing your password signs you out on your other devices; this one stays signed in.
        </Text>
        {error && <ErrorState>{error}</ErrorState>}
        <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" error={fieldErrors.currentPassword} />
        <PasswordField name="newPassword" label="New password" autoComplete="new-password" error={fieldErrors.newPassword} help={PASSWORD_RULES_TEXT} />
        <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" error={fieldErrors.confirmPassword} />
        <Box>
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="Changing...">
            Change password
          </Button>
        </Box>
      </Stack>
      {unsavedDialog}
    </form>
  );
};

const SignOutEverywhere = () => {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signOutEverywhere, { loading }] = useMutation(SignOutEverywhereMutation);
  const endLocalSession = useEndLocalSession();

  const confirm = async () => {
    setError(null);
    try {
      await signOutEverywhere();
      setOpen(false);
      await endLocalSession(SIGNED_OUT_EVERYWHERE_TEXT);
    } catch (caught) {
      // Still signed in everywhere: say so rather than pretend.
      setOpen(false);
      setError(getErrorMessage(caught, 'Signing out on all devices failed. Please try again.'));
    }
  };

  return (
    <Stack gap="4" aria-labelledby="sign-out-everywhere-heading" as="section">
      <Heading as="h2" size="lg" id="sign-out-everywhere-heading">
        Sign out on all devices
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Ends every session of your account, on this device too: use it if you signed in on a shared computer or lost a phone.
      </Text>
      {error && <ErrorState>{error}</ErrorState>}
      <Box>
        <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
          Sign out on all devices
        </Button>
      </Box>
      <ConfirmDialog
        open={open}
        title="Sign out on all devices?"
        confirmLabel="Sign out everywhere"
        busyLabel="Signing out..."
        busy={loading}
        navigatesOnConfirm
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      >
        <Text>Every session of your account ends, this one included. You will need to log in again.</Text>
      </ConfirmDialog>
    </Stack>
  );
};

/** /account: the signed-in user's password and sessions (any role). */
export const AccountPage = () => {
  const { user } = useSession();
  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <PageMeta title="Your account" description="Your Ubuntu Horizons Travel account: change your password and sign out on all devices." path={paths.account.to()} />
      <Stack gap="6">
        <Box>
          <Heading as="h1" size="2xl">
            Your account
          </Heading>
          {user && (
            <Text color="fg.muted">
              Signed in as <strong>{user.username}</strong> ({user.email})
            </Text>
          )}
        </Box>
        <Card.Root borderRadius="xl" boxShadow="md">
          <Card.Body>
            <ChangePasswordForm />
          </Card.Body>
        </Card.Root>
        <Card.Root borderRadius="xl" boxShadow="md">
          <Card.Body>
            <SignOutEverywhere />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
};
