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
  payments: [{ __typename: 'Payment', id: 'pay1', amountCents: 345_000, receivedOn: '2026-11-25', method: 'EFT' }],
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
  totalCents: 1_150_000,
  depositCents: 345_000,
  depositDueOn: '2026-12-10',
  validUntil: '2026-12-31',
  sentAt: '2026-11-20T08:00:00Z',
  acceptedAt: null,
  invoiceNumber: null,
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
      expect(within(card).getByText('EQ-TRP333')).toBeInTheDocument();
      // Not paid in full, not cancelled: no voucher, no credit note.
      expect(within(card).queryByRole('button', { name: /voucher/i })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /Credit note/ })).not.toBeInTheDocument();
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
