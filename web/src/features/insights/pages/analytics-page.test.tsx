import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderRoutes, signedInStore } from '../../../test/render';
import { setupUser } from '../../../test/admin-fixtures';
import * as csv from '../csv';
import { AnalyticsQuery } from '../graphql';
import { sampleFigures } from '../test-fixtures';
import { AnalyticsPage } from './analytics-page';

const TODAY = '2026-11-22';
const admin = makeUser({ role: 'AGENCY_ADMIN', isAdmin: true });

const analyticsMock = (from: string, to: string, overrides = {}): MockLink.MockedResponse => ({
  request: { query: AnalyticsQuery, variables: { from, to } },
  result: { data: { analytics: sampleFigures({ from, to, occupancyFrom: from, occupancyTo: to, ...overrides }) } },
});

const renderAnalytics = (mocks: MockLink.MockedResponse[]) =>
  renderRoutes({ routes: [{ path: '/analytics', element: <AnalyticsPage today={TODAY} /> }], path: '/analytics', mocks, store: signedInStore(admin) });

describe('AnalyticsPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts with the last 90 days and shows their figures and chart', async () => {
    renderAnalytics([analyticsMock('2026-08-25', TODAY)]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-08-25');
    expect(screen.getByLabelText('To')).toHaveValue(TODAY);
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('group', { name: 'Total Bookings' })).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'Revenue' })).toHaveTextContent(/R\s12\s346/);
    expect(screen.getByRole('table', { name: 'Bookings per week' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Bookings per week over 3 weeks/ })).toBeInTheDocument();
  });

  it('loads a preset period', async () => {
    const user = setupUser();
    renderAnalytics([analyticsMock('2026-08-25', TODAY), analyticsMock('2026-11-01', TODAY, { totalBookings: 3 })]);
    await screen.findByRole('group', { name: 'Total Bookings' });
    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total Bookings' })).toHaveTextContent('Total Bookings3'));
  });

  it('refuses a period that ends before it starts without asking the server', async () => {
    renderAnalytics([analyticsMock('2026-08-25', TODAY)]);
    await screen.findByRole('group', { name: 'Total Bookings' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-08-01' } });
    expect(await screen.findByText('The start of the period must be on or before its end.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports the figures shown as CSV', async () => {
    const user = setupUser();
    const download = vi.spyOn(csv, 'downloadCsv').mockImplementation(() => undefined);
    renderAnalytics([analyticsMock('2026-08-25', TODAY)]);
    await screen.findByRole('group', { name: 'Total Bookings' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download).toHaveBeenCalledWith(
      csv.figuresToCsv(sampleFigures({ from: '2026-08-25', to: TODAY, occupancyFrom: '2026-08-25', occupancyTo: TODAY })),
      `analytics-2026-08-25-to-${TODAY}.csv`,
    );
  });

  it('says when the figures could not be loaded, with a retry', async () => {
    renderAnalytics([
      { request: { query: AnalyticsQuery, variables: { from: '2026-08-25', to: TODAY } }, result: { errors: [new GraphQLError('Something went wrong on our side. Please try again.')] } },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
