import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLocalDate } from '../../../lib/dates';
import { makeUser, renderRoutes, signedInStore } from '../../../test/render';
import { setupUser } from '../../../test/admin-fixtures';
import { DashboardQuery } from '../../insights/graphql';
import { sampleFigures } from '../../insights/test-fixtures';
import { paymentsDueMock } from '../../../components/payments-due/test-fixtures';
import { DashboardPage } from './dashboard-page';

const admin = makeUser({ username: 'naledi', role: 'AGENCY_ADMIN', isAdmin: true });
const manager = makeUser({ username: 'johan', role: 'HOTEL_MANAGER', isAdmin: true });

const dashboardMock = (figures = sampleFigures({ revenue: 12345 }), delay = 0): MockLink.MockedResponse => ({
  request: { query: DashboardQuery },
  result: { data: { dashboard: figures } },
  delay,
});

const renderDashboard = (mocks: MockLink.MockedResponse[], user = admin) =>
  renderRoutes({ routes: [{ path: '/dashboard', element: <DashboardPage /> }], path: '/dashboard', mocks: [paymentsDueMock(), ...mocks], store: signedInStore(user) });

/** A figure's card, found by its label. */
const card = (label: string) => screen.getByRole('group', { name: label });

describe('DashboardPage', { timeout: 20_000 }, () => {
  it('shows a skeleton, then the real figures as cards and the weekly chart', async () => {
    renderDashboard([dashboardMock(undefined, 30)]);
    expect(screen.getByText('Welcome back, naledi.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading figures' })).toBeInTheDocument();

    const figures = await screen.findByRole('region', { name: 'Figures' });
    expect(within(figures).getByRole('group', { name: 'Total Hotels' })).toHaveTextContent('Total Hotels4');
    expect(card('Average Rating')).toHaveTextContent('3.5 / 5');
    expect(card('Total Bookings')).toHaveTextContent('Total Bookings12this month');
    const byStatus = within(card('Total Bookings')).getByRole('list', { name: 'Bookings by status' });
    // Statuses with no booking are left out of the breakdown.
    expect(within(byStatus).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pending2', 'Quoted1', 'Confirmed5', 'Cancelled1', 'Completed3']);
    expect(card('Revenue')).toHaveTextContent(/R\s12\s345/);
    expect(card('Invoiced')).toHaveTextContent('InvoicedR 45 000.00Invoices issued this month');
    expect(card('Received')).toHaveTextContent('ReceivedR 12 500.50Payments received this month');
    expect(card('Outstanding')).toHaveTextContent('OutstandingR 87 654.32Still owed on open invoices today');
    expect(card('Refunded')).toHaveTextContent('RefundedR 2 450.00Paid back on cancelled invoices this month');
    expect(card('Refunds due')).toHaveTextContent('Refunds dueR 1 200.00Still to pay back on cancelled invoices today');
    expect(card('Occupancy')).toHaveTextContent('73%Next 30 days');
    expect(card('Open Enquiries')).toHaveTextContent('7');

    const day = formatLocalDate; // the ICU's own day style ("2 Nov 2026" or "02 Nov 2026")
    expect(
      screen.getByRole('img', {
        name: `Bookings per week over 3 weeks from ${day('2026-11-02')}: 12 in all, most in the week of ${day('2026-11-16')} (8).`,
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Bookings per week (last 12 weeks)' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([`${day('2026-11-02')}4`, `${day('2026-11-09')}0`, `${day('2026-11-16')}8`]);
    const due = screen.getByRole('region', { name: 'Payments due' });
    expect(await within(due).findByText('No payments due in the next 14 days.')).toBeInTheDocument();
  });

  it("leaves out Open Enquiries and the invoice money for a hotel manager (the API gives them none)", async () => {
    renderDashboard([dashboardMock(sampleFigures({ openEnquiries: null, invoicedCents: null, receivedCents: null, outstandingCents: null, refundedCents: null, refundsDueCents: null, hotels: 1 }))], manager);
    const figures = await screen.findByRole('region', { name: 'Figures' });
    expect(within(figures).getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['Total Hotels', 'Average Rating', 'Total Bookings', 'Revenue', 'Occupancy']);
    expect(screen.queryByText('Open Enquiries')).not.toBeInTheDocument();
    expect(screen.getByText('Welcome back, johan.')).toBeInTheDocument();
    // Invoices are the agency's: a manager's dashboard neither shows nor asks for the payments due.
    expect(screen.queryByRole('heading', { name: 'Payments due' })).not.toBeInTheDocument();
  });

  it('says when the figures could not be loaded and loads them again on Try again', async () => {
    const user = setupUser();
    renderDashboard([{ request: { query: DashboardQuery }, error: new Error('Failed to fetch') }, dashboardMock()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Figures' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
