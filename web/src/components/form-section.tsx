import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card grouping related fields of a long form. */
export const FormSection = ({ title, description, children }: { title: string; description?: string; children: ReactNode }) => (
  <Box as="section" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
    <Stack gap="1" mb="5">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {description && (
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
      )}
    </Stack>
    <Stack gap="5">{children}</Stack>
  </Box>
);
