import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { setupUser } from '../../../test/admin-fixtures';
import { fiveKinds, inboxMock, row, staffStore } from '../test-fixtures';
import { paymentsDueMock } from '../../../components/payments-due/test-fixtures';
import { InboxPage } from './inbox-page';

const render = (mocks: Parameters<typeof renderRoutes>[0]['mocks'], path = '/internal') =>
  renderRoutes({
    routes: [
      { path: '/internal', element: <InboxPage /> },
      { path: '/internal/:id', element: <p>Item page</p> },
    ],
    path,
    mocks: [paymentsDueMock(), ...(mocks ?? [])],
    store: staffStore(),
  });

const rowsOf = () => within(screen.getByRole('table', { name: 'Inbox' })).getAllByRole('row').slice(1);

describe('InboxPage', { timeout: 20_000 }, () => {
  it('lists booking requests, stay reservations and the three enquiry kinds in one table', async () => {
    render([inboxMock({}, fiveKinds)]);
    expect(await screen.findByRole('link', { name: 'EQ-CON555' })).toBeInTheDocument();
    // What to chase sits above the requests, under its own heading.
    expect(within(screen.getByRole('region', { name: 'Payments due' })).getByText('No payments due in the next 14 days.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Requests and enquiries' })).toBeInTheDocument();
    const rows = rowsOf();
    expect(rows).toHaveLength(5);
    const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(rows[2]!)).toEqual(['EQ-TRP333', 'Trip plan', 'Trip plan: Bali', 'Zanele Khumalo', '20 Nov 2026', 'Pending', 'nomsa']);
    expect(cells(rows[4]!)).toEqual([
      'UH-AAA111',
      'Booking request',
      'Cape Town Explorer',
      'Lerato Mokoenalerato@example.test',
      '20 Nov 2026',
      'Pending',
      'Unassigned',
    ]);
    for (const kind of ['Contact message', 'Insurance quote', 'Stay reservation']) {
      expect(within(screen.getByRole('table')).getAllByText(kind).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'EQ-TRP333' })).toHaveAttribute('href', '/internal/i3');
  });

  it('sends the kind and status filters and keeps them in the URL', async () => {
    const user = setupUser();
    const { router } = render([
      inboxMock({}, fiveKinds),
      inboxMock({ kinds: ['TRIP_PLAN'] }, [fiveKinds[2]!]),
      inboxMock({ kinds: ['TRIP_PLAN', 'CONTACT'] }, [fiveKinds[0]!, fiveKinds[2]!]),
      inboxMock({ kinds: ['TRIP_PLAN', 'CONTACT'], statuses: ['CONTACTED'] }, [fiveKinds[0]!]),
    ]);
    await screen.findByRole('link', { name: 'EQ-CON555' });

    const kinds = screen.getByRole('group', { name: 'Kind' });
    await user.click(within(kinds).getByRole('button', { name: 'Trip plan' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(within(kinds).getByRole('button', { name: 'Trip plan' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?kind=TRIP_PLAN');

    await user.click(within(kinds).getByRole('button', { name: 'Contact message' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Contacted' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'EQ-CON555' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=TRIP_PLAN&kind=CONTACT&status=CONTACTED');
  });

  it('reads the filters, dates, "Assigned to me" and page from a shared link', async () => {
    render(
      [
        inboxMock(
          { statuses: ['PENDING'], receivedFrom: '2026-11-01', receivedTo: '2026-11-30', assignedToId: 'staff-1', page: 2 },
          [row()],
          { total: 21 },
        ),
      ],
      '/internal?status=PENDING&from=2026-11-01&to=2026-11-30&mine=1&page=2',
    );
    expect(await screen.findByRole('link', { name: 'UH-AAA111' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Received from')).toHaveValue('2026-11-01');
    expect(screen.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('"Assigned to me" asks for the signed-in staff member\'s items', async () => {
    const user = setupUser();
    const { router } = render([inboxMock({}, fiveKinds), inboxMock({ assignedToId: 'staff-1' }, [fiveKinds[2]!])]);
    await screen.findByRole('link', { name: 'EQ-CON555' });
    await user.click(screen.getByRole('button', { name: 'Assigned to me' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(router.state.location.search).toBe('?mine=1');
  });

  it('searches once typing pauses, not at every key', async () => {
    const user = setupUser();
    // Only the whole word is mocked: a request per key would find no mock and show the error state.
    const { router } = render([inboxMock({}, fiveKinds), inboxMock({ search: 'zanele' }, [fiveKinds[2]!])]);
    await screen.findByRole('link', { name: 'EQ-CON555' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zanele');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(router.state.location.search).toBe('?q=zanele');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages with Previous and Next', async () => {
    const user = setupUser();
    const { router } = render([
      inboxMock({}, fiveKinds, { total: 45 }),
      inboxMock({ page: 2 }, [row({ id: 'p2', reference: 'UH-PG2222' })], { total: 45 }),
      inboxMock({ page: 1 }, fiveKinds, { total: 45 }),
    ]);
    await screen.findByRole('link', { name: 'EQ-CON555' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText(/45 items/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'UH-PG2222' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByRole('link', { name: 'EQ-CON555' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says so when the inbox is empty, and when no item matches the filters', async () => {
    render([inboxMock({}, [])]);
    expect(await screen.findByText(/Nothing in the inbox yet/)).toBeInTheDocument();
  });

  it('says no item matches when filters leave nothing', async () => {
    render([inboxMock({ kinds: ['CONTACT'] }, [])], '/internal?kind=CONTACT');
    expect(await screen.findByText('No items match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Clear filters/ })).toBeInTheDocument();
  });

  it('shows the error and loads again on Retry', async () => {
    const user = setupUser();
    render([
      { request: inboxMock({}, []).request, result: { errors: [new GraphQLError('Inbox is down')] } },
      inboxMock({}, fiveKinds),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Inbox is down');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'EQ-CON555' })).toBeInTheDocument();
  });
});
