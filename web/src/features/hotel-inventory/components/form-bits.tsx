import { Box, Heading, Stack } from '@chakra-ui/react';
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
