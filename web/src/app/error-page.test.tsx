import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { AppErrorBoundary, CHUNK_ERROR_TITLE, ERROR_TITLE, isChunkLoadError, RouteErrorPage } from './error-page';
import { routes } from './routes';
import { appSystem } from './theme';

const Broken = (): never => {
  throw new Error('Cannot read properties of undefined (reading "price")');
};

describe('a page that fails shows a friendly page, not a white screen', () => {
  it('a page that throws while rendering: what happened, a reload and a way home, kept out of search indexes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes({ routes: [{ path: '/Details/:id', element: <Broken />, errorElement: <RouteErrorPage /> }], path: '/Details/p1' });

    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    // Nothing of the error's own text reaches the visitor.
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(document.title).toBe(`${ERROR_TITLE} — Ubuntu Horizons Travel`);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex');
  });

  it('a page whose code fails to download (an old page after a deploy) offers to reload for the latest version', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Gone = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/hotel-page-1a2b3c.js')));
    renderRoutes({
      routes: [{ path: '/hotels/:id', element: <Suspense fallback={<p>Loading</p>}><Gone /></Suspense>, errorElement: <RouteErrorPage /> }],
      path: '/hotels/h1',
    });

    expect(await screen.findByRole('heading', { level: 1, name: CHUNK_ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/Reloading fetches the latest version/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('the root boundary catches what the routes cannot, outside the router', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ChakraProvider value={appSystem()}>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </ChakraProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('every top-level route of the app has an error page, and the public pages one inside the layout', () => {
    expect(routes.filter((route) => !route.errorElement).map((route) => route.path ?? '(layout)')).toEqual([]);
    const publicLayout = routes.at(-1)!;
    expect(publicLayout.children?.every((child) => child.errorElement !== undefined)).toBe(true);
  });

  it('tells a failed download from other errors, in each browser’s words', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/a.js', // Chromium
      'error loading dynamically imported module: https://x/assets/a.js', // Firefox
      'Importing a module script failed.', // Safari
      'Unable to preload CSS for /assets/a.css', // Vite
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
