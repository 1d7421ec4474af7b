import { Box, ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoadingState } from '../components/page-states';
import { useMainContentProps } from '../components/main-content';
import { RouteAnnouncer } from './route-announcer';
import { appSystem } from './theme';

const Layout = () => (
  <>
    <nav>
      <Link to="/next">Next</Link> <Link to="/?filter=cheap">Cheap only</Link> <Link to="/form">Form</Link>{' '}
      <Link to="/slow">Slow</Link>
    </nav>
    <Box as="main" {...useMainContentProps()}>
      <Outlet />
    </Box>
  </>
);

const Home = () => {
  const [params] = useSearchParams();
  return (
    <>
      <title>Home | Test site</title>
      <h1>Home</h1>
      <p>Filter: {params.get('filter') ?? 'none'}</p>
      {/* Like the stay search's first search: the form that sent it gives way to the results. */}
      {!params.get('filter') && <Link to="/?filter=first">First search</Link>}
    </>
  );
};

/** A page that puts the keyboard in its own first field, as a form with an error does. */
const FormPage = () => {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <>
      <title>Form | Test site</title>
      <h1>Form</h1>
      <label>
        Name <input ref={input} />
      </label>
    </>
  );
};

/** A page that loads its data first. */
const SlowPage = () => {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 150);
    return () => clearTimeout(timer);
  }, []);
  if (!loaded) return <LoadingState text="Loading" />;
  return (
    <>
      <title>Slow | Test site</title>
      <h1>Slow page</h1>
    </>
  );
};

const renderApp = () => {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { index: true, element: <Home /> },
          {
            path: 'next',
            element: (
              <>
                <title>Next page | Test site</title>
                <h1>Next page</h1>
              </>
            ),
          },
          { path: 'form', element: <FormPage /> },
          { path: 'slow', element: <SlowPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ChakraProvider value={appSystem()}>
      <RouterProvider router={router} />
      <RouteAnnouncer router={router} />
    </ChakraProvider>,
  );
  return { router, announcer: () => document.querySelector('[data-announcer="route"]')! };
};

describe('focus and announcement after a route change', () => {
  it('leaves the first load alone: nothing focused, nothing announced', async () => {
    const { announcer } = renderApp();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(document.activeElement).toBe(document.body);
    expect(announcer()).toHaveTextContent('');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
  });

  it('focuses the new page heading (a script-only focus target) and announces its title', async () => {
    const { announcer } = renderApp();
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { name: 'Next page' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(announcer()).toHaveTextContent('Next page | Test site'));
  });

  it('keeps the focus where it is when only the query string changes', async () => {
    const { announcer } = renderApp();
    const user = userEvent.setup({ delay: null });
    const filter = screen.getByRole('link', { name: 'Cheap only' });
    await user.click(filter);
    expect(await screen.findByText('Filter: cheap')).toBeInTheDocument();
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(filter).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });

  it('gives the heading the focus when the new query view removed the control that had it', async () => {
    const { announcer } = renderApp();
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'First search' }));
    expect(await screen.findByText('Filter: first')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toHaveFocus());
    expect(announcer()).toHaveTextContent('Home | Test site');
  });

  it('leaves the focus to a page that places it itself, and still announces the title', async () => {
    const { announcer } = renderApp();
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Form' }));
    const input = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(announcer()).toHaveTextContent('Form | Test site'));
    expect(input).toHaveFocus();
  });

  it('waits for a page that loads its data, then focuses its real heading', async () => {
    const { announcer } = renderApp();
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Slow' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(announcer()).toHaveTextContent('');
    const heading = await screen.findByRole('heading', { name: 'Slow page' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(announcer()).toHaveTextContent('Slow | Test site');
  });

  it('does the same for a navigation made by the app (a redirect after signing in)', async () => {
    const { router } = renderApp();
    await act(() => router.navigate('/next'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Next page' })).toHaveFocus());
  });
});
