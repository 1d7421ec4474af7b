import { Alert, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A centred spinner with a visible text, announced politely to screen readers. */
export const LoadingState = ({ text = 'Loading please wait', minH = '40' }: { text?: string; minH?: string }) => (
  <Center minH={minH} role="status" aria-live="polite">
    <Stack align="center" gap="3">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <Text color="fg.muted">{text}</Text>
    </Stack>
  </Center>
);

/** An error message, announced at once (role="alert"). */
export const ErrorState = ({ children }: { children: ReactNode }) => (
  <Alert.Root status="error" borderRadius="lg" role="alert">
    <Alert.Indicator />
    <Alert.Description>{children}</Alert.Description>
  </Alert.Root>
);

export const EmptyState = ({ children }: { children: ReactNode }) => (
  <Center minH="32" borderWidth="1px" borderStyle="dashed" borderRadius="xl" color="fg.muted" px="6">
    <Text>{children}</Text>
  </Center>
);
