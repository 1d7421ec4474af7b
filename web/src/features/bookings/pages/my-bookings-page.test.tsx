import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuoteMessages } from '@travel/contract';
import { GraphQLError } from 'graphql';
import { setupUser } from '../../../test/admin-fixtures';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { SignedInGuard } from '../../../app/guards';
import { PublicLayout } from '../../../app/layouts/public-layout';
import { Landing, renderRoutes, signedInStore } from '../../../test/render';
import { AcceptMyQuoteMutation, MyBookingsQuery, MyInvoicesQuery, MyQuotesQuery } from '../graphql';
import { quotesAndInvoicesTexts } from '../components/quotes-and-invoices';
import { MyBookingsPage } from './my-bookings-page';

const booking = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Booking',
  id: 'b1',
  reference: 'UH-7K3M9Q',
  status: 'PENDING',
  packageId: 'p1',
  packageTitle: 'Zanzibar Beach Escape',
  packageType: 'Honeymoon',
  departureDate: '2026-12-14',
  returnDate: '2026-12-21',
  guests: 2,
  adultPrice: 24500,
  total: 49000,
  currency: 'ZAR',
  createdAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

const myBookings = (bookings: unknown[]): MockLink.MockedResponse => ({
  request: { query: MyBookingsQuery },
  result: { data: { myBookings: bookings } },
});

const myQuotes = (quotes: unknown[]): MockLink.MockedResponse => ({ request: { query: MyQuotesQuery }, result: { data: { myQuotes: quotes } } });
const myInvoices = (invoices: unknown[]): MockLink.MockedResponse => ({ request: { query: MyInvoicesQuery }, result: { data: { myInvoices: invoices } } });
const noBilling = [myQuotes([]), myInvoices([])];

const myInvoice = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Invoice',
  id: 'inv1',
  number: 'INV-2026-00042',
  reference: 'EQ-TRP333',
  status: 'DEPOSIT_PAID',
  issuedOn: '2026-11-21',
  totalCents: 1_150_000,
  paidCents: 345_000,
  balanceCents: 805_000,
  depositCents: 345_000,
  depositDueOn: '2026-12-10',
  balanceDueOn: '2027-01-30',
  refundedCents: 0,
  refundDueCents: 0,
  payments: [{ __typename: 'Payment', id: 'pay1', amountCents: 345_000, receivedOn: '2026-11-25', method: 'EFT' }],
  refunds: [],
  creditNote: null,
  ...overrides,
});

/** A sent quote the customer may still accept: R 11 500.00 with a R 3 450.00 deposit. */
const myQuote = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CustomerQuote',
  id: 'q2',
  reference: 'EQ-TRP333',
  version: 2,
  status: 'SENT',
  canAccept: true,
  subtotalCents: 1_019_565,
  vatCents: 130_435,
  vatPercent: 15,
  totalCents: 1_150_000,
  depositCents: 345_000,
  depositDueOn: '2026-12-10',
  validUntil: '2026-12-31',
  sentAt: '2026-11-20T08:00:00Z',
  acceptedAt: null,
  invoiceNumber: null,
  lines: [
    { __typename: 'CustomerQuoteLine', position: 1, description: 'Bali beach week', quantity: 2, amountCents: 1_000_000, vatTreatment: 'STANDARD', vatPercent: 15, vatCents: 130_435 },
    { __typename: 'CustomerQuoteLine', position: 2, description: 'Flights JNB–DPS', quantity: 2, amountCents: 150_000, vatTreatment: 'ZERO_RATED', vatPercent: 0, vatCents: 0 },
  ],
  vatGroups: [
    { __typename: 'VatGroup', vatTreatment: 'STANDARD', vatPercent: 15, amountCents: 1_000_000, vatCents: 130_435 },
    { __typename: 'VatGroup', vatTreatment: 'ZERO_RATED', vatPercent: 0, amountCents: 150_000, vatCents: 0 },
  ],
  termsText: 'Prices include VAT.',
  cancellationPolicyText: 'Cancelled 60 days or more before departure: the deposit is kept.',
  termsVersion: 'T3-P1',
  ...overrides,
});

const routes = [
  {
    element: <PublicLayout />,
    children: [
      { element: <SignedInGuard />, children: [{ path: '/my-bookings', element: <MyBookingsPage /> }] },
      { path: '/login', element: <Landing name="Login" /> },
      { path: '/Packages', element: <Landing name="Packages" /> },
    ],
  },
];

