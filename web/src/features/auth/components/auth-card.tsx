import { Box, Card, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
