import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { makeUser, renderRoutes, signedInStore } from '../../../test/render';
import { setupUser } from '../../../test/admin-fixtures';
import { AuditTrailQuery } from './graphql';
import { HistoryPanel } from './history-panel';

const request = { query: AuditTrailQuery, variables: { entity: 'HOTEL' as const, entityId: 'h1' } };

const events = [
  {
    __typename: 'AuditEvent',
    id: 'e1',
    entity: 'HOTEL',
    entityId: 'h1',
    action: 'CREATED',
    actorName: 'sipho',
    createdAt: '2026-11-20T08:30:00Z',
    changes: [{ __typename: 'AuditChange', field: 'name', before: null, after: '"Protea Waterfront"' }],
  },
  {
    __typename: 'AuditEvent',
    id: 'e2',
    entity: 'HOTEL',
    entityId: 'h1',
    action: 'UPDATED',
    actorName: 'lerato',
    createdAt: '2026-11-21T14:05:00Z',
    changes: [
      { __typename: 'AuditChange', field: 'starRating', before: '4', after: '5' },
      { __typename: 'AuditChange', field: 'amenityIds', before: '["a1"]', after: '["a1","a2"]' },
      { __typename: 'AuditChange', field: 'isActive', before: 'true', after: 'false' },
    ],
  },
];

const render = (mocks: Parameters<typeof renderRoutes>[0]['mocks']) =>
  renderRoutes({
    routes: [{ path: '/', element: <HistoryPanel entity="HOTEL" entityId="h1" /> }],
    mocks,
    store: signedInStore(makeUser({ role: 'AGENCY_ADMIN', isAdmin: true })),
  });

describe('HistoryPanel', () => {
  it('lists who changed what and when, each field as before → after', async () => {
    render([{ request, result: { data: { auditTrail: events } } }]);
    expect(screen.getByLabelText('Loading history')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'History events' });
    const [created, updated] = within(list).getAllByRole('listitem');
    expect(created).toHaveTextContent('Created');
    expect(created).toHaveTextContent('sipho');
    expect(created).toHaveTextContent('20 Nov 2026, 10:30'); // 08:30 UTC is 10:30 in South Africa
    expect(created).toHaveTextContent('Name—Protea Waterfront');
    expect(updated).toHaveTextContent('Updated');
    expect(updated).toHaveTextContent('lerato');
    expect(updated).toHaveTextContent('21 Nov 2026, 16:05');
    expect(updated).toHaveTextContent('Star rating45');
    expect(updated).toHaveTextContent('Amenity idsa1a1, a2');
    expect(updated).toHaveTextContent('Is activeYesNo');
    expect(within(updated!).getAllByLabelText('changed to')).toHaveLength(3);
  });

  it('shows amounts in rand and leaves out the fields kept for the system (a booking request\'s history)', async () => {
    const booking = {
      __typename: 'AuditEvent',
      id: 'e3',
      entity: 'HOTEL',
      entityId: 'h1',
      action: 'CREATED',
      actorName: 'visitor',
      createdAt: '2026-11-22T09:00:00Z',
      changes: [
        { __typename: 'AuditChange', field: 'totalCents', before: null, after: '3160000' },
        { __typename: 'AuditChange', field: 'currency', before: null, after: '"ZAR"' },
        { __typename: 'AuditChange', field: 'idempotencyKey', before: null, after: '"form-7f3a"' },
        { __typename: 'AuditChange', field: 'idempotencyFingerprint', before: null, after: '"9c1e…"' },
        { __typename: 'AuditChange', field: 'fullName', before: null, after: '"Thandi Nkosi"' },
      ],
    };
    render([{ request, result: { data: { auditTrail: [booking] } } }]);
    const [event] = within(await screen.findByRole('list', { name: 'History events' })).getAllByRole('listitem');
    expect(event).toHaveTextContent(/Total—R\s31\s600/);
    expect(event).not.toHaveTextContent(/cents|3160000|Idempotency|form-7f3a/i);
    expect(event).toHaveTextContent('NameThandi Nkosi'.replace('Name', 'Name—'));
  });

  it('says "No changes recorded yet." when there is no event', async () => {
    render([{ request, result: { data: { auditTrail: [] } } }]);
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('shows the error and tries again', async () => {
    const user = setupUser();
    render([
      { request, result: { errors: [new GraphQLError('You may not see this history.')] } },
      { request, result: { data: { auditTrail: events } } },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not see this history.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'History events' })).toBeInTheDocument();
  });
});
