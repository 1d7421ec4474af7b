import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PaymentMessages, RefundMessages } from '@travel/contract';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { setupUser } from '../../../test/admin-fixtures';
import { renderRoutes } from '../../../test/render';
import { staffStore } from '../test-fixtures';
import { CancelInvoiceMutation, RecordPaymentMutation, RecordRefundMutation } from './graphql';
import { INVOICE_CANCELLED_TEXT } from './cancel-invoice-dialog';
import { InvoicePage } from './invoice-page';
import { InvoicesPage, invoicesPageTexts } from './invoices-page';
import { PAYMENT_RECORDED_TEXT } from './record-payment-dialog';
import { creditNote as aCreditNote, invoiceMock, invoiceQuoteMock, invoicesMock, payment, refund, staffInvoice } from './test-fixtures';
import { recordRefundTexts } from './record-refund-dialog';
import { cancelInvoiceTexts } from './cancel-invoice-dialog';

const routes = [
  { path: '/internal/invoices', element: <InvoicesPage /> },
  { path: '/internal/invoices/:id', element: <InvoicePage /> },
];
const render = (mocks: MockLink.MockedResponse[], path = '/internal/invoices') => renderRoutes({ routes, path, mocks: [invoiceQuoteMock(), ...mocks], store: staffStore() });

