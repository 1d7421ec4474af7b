import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LuHouse, LuRefreshCw, LuTriangleAlert } from 'react-icons/lu';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageTitle } from '../components/page-meta';
import { NotFoundPage } from './not-found-page';

/**
 * A part of the app that failed to download: after a deploy the old page asks for chunk names that no
 * longer exist, or the connection dropped. Browsers word it differently; Vite adds its own for CSS.
 */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|Unable to preload CSS|error loading dynamically/i.test(
    error.message,
  );

export const ERROR_TITLE = 'Something went wrong';
export const CHUNK_ERROR_TITLE = 'This page could not be loaded';

/**
 * What a visitor sees instead of a white screen when a page fails: what happened in plain words, a
 * reload (which also fetches a new deploy's files) and a way home. Plain links and a click handler,
 * no router: the root boundary renders it outside the router, and a full load of the home page is
 * the surest way back after a deploy.
 */
export const ErrorFallback = ({ error }: { error: unknown }) => {
  const chunk = isChunkLoadError(error);
  const heading = chunk ? CHUNK_ERROR_TITLE : ERROR_TITLE;
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <title>{pageTitle(heading)}</title>
      <meta name="robots" content="noindex" />
      <Stack align="center" textAlign="center" gap="5" role="alert">
        <LuTriangleAlert size="56" color="var(--chakra-colors-sunset-solid)" aria-hidden="true" />
        <Heading as="h1" size="3xl" letterSpacing="tight">
          {heading}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {chunk
            ? 'The site may have just been updated, or the connection dropped. Reloading fetches the latest version.'
            : 'Sorry, this page ran into a problem on our side. Reloading often helps; if it does not, start again from the home page.'}
        </Text>
        <HStack gap="3" flexWrap="wrap" justify="center">
          <Button size="lg" onClick={() => window.location.reload()}>
            <LuRefreshCw aria-hidden="true" /> Reload the page
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="/">
              <LuHouse aria-hidden="true" /> Back to the home page
            </a>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
};

/** The router's `errorElement`: a page (or its lazy chunk) threw while loading or rendering. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorFallback error={error} />;
};

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * The last line, around the router and everything else: an error the routes' error pages cannot
 * catch (a provider, the router itself) shows the same friendly page instead of an empty document.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The app failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
