import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../lib/session';
import { setupUser } from '../../test/admin-fixtures';
import { makeUser, renderRoutes, signedInStore } from '../../test/render';
import { PaymentsDueQuery } from './graphql';
import { overdueLabel, PAYMENTS_DUE_WITHIN_DAYS, PaymentsDuePanel, paymentsDueTexts } from './payments-due-panel';
import { paymentDue, paymentsDueMock } from './test-fixtures';

const staff = makeUser({ username: 'nomsa', role: 'STAFF', isCoolUser: true });
const agencyAdmin = makeUser({ username: 'naledi', role: 'AGENCY_ADMIN', isAdmin: true });
const manager = makeUser({ username: 'johan', role: 'HOTEL_MANAGER', isAdmin: true });

const render = (mocks: MockLink.MockedResponse[], user: SessionUser = staff) =>
  renderRoutes({
    routes: [
      { path: '/panel', element: <PaymentsDuePanel /> },
      { path: '/internal/invoices/:id', element: <p>Invoice page</p> },
    ],
    path: '/panel',
    mocks,
    store: signedInStore(user),
  });

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('PaymentsDuePanel', { timeout: 20_000 }, () => {
  it('lists each instalment with its invoice, reference, customer, kind, amount, due date and how overdue it is, in the server’s order', async () => {
    const user = setupUser();
    render([
      paymentsDueMock([
        paymentDue({ invoiceId: 'inv7', invoiceNumber: 'INV-2026-00007', reference: 'UH-ABC234', customerName: 'Sipho Ndlovu', kind: 'BALANCE', amountDueCents: 1_234_567, dueOn: '2026-11-20', overdue: true, daysOverdue: 6 }),
        paymentDue({ invoiceId: 'inv9', invoiceNumber: 'INV-2026-00009', dueOn: '2026-11-25', overdue: true, daysOverdue: 1 }),
        paymentDue(),
      ]),
    ]);
    const table = await screen.findByRole('table', { name: 'Payments due' });
    expect(screen.getByRole('heading', { level: 2, name: 'Payments due' })).toBeInTheDocument();
    // The table shows skeleton rows (hidden from the accessibility tree) until the list arrives.
    await within(table).findByRole('link', { name: 'INV-2026-00007' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['INV-2026-00007', 'UH-ABC234', 'Sipho Ndlovu', 'Balance', 'R 12 345.67', '20 Nov 2026', 'Overdue by 6 days'],
      ['INV-2026-00009', 'EQ-TRP333', 'Zanele Khumalo', 'Deposit', 'R 3 450.00', '25 Nov 2026', 'Overdue by 1 day'],
      ['INV-2026-00042', 'EQ-TRP333', 'Zanele Khumalo', 'Deposit', 'R 3 450.00', '10 Dec 2026', 'Due'],
    ]);
    await user.click(within(rows[0]!).getByRole('link', { name: 'INV-2026-00007' }));
    expect(await screen.findByText('Invoice page')).toBeInTheDocument();
  });

  it('says so when nothing is due in the next 14 days', async () => {
    render([paymentsDueMock([])], agencyAdmin);
    expect(await screen.findByText('No payments due in the next 14 days.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('never asks for a hotel manager, whom the API refuses: nothing is rendered', async () => {
    const asked = vi.fn(() => ({ data: { paymentsDue: [] } }));
    const { container } = render([{ request: { query: PaymentsDueQuery, variables: { withinDays: PAYMENTS_DUE_WITHIN_DAYS } }, result: asked }], manager);
    // Give a query every chance to go out before checking that none did.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Payments due' })).not.toBeInTheDocument();
    expect(container.textContent).toBe('');
  });

  it('says when the list could not be loaded and loads it again on Retry', async () => {
    const user = setupUser();
    render([
      { request: { query: PaymentsDueQuery, variables: { withinDays: PAYMENTS_DUE_WITHIN_DAYS } }, error: new Error('Failed to fetch') },
      paymentsDueMock([paymentDue()]),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentsDueTexts.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Payments due' })).toBeInTheDocument());
  });

  it('counts days in the singular and plural', () => {
    expect([overdueLabel(1), overdueLabel(2)]).toEqual(['Overdue by 1 day', 'Overdue by 2 days']);
  });
});
