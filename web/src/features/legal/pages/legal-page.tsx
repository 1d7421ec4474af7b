import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of the short legal pages: a title, a line under it and sections of plain text. */
export const LegalPage = ({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) => (
  <Container maxW="3xl" py={{ base: '10', md: '14' }}>
    <Stack gap="8">
      <Stack gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {title}
        </Heading>
        <Text color="fg.muted">{intro}</Text>
      </Stack>
      {children}
    </Stack>
  </Container>
);

export const LegalSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack as="section" gap="3" aria-label={title}>
    <Heading as="h2" size="lg">
      {title}
    </Heading>
    {children}
  </Stack>
);
