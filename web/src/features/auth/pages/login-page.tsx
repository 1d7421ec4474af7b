import { Alert, Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSession, useSessionStore } from '../../../lib/session-context';
import { AuthCard, AuthSwitch, CredentialsFields } from '../components/auth-card';
import { LoginMutation } from '../graphql';
import { loginSchema } from '../schemas';
import { PageMeta } from '../../../components/page-meta';

/** Set by the app when it signs a user out because the token expired or was ended elsewhere. */
export interface LoginLocationState {
  sessionExpired?: boolean;
  /** Why the session ended, when the API or the page that ended it said (shown instead of the default). */
  message?: string;
}

const SESSION_EXPIRED_TEXT = 'Your session has expired. Please log in again.';

const destinationAfterLogin = ({ isAdmin, isCoolUser }: { isAdmin: boolean; isCoolUser: boolean }): string => {
  if (isAdmin) return paths.dashboard.to();
  if (isCoolUser) return paths.staff.to();
  return paths.home.to();
};

export const LoginPage = () => {
  const store = useSessionStore();
  const { loading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const loginState = location.state as LoginLocationState | null;
  const sessionExpired = loginState?.sessionExpired === true;
  const sessionEndText = typeof loginState?.message === 'string' && loginState.message ? loginState.message : SESSION_EXPIRED_TEXT;
  const [login] = useMutation(LoginMutation);
  const [error, setError] = useState<string | null>(null);
  const { fieldErrors, validate } = useZodForm();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate(event.currentTarget, loginSchema);
    if (parsed === null) return;
    setError(null);
    store.dispatch({ type: 'loginStart' });
    try {
      const { data } = await login({ variables: { input: parsed } });
      if (!data) throw new Error('The server sent no login result');
      const { token, isAdmin, isCoolUser, details } = data.login;
      store.dispatch({ type: 'loginSuccess', user: details, token, isAdmin, isCoolUser });
      await navigate(destinationAfterLogin({ isAdmin, isCoolUser }), { replace: true });
    } catch (caught) {
      const message = getErrorMessage(caught, 'Login failed');
      store.dispatch({ type: 'loginFailure', error: message });
      setError(message);
    }
  };

  return (
    <AuthCard title="Welcome back" subtitle="Log in to manage your trips and bookings.">
      <PageMeta title="Log in" description="Log in to Ubuntu Horizons Travel to manage your trips, bookings and account." path={paths.login.to()} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {sessionExpired && !error && (
            <Alert.Root status="info" role="status" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Description>{sessionEndText}</Alert.Description>
            </Alert.Root>
          )}
          {error && (
            <ErrorState>{error}</ErrorState>
          )}
          <CredentialsFields errors={fieldErrors} passwordAutoComplete="current-password" />
          <Button type="submit" size="lg" disabled={loading}>
            {loading ? 'Logging in...' : 'Login'}
          </Button>
          <AuthSwitch question="New here?" to={paths.register.to()} label="Create an account" />
        </Stack>
      </form>
    </AuthCard>
  );
};
