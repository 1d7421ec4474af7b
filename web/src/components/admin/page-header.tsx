import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export const PageHeader = ({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) => (
  <Flex gap="4" justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }}>
    <Stack gap="1">
      <Heading as="h1" size="2xl" letterSpacing="tight">
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
    </Stack>
    {actions && (
      <Flex gap="3" wrap="wrap" flexShrink="0">
        {actions}
      </Flex>
    )}
  </Flex>
);
