import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LuCompass } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';
import { PageMeta } from '../components/page-meta';
import { useHttpStatus } from '../lib/render-context';

export const NotFoundPage = () => {
  useHttpStatus(404);
  return (
  <Container maxW="2xl" py={{ base: '16', md: '24' }}>
    <PageMeta title="Page not found" description="This page seems to have wandered off the map. Let us get you back on course." noindex />
    <Stack align="center" textAlign="center" gap="5">
      <LuCompass size="56" color="var(--chakra-colors-brand-solid)" aria-hidden="true" />
      <Heading as="h1" size="3xl" letterSpacing="tight">
        Page not found
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        This page seems to have wandered off the map. Let us get you back on course.
      </Text>
      <Button asChild size="lg">
        <RouterLink to={paths.home.to()}>Back to the home page</RouterLink>
      </Button>
    </Stack>
  </Container>
  );
};