// Rendering Chakra pages in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('MyBookingsPage', { timeout: 20_000 }, () => {
  it("lists the user's booking requests with reference, dates, guests, total and status", async () => {
    renderRoutes({
      routes,
      path: '/my-bookings',
      store: signedInStore(),
      mocks: [
        myBookings([
          booking(),
          booking({
            id: 'b2',
            reference: 'UH-2B4C6D',
            status: 'CONFIRMED',
            packageId: null,
            packageTitle: 'Las Vegas Lights',
            guests: 1,
            total: 1200,
            currency: 'USD',
          }),
        ]),
        ...noBilling,
      ],
    });

    expect(screen.getByText('Loading please wait')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Booking requests' });
    const items = within(list).getAllByRole('listitem', { name: '' }).filter((li) => li.parentElement === list);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('UH-7K3M9Q')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Zanzibar Beach Escape' })).toHaveAttribute('href', '/Details/p1');
    expect(first.getByText('14 Dec 2026 – 21 Dec 2026')).toBeInTheDocument();
    expect(first.getByText(/^R\s?49\s?000$/)).toBeInTheDocument();
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(first.getByText('01 Mar 2026')).toBeInTheDocument();

    const second = within(items[1] as HTMLElement);
    expect(second.getByText('Las Vegas Lights')).toBeInTheDocument();
    expect(second.queryByRole('link')).not.toBeInTheDocument(); // the package is gone
    expect(second.getByText(/US\$\s?1\s?200/)).toBeInTheDocument();
    expect(second.getByText('Confirmed')).toBeInTheDocument();
  });

  it('says so when there are none, with a way to the packages', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, path: '/my-bookings', store: signedInStore(), mocks: [myBookings([]), ...noBilling] });
    expect(await screen.findByText('You have no booking requests yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse packages' }));
    expect(await screen.findByText('Packages at /Packages')).toBeInTheDocument();
  });

  it('sends visitors who are not signed in to the login page', async () => {
    renderRoutes({ routes, path: '/my-bookings' });
    expect(await screen.findByText('Login at /login')).toBeInTheDocument();
  });

  it('offers signed-in users a My bookings link in the top bar and the side menu', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, path: '/Packages', store: signedInStore() });
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my-bookings');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my-bookings');
  });

  describe('Quotes and invoices', () => {
    afterEach(() => vi.unstubAllGlobals());

    const renderBilling = (quotes: unknown[], invoices: unknown[]) =>
      renderRoutes({ routes, path: '/my-bookings', store: signedInStore(), mocks: [myBookings([]), myQuotes(quotes), myInvoices(invoices)] });

    it('lists sent quotes with the request reference, status, total and validity, and offers to accept the acceptable one', async () => {
      renderBilling(
        [
          myQuote(),
          myQuote({ id: 'q1', version: 1, status: 'SUPERSEDED', canAccept: false, totalCents: 1_200_000, validUntil: '2026-12-15', sentAt: '2026-11-18T08:00:00Z' }),
        ],
        [],
      );
      const quotes = await screen.findByRole('list', { name: 'Quotes' });
      const [sent, replaced] = within(quotes).getAllByRole('listitem');
      expect(within(sent!).getByRole('heading', { name: 'Quote, version 2' })).toBeInTheDocument();
      expect(within(sent!).getByText('Sent')).toBeInTheDocument();
      expect(within(sent!).getByText('Reference').nextElementSibling).toHaveTextContent('EQ-TRP333');
      expect(within(sent!).getByText('R 11 500.00')).toBeInTheDocument();
      expect(within(sent!).getByText('31 Dec 2026')).toBeInTheDocument();
      expect(within(sent!).getByRole('button', { name: 'Accept quote' })).toBeInTheDocument();
      expect(within(replaced!).getByText('Replaced')).toBeInTheDocument();
      expect(within(replaced!).queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    });

    it('accepts a quote after the confirmation, then shows the invoice to pay and adds it to the invoices without asking again', async () => {
      const user = setupUser();
      const issued = myInvoice({ status: 'AWAITING_DEPOSIT', paidCents: 0, balanceCents: 1_150_000, payments: [] });
      const accepted = vi.fn(() => ({ data: { acceptMyQuote: issued } }));
      renderRoutes({
        routes,
        path: '/my-bookings',
        store: signedInStore(),
        mocks: [myBookings([]), myQuotes([myQuote()]), myInvoices([]), { request: { query: AcceptMyQuoteMutation, variables: { id: 'q2' } }, result: accepted }],
      });
      await user.click(await screen.findByRole('button', { name: 'Accept quote' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Accept quote version 2?' });
      expect(dialog).toHaveTextContent('You accept R 11 500.00 including VAT and we send you an invoice. The deposit of R 3 450.00 is due by 10 Dec 2026.');
      await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

      const heading = await screen.findByRole('heading', { name: 'Quote accepted: invoice INV-2026-00042' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(accepted).toHaveBeenCalledTimes(1);
      const quote = within(screen.getByRole('list', { name: 'Quotes' })).getAllByRole('listitem')[0]!;
      expect(within(quote).getByText(/^Pay by EFT using reference/)).toHaveTextContent(
        'Pay by EFT using reference EQ-TRP333: a deposit of R 3 450.00 by 10 Dec 2026, the balance of R 8 050.00 by 30 Jan 2027.',
      );
      expect(within(quote).getByText('Accepted')).toBeInTheDocument();
      expect(within(quote).getByText('Invoice').nextElementSibling).toHaveTextContent('INV-2026-00042');
      expect(within(quote).queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
      const invoices = await screen.findByRole('list', { name: 'Invoices' });
      expect(within(invoices).getByRole('heading', { name: 'Invoice INV-2026-00042' })).toBeInTheDocument();
    });

    it('shows the server’s reason when the quote can no longer be accepted, and accepts nothing on Cancel', async () => {
      const user = setupUser();
      const refused = vi.fn(() => ({ errors: [new GraphQLError(QuoteMessages.NO_LONGER_ACCEPTABLE, { extensions: { code: 'CONFLICT' } })] }));
      renderRoutes({
        routes,
        path: '/my-bookings',
        store: signedInStore(),
        mocks: [myBookings([]), myQuotes([myQuote()]), myInvoices([]), { request: { query: AcceptMyQuoteMutation, variables: { id: 'q2' } }, result: refused }],
      });
      await user.click(await screen.findByRole('button', { name: 'Accept quote' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(refused).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Accept quote' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(QuoteMessages.NO_LONGER_ACCEPTABLE);
      expect(refused).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Accept quote' })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Invoices' })).not.toBeInTheDocument();
    });

    it('lists invoices with status in words, total, paid, balance, due dates and payments', async () => {
      renderBilling([], [myInvoice()]);
      const invoices = await screen.findByRole('list', { name: 'Invoices' });
      const card = within(invoices).getAllByRole('listitem')[0]!;
      expect(within(card).getByRole('heading', { name: 'Invoice INV-2026-00042' })).toBeInTheDocument();
      expect(within(card).getByText('Deposit paid')).toBeInTheDocument();
      expect(within(card).getByText('R 11 500.00')).toBeInTheDocument();
      expect(within(card).getByText('R 8 050.00')).toBeInTheDocument();
      expect(within(card).getByText('10 Dec 2026')).toBeInTheDocument();
      expect(within(card).getByText('30 Jan 2027')).toBeInTheDocument();
      expect(within(card).getByText('25 Nov 2026 · EFT (bank transfer) · R 3 450.00')).toBeInTheDocument();
      expect(within(card).getByText(/^Pay by EFT using reference/)).toHaveTextContent('Pay by EFT using reference EQ-TRP333.');
      // Not paid in full, not cancelled: no voucher, no credit note.
      expect(within(card).queryByRole('button', { name: /voucher/i })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /Credit note/ })).not.toBeInTheDocument();
    });

    it('shows a quote’s lines with their VAT treatment, its VAT per group and the terms it was sent with', async () => {
      renderBilling([myQuote()], []);
      const quote = within(await screen.findByRole('list', { name: 'Quotes' })).getAllByRole('listitem')[0]!;
      const rows = within(within(quote).getByRole('table', { name: /Lines of quote version 2/ })).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
        ['Bali beach weekVAT 15% incl. R 1 304.35', '2', 'R 10 000.00'],
        ['Flights JNB–DPSZero-rated (0%)', '2', 'R 1 500.00'],
      ]);
      expect(within(quote).getByText('VAT 15% on R 10 000.00').closest('div')).toHaveTextContent('VAT 15% on R 10 000.00R 1 304.35');
      expect(within(quote).getByText('Zero-rated (0%) on R 1 500.00').closest('div')).toHaveTextContent('Zero-rated (0%) on R 1 500.00R 0.00');
      const terms = within(quote).getByText('Cancellation policy and terms (version T3-P1)').closest('details')!;
      expect(terms).toHaveTextContent('Cancelled 60 days or more before departure: the deposit is kept.');
      expect(terms).toHaveTextContent('Prices include VAT.');
    });

    it('a cancelled quote reads Cancelled and cannot be accepted', async () => {
      renderBilling([myQuote({ status: 'CANCELLED', canAccept: false, invoiceNumber: 'INV-2026-00042' })], []);
      const quote = within(await screen.findByRole('list', { name: 'Quotes' })).getAllByRole('listitem')[0]!;
      expect(within(quote).getByText('Cancelled')).toBeInTheDocument();
      expect(within(quote).getByText(quotesAndInvoicesTexts.quoteCancelled)).toBeInTheDocument();
      expect(within(quote).queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    });

    it('a cancelled invoice shows no way to pay, and its credit note and refunds in words and figures, with their documents', async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = vi.fn(async () => new Response('%PDF-1.7', { status: 200 }));
      vi.stubGlobal('fetch', fetchMock);
      const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
      URL.createObjectURL = vi.fn(() => 'blob:doc');
      URL.revokeObjectURL = vi.fn();
      onTestFinished(() => {
        URL.createObjectURL = realCreate;
        URL.revokeObjectURL = realRevoke;
      });
      renderBilling(
        [],
        [
          myInvoice({
            status: 'CANCELLED',
            balanceCents: 0,
            refundedCents: 100_000,
            refundDueCents: 145_000,
            refunds: [{ __typename: 'Refund', id: 'ref1', amountCents: 100_000, refundedOn: '2026-11-28', method: 'EFT' }],
            creditNote: {
              __typename: 'CreditNote',
              id: 'cn1',
              number: 'CN-2026-00001',
              amountCreditedCents: 1_050_000,
              vatCreditedCents: 119_093,
              cancellationFeeCents: 100_000,
              refundOwedCents: 245_000,
            },
          }),
        ],
      );
      const card = within(await screen.findByRole('list', { name: 'Invoices' })).getAllByRole('listitem')[0]!;
      expect(within(card).getByText('Cancelled')).toBeInTheDocument();
      expect(within(card).queryByText(/Pay by EFT/)).not.toBeInTheDocument();
      expect(within(card).queryByText('Balance due')).not.toBeInTheDocument();
      const note = within(card).getByRole('region', { name: 'Credit note CN-2026-00001' });
      expect(note).toHaveTextContent(
        'This invoice was cancelled with credit note CN-2026-00001: it credits R 10 500.00 (VAT R 1 190.93 included) and the cancellation fee of R 1 000.00 is kept.',
      );
      expect(note).toHaveTextContent('We owe you a refund of R 2 450.00: R 1 000.00 refunded so far, R 1 450.00 still to refund.');
      const figure = (label: string) => within(note).getByText(label).nextElementSibling;
      expect(figure('Amount credited')).toHaveTextContent('R 10 500.00');
      expect(figure('Cancellation fee kept')).toHaveTextContent('R 1 000.00');
      expect(figure('Refund owed')).toHaveTextContent('R 2 450.00');
      expect(figure('Refunded so far')).toHaveTextContent('R 1 000.00');
      expect(figure('Still to refund')).toHaveTextContent('R 1 450.00');
      expect(within(card).getByRole('button', { name: /Credit note/ })).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /voucher/i })).not.toBeInTheDocument();
      await user.click(within(note).getByRole('button', { name: 'Refund confirmation of R 1 000.00, 28 Nov 2026 (PDF)' }));
      expect(fetchMock).toHaveBeenCalledWith('/api/documents/refunds/ref1.pdf', expect.anything());
    });

    it('downloads a document with the bearer token, and offers the voucher once paid in full', async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = vi.fn(async () => new Response('%PDF-1.7', { status: 200 }));
      vi.stubGlobal('fetch', fetchMock);
      // jsdom has no object URLs: stand-ins for this test, put back after it.
      const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
      const createObjectURL = vi.fn(() => 'blob:doc');
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = vi.fn();
      onTestFinished(() => {
        URL.createObjectURL = realCreate;
        URL.revokeObjectURL = realRevoke;
      });
      const store = signedInStore();
      renderRoutes({ routes, path: '/my-bookings', store, mocks: [myBookings([]), myQuotes([]), myInvoices([myInvoice({ status: 'PAID_IN_FULL', paidCents: 1_150_000, balanceCents: 0 })])] });
      await user.click(await screen.findByRole('button', { name: /Travel voucher/ }));
      expect(fetchMock).toHaveBeenCalledWith('/api/documents/vouchers/inv1.pdf', { headers: { Authorization: `Bearer ${store.getState().token}` } });
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    });

    it('says so when there are none', async () => {
      renderBilling([], []);
      expect(await screen.findByText(quotesAndInvoicesTexts.none)).toBeInTheDocument();
    });
  });
});
