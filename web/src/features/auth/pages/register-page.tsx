import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/page-states';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { getErrorMessage, getFieldErrors } from '../../../lib/errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { AuthCard, AuthSwitch, CredentialsFields } from '../components/auth-card';
import { RegisterMutation } from '../graphql';
import { registerSchema } from '../schemas';
import { PageMeta } from '../../../components/page-meta';

/** Public spec section 9: the registration redirect waits 2 seconds. */
export const REGISTER_REDIRECT_MS = 2000;

const RegisteredNotice = () => (
  <Stack align="center" textAlign="center" gap="3" py="4" role="status">
    <LuCircleCheck size="48" color="var(--chakra-colors-green-500)" aria-hidden="true" />
    <Heading as="h2" size="xl">
      Registered!
    </Heading>
    <Text color="fg.muted">Registration successful! Redirecting to login...</Text>
  </Stack>
);

export const RegisterPage = () => {
  const navigate = useNavigate();
  const [register, { loading }] = useMutation(RegisterMutation);
  const [registered, setRegistered] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { fieldErrors, setFieldErrors, validate } = useZodForm();

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => void navigate(paths.login.to()), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate(event.currentTarget, registerSchema);
    if (parsed === null) return;
    setError(null);
    try {
      await register({ variables: { input: parsed } });
      setRegistered(true);
    } catch (caught) {
      setError(getErrorMessage(caught, 'Registration failed'));
      setFieldErrors(getFieldErrors(caught));
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="Register to book packages and keep track of your trips.">
      <PageMeta
        title="Register"
        description="Create an Ubuntu Horizons Travel account to book packages and keep track of your trips."
        path={paths.register.to()}
      />
      {registered ? (
        <RegisteredNotice />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="5">
            {error && (
              <ErrorState>{error}</ErrorState>
            )}
            <CredentialsFields errors={fieldErrors} passwordAutoComplete="new-password" />
            <TextField name="email" label="Email" type="email" autoComplete="email" required error={fieldErrors.email} />
            <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" required error={fieldErrors.phone} />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <TextField name="country" label="Country" autoComplete="country-name" required error={fieldErrors.country} />
              <TextField name="city" label="City" autoComplete="address-level2" required error={fieldErrors.city} />
            </SimpleGrid>
            <Button type="submit" size="lg" loading={loading} loadingText="Registering...">
              Register
            </Button>
            <AuthSwitch question="Already have an account?" to={paths.login.to()} label="Log in" />
          </Stack>
        </form>
      )}
    </AuthCard>
  );
};
