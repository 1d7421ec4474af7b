import { Box, Card, Container, Heading, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { TextField } from '../../../components/text-field';

/** The framed card the login and register forms sit in. */
export const AuthCard = ({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) => (
  <Box
    bg="linear-gradient(160deg, {colors.brand.50} 0%, {colors.bg} 45%, {colors.sunset.50} 100%)"
    py={{ base: '10', md: '16' }}
    px="4"
    flex="1"
  >
    <Container maxW="md" px="0">
      <Card.Root borderRadius="2xl" boxShadow="lg" borderWidth="0">
        <Card.Header gap="1">
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {title}
          </Heading>
          <Text color="fg.muted">{subtitle}</Text>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Container>
  </Box>
);

interface CredentialsFieldsProps {
  errors: Record<string, string>;
  /** Tells password managers whether to fill the saved password or offer a new one. */
  passwordAutoComplete: 'current-password' | 'new-password';
}

/** Username and password, as both forms ask for them. */
export const CredentialsFields = ({ errors, passwordAutoComplete }: CredentialsFieldsProps) => (
  <>
    <TextField name="username" label="Username" autoComplete="username" required error={errors.username} />
    <TextField
      name="password"
      label="Password"
      type="password"
      autoComplete={passwordAutoComplete}
      required
      error={errors.password}
    />
  </>
);

/** Under the form: the way to the other one ("New here? Create an account"). */
export const AuthSwitch = ({ question, to, label }: { question: string; to: string; label: string }) => (
  <Text textAlign="center" fontSize="sm" color="fg.muted">
    {question}{' '}
    <Link asChild color="brand.fg" fontWeight="600">
      <RouterLink to={to}>{label}</RouterLink>
    </Link>
  </Text>
);