describe('InvoicesPage', { timeout: 20_000 }, () => {
  it('lists number, reference, customer, issued, total, paid, refunded, outstanding, refund due, status in words and the next due date, with a summary', async () => {
    render([
      invoicesMock([
        staffInvoice(),
        staffInvoice({ id: 'inv2', number: 'INV-2026-00043', status: 'DEPOSIT_PAID', paidCents: 345_000, balanceCents: 805_000 }),
        staffInvoice({ id: 'inv3', number: 'INV-2026-00044', status: 'CANCELLED', paidCents: 345_000, balanceCents: 0, refundedCents: 100_000, refundDueCents: 145_000 }),
      ]),
    ]);
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
      'R 0.00',
      'R 11 500.00',
      'R 0.00',
      'Awaiting deposit',
      '10 Dec 2026',
    ]);
    expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent).slice(4)).toEqual([
      'R 11 500.00',
      'R 3 450.00',
      'R 1 000.00',
      'R 0.00',
      'R 1 450.00',
      'Cancelled',
      '—',
    ]);
    const summary = screen.getByLabelText(invoicesPageTexts.summary);
    const figure = (label: string) => within(summary).getByText(label).nextElementSibling;
    expect(figure('Invoiced')).toHaveTextContent('R 34 500.00');
    expect(figure('Received')).toHaveTextContent('R 6 900.00');
    expect(figure('Refunded')).toHaveTextContent('R 1 000.00');
    expect(figure('Outstanding')).toHaveTextContent('R 19 550.00');
    expect(figure('Refunds due')).toHaveTextContent('R 1 450.00');
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
          refundDueCents: 245_000,
          creditNote: aCreditNote() as never,
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
    expect(dialog).toHaveTextContent(cancelInvoiceTexts.trip);
    expect(dialog).toHaveTextContent(cancelInvoiceTexts.money(345_000, 1_150_000));
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
    const figure = (label: string) => within(creditNote).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(figure('Credited')).toHaveTextContent('R 10 500.00');
    expect(figure('VAT credited')).toHaveTextContent('R 1 190.93');
    expect(figure('Cancellation fee')).toHaveTextContent('R 1 000.00');
    expect(figure('Refund owed')).toHaveTextContent('R 2 450.00');
    const groups = within(within(creditNote).getByRole('table', { name: 'The credit per VAT group' })).getAllByRole('row').slice(1);
    expect(groups.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['VAT 15%', 'Zero-rated (0%)']);
    expect(within(groups[0]!).getByText('R 9 130.43')).toBeInTheDocument();
    expect(within(groups[0]!).getByText('R 113.42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Credit note PDF/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record refund' })).toBeInTheDocument();
  });

  it('shows the VAT per line and per group, and who accepted when, from where and on which terms', async () => {
    render([invoiceMock(staffInvoice())], '/internal/invoices/inv1');
    const lines = await screen.findByRole('region', { name: 'Lines' });
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('VAT 15%')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('R 1 304.35')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Zero-rated (0%)')).toBeInTheDocument();
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('VAT 15% on R 10 000.00').nextElementSibling).toHaveTextContent('R 1 304.35');
    expect(within(amounts).getByText('Zero-rated (0%) on R 1 500.00').nextElementSibling).toHaveTextContent('R 0.00');
    expect(within(amounts).getByText('VAT in all').nextElementSibling).toHaveTextContent('R 1 304.35');
    const acceptance = screen.getByRole('region', { name: 'Acceptance' });
    expect(within(acceptance).getByText('Accepted by').nextElementSibling).toHaveTextContent('Zanele Khumalo (e-mailed link)');
    expect(await within(acceptance).findByText('196.25.1.10')).toBeInTheDocument();
    expect(within(acceptance).getByText('Terms version').nextElementSibling).toHaveTextContent('T3-P1');
    expect(within(acceptance).getByRole('link', { name: 'Open the booking request' })).toHaveAttribute('href', '/internal/i3');
  });

  const cancelledInvoice = (overrides: Record<string, unknown> = {}) =>
    staffInvoice({
      status: 'CANCELLED',
      paidCents: 345_000,
      balanceCents: 0,
      payments: [payment()] as never,
      refundedCents: 100_000,
      refundDueCents: 145_000,
      refunds: [refund()] as never,
      creditNote: aCreditNote() as never,
      ...overrides,
    });

  it('lists the refunds with their confirmations, and records a refund defaulting to the refund due', async () => {
    const user = setupUser();
    const toast = vi.spyOn(toaster, 'create');
    const recorded = vi.fn(() => ({
      data: { recordRefund: cancelledInvoice({ refundedCents: 245_000, refundDueCents: 0, refunds: [refund(), refund({ id: 'ref2', amountCents: 145_000 })] as never }) },
    }));
    render(
      [
        invoiceMock(cancelledInvoice()),
        {
          request: {
            query: RecordRefundMutation,
            variables: (vars) => vars.invoiceId === 'inv1' && vars.input.amountCents === 145_000 && vars.input.method === 'EFT' && vars.input.reference === 'FNB OUT 10' && /^\d{4}-\d{2}-\d{2}$/.test(vars.input.refundedOn),
          },
          result: recorded,
        },
      ],
      '/internal/invoices/inv1',
    );
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('FNB OUT 9')).toBeInTheDocument();
    expect(within(refunds).getByRole('button', { name: 'PDF refund confirmation of R 1 000.00, 28 Nov 2026' })).toBeInTheDocument();
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('Refund due').nextElementSibling).toHaveTextContent('R 1 450.00');

    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a refund on INV-2026-00042' });
    expect(dialog).toHaveTextContent(recordRefundTexts.due(145_000, 245_000, 100_000));
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('1450.00');
    await user.type(within(dialog).getByLabelText(/^Reference/), 'FNB OUT 10');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: recordRefundTexts.recorded })));
    // Nothing left to refund: the button goes.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Record refund' })).not.toBeInTheDocument());
  });

  it('refuses a refund above what is due before asking, and shows the server’s message when it refuses one', async () => {
    const user = setupUser();
    const message = 'This refund would take the amount refunded above the refund owed: at most R 450.00 is still due.';
    const refused = vi.fn(() => ({ errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: { 'input.amountCents': message } } })] }));
    render([invoiceMock(cancelledInvoice()), { request: { query: RecordRefundMutation, variables: () => true }, result: refused }], '/internal/invoices/inv1');
    await user.click(await screen.findByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a refund on INV-2026-00042' });
    const amount = within(dialog).getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(within(dialog).getByText(RefundMessages.AMOUNT_ABOVE_DUE)).toBeInTheDocument();
    expect(refused).not.toHaveBeenCalled();

    // Another refund was recorded meanwhile: the server's figure wins.
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findAllByText(message)).toHaveLength(2);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });
});
