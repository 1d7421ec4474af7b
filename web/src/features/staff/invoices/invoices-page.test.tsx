import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PaymentMessages } from '@travel/contract';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { setupUser } from '../../../test/admin-fixtures';
import { renderRoutes } from '../../../test/render';
import { staffStore } from '../test-fixtures';
import { CancelInvoiceMutation, RecordPaymentMutation } from './graphql';
import { INVOICE_CANCELLED_TEXT } from './cancel-invoice-dialog';
import { InvoicePage } from './invoice-page';
import { InvoicesPage } from './invoices-page';
import { PAYMENT_RECORDED_TEXT } from './record-payment-dialog';
import { invoiceMock, invoicesMock, payment, staffInvoice } from './test-fixtures';

const routes = [
  { path: '/internal/invoices', element: <InvoicesPage /> },
  { path: '/internal/invoices/:id', element: <InvoicePage /> },
];
const render = (mocks: MockLink.MockedResponse[], path = '/internal/invoices') => renderRoutes({ routes, path, mocks, store: staffStore() });

describe('InvoicesPage', { timeout: 20_000 }, () => {
  it('lists number, reference, customer, issued, total, paid, balance, status in words and the next due date', async () => {
    render([invoicesMock([staffInvoice(), staffInvoice({ id: 'inv2', number: 'INV-2026-00043', status: 'DEPOSIT_PAID', paidCents: 345_000, balanceCents: 805_000 })])]);
    const table = await screen.findByRole('table', { name: 'Invoices, newest first' });
    await within(table).findByRole('link', { name: 'INV-2026-00042' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'INV-2026-00042',
      'EQ-TRP333',
      'Zanele Khumalo',
      '21 Nov 2026',
      'R 11 500.00',
      'R 0.00',
      'R 11 500.00',
      'Awaiting deposit',
      '10 Dec 2026',
    ]);
    expect(within(rows[1]!).getByText('Deposit paid')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('30 Jan 2027')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'INV-2026-00042' })).toHaveAttribute('href', '/internal/invoices/inv1');
  });

  it('filters by a payment status named in words, kept in the address', async () => {
    const { router } = render([invoicesMock([staffInvoice()]), invoicesMock([], 'OVERDUE')]);
    await screen.findByRole('table');
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All invoices',
      'Awaiting deposit',
      'Deposit paid',
      'Paid in full',
      'Overdue',
      'Cancelled',
    ]);
    fireEvent.change(filter, { target: { value: 'OVERDUE' } });
    expect(await screen.findByText('No invoices with this status.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=OVERDUE');
  });
});

describe('InvoicePage', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the lines, amounts, payments and the documents for the status', async () => {
    render([invoiceMock(staffInvoice({ status: 'PAID_IN_FULL', paidCents: 1_150_000, balanceCents: 0, payments: [payment({ amountCents: 1_150_000 })] as never }))], '/internal/invoices/inv1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-00042' })).toBeInTheDocument();
    const lines = screen.getByRole('region', { name: 'Lines' });
    expect(within(lines).getByText('US$ 82.19 at R 18.2500')).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('EFT (bank transfer)')).toBeInTheDocument();
    expect(within(payments).getByText('FNB 123')).toBeInTheDocument();
    expect(within(payments).getByRole('button', { name: /^PDF receipt of R.11.500\.00, 25 Nov 2026$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Voucher PDF/ })).toBeInTheDocument();
    // Paid in full: nothing more to record.
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('records a payment in rand as cents, today by default, and shows the updated invoice', async () => {
    const user = setupUser();
    const toast = vi.spyOn(toaster, 'create');
    const recorded = vi.fn(() => ({
      data: { recordPayment: staffInvoice({ status: 'DEPOSIT_PAID', paidCents: 345_000, balanceCents: 805_000, payments: [payment()] as never }) },
    }));
    render(
      [
        invoiceMock(staffInvoice()),
        {
          request: { query: RecordPaymentMutation, variables: (vars) => vars.invoiceId === 'inv1' && vars.input.amountCents === 345_000 && vars.input.method === 'CARD' && vars.input.reference === 'FNB 123' },
          result: recorded,
        },
      ],
      '/internal/invoices/inv1',
    );
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment on INV-2026-00042' });
    const receivedOn = within(dialog).getByLabelText(/^Received on/);
    expect((receivedOn as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByText(PaymentMessages.AMOUNT)).toBeInTheDocument();
    expect(recorded).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/^Amount/), '3 450');
    await user.selectOptions(within(dialog).getByLabelText(/^Method/), 'CARD');
    await user.type(within(dialog).getByLabelText(/^Reference/), 'FNB 123');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: PAYMENT_RECORDED_TEXT })));
    expect(await screen.findByText('Deposit paid')).toBeInTheDocument();
  });

  it('shows the server’s message when a payment is refused', async () => {
    const user = setupUser();
    const message = 'This payment would take the amount paid above the invoice total: at most R 11 500.00 is still due.';
    render(
      [
        invoiceMock(staffInvoice()),
        {
          request: { query: RecordPaymentMutation, variables: () => true },
          result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: { 'input.amountCents': message } } })] },
        },
      ],
      '/internal/invoices/inv1',
    );
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Amount/), '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findAllByText(message)).toHaveLength(2);
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('cancels with a fee and a reason, then shows the credit note', async () => {
    const user = setupUser();
    const toast = vi.spyOn(toaster, 'create');
    const paid = staffInvoice({ status: 'DEPOSIT_PAID', paidCents: 345_000, balanceCents: 805_000, payments: [payment()] as never });
    const cancelled = vi.fn(() => ({
      data: {
        cancelInvoice: staffInvoice({
          status: 'CANCELLED',
          paidCents: 345_000,
          balanceCents: 0,
          payments: [payment()] as never,
          creditNote: {
            __typename: 'CreditNote',
            id: 'cn1',
            number: 'CN-2026-00001',
            reason: 'Customer cancelled',
            cancellationFeeCents: 100_000,
            amountCreditedCents: 245_000,
            createdAt: '2026-11-26T08:00:00Z',
          } as never,
        }),
      },
    }));
    render(
      [
        invoiceMock(paid),
        { request: { query: CancelInvoiceMutation, variables: { id: 'inv1', input: { cancellationFeeCents: 100_000, reason: 'Customer cancelled' } } }, result: cancelled },
      ],
      '/internal/invoices/inv1',
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel INV-2026-00042?' });
    const fee = within(dialog).getByLabelText(/^Cancellation fee/);
    await user.clear(fee);
    await user.type(fee, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    expect(within(dialog).getByText(PaymentMessages.FEE_ABOVE_PAID)).toBeInTheDocument();
    expect(within(dialog).getByText(PaymentMessages.REASON)).toBeInTheDocument();

    await user.clear(fee);
    await user.type(fee, '1000');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Customer cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    await waitFor(() => expect(cancelled).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: INVOICE_CANCELLED_TEXT })));
    const creditNote = await screen.findByRole('region', { name: 'Credit note' });
    expect(within(creditNote).getByText('CN-2026-00001')).toBeInTheDocument();
    expect(within(creditNote).getByText('R 2 450.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Credit note PDF/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).not.toBeInTheDocument();
  });
});
