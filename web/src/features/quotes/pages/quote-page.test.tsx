import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { QuoteMessages } from '@travel/contract';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerQuoteFieldsFragment } from '../../../gql/graphql';
import { setupUser } from '../../../test/admin-fixtures';
import { heldMocks, renderRoutes } from '../../../test/render';
import { AcceptQuoteMutation, AskAboutQuoteMutation, QuoteByTokenQuery } from '../graphql';
import { QUESTION_SENT_TEXT } from '../components/question-form';
import { acceptQuoteTexts } from '../../../components/quotes/accept-quote-dialog';
import { quoteTermsTexts } from '../../../components/quotes/quote-terms';
import { QuotePage, quotePageTexts } from './quote-page';

const TOKEN = 'tok-123';

// The generated fragment types leave out __typename, which Apollo's cache needs in a mock's answer.
const lines = [
  {
    __typename: 'CustomerQuoteLine',
    position: 2,
    description: 'Airport transfers',
    quantity: 1,
    amountCents: 150_000,
    vatTreatment: 'ZERO_RATED',
    vatPercent: 0,
    vatCents: 0,
  },
  {
    __typename: 'CustomerQuoteLine',
    position: 1,
    description: 'Bali beach week',
    quantity: 2,
    amountCents: 1_000_000,
    vatTreatment: 'STANDARD',
    vatPercent: 15,
    vatCents: 130_435,
  },
];

const customerQuote = (overrides: Partial<CustomerQuoteFieldsFragment> = {}): CustomerQuoteFieldsFragment =>
  ({
    __typename: 'CustomerQuote',
    id: 'q1',
    reference: 'EQ-TRP333',
    version: 2,
    status: 'SENT',
    canAccept: true,
    customerName: 'Zanele Khumalo',
    subtotalCents: 1_019_565,
    vatCents: 130_435,
    vatPercent: 15,
    totalCents: 1_150_000,
    depositPercent: 30,
    depositCents: 345_000,
    depositDueOn: '2026-12-10',
    balanceDueOn: '2027-01-30',
    validUntil: '2026-12-31',
    message: 'Enjoy Bali!',
    sentAt: '2026-11-20T08:00:00Z',
    acceptedAt: null,
    invoiceNumber: null,
    lines,
    vatGroups: [
      { __typename: 'VatGroup', vatTreatment: 'STANDARD', vatPercent: 15, amountCents: 1_000_000, vatCents: 130_435 },
      { __typename: 'VatGroup', vatTreatment: 'ZERO_RATED', vatPercent: 0, amountCents: 150_000, vatCents: 0 },
    ],
    termsText: 'Prices include VAT. A deposit secures the booking.',
    cancellationPolicyText: 'Cancelled 60 days or more before departure: the deposit is kept.',
    termsVersion: 'T3-P1',
    ...overrides,
  }) as unknown as CustomerQuoteFieldsFragment;

const quoteMock = (quote: CustomerQuoteFieldsFragment): MockLink.MockedResponse => ({
  request: { query: QuoteByTokenQuery, variables: { token: TOKEN } },
  result: { data: { quoteByToken: quote } },
});

const invoice = {
  __typename: 'Invoice',
  id: 'inv1',
  number: 'INV-2026-00042',
  reference: 'EQ-TRP333',
  status: 'AWAITING_DEPOSIT',
  totalCents: 1_150_000,
  depositCents: 345_000,
  depositDueOn: '2026-12-10',
  balanceCents: 1_150_000,
  balanceDueOn: '2027-01-30',
};

const render = (mocks: MockLink.MockedResponse[]) =>
  renderRoutes({
    routes: [{ path: '/quotes/:token', element: <QuotePage /> }],
    path: `/quotes/${TOKEN}`,
    mocks,
  });

describe('QuotePage', { timeout: 20_000 }, () => {
  it('shows the agency, the reference of the request, the lines in order, VAT with its rate, the deposit and balance with their dates, and the message', async () => {
    render([quoteMock(customerQuote())]);
    // The heading and the agency's name show while the quote loads; the version line once it is here.
    expect(await screen.findByText(/Version 2, prepared for Zanele Khumalo/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your quote' })).toBeInTheDocument();
    expect(screen.getByText('Ubuntu Horizons Travel')).toBeInTheDocument();
    expect(screen.getByText('EQ-TRP333').closest('p')).toHaveTextContent('Reference EQ-TRP333');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Bali beach weekVAT 15% incl. R 1 304.35', '2', 'R 10 000.00'],
      ['Airport transfersZero-rated (0%)', '1', 'R 1 500.00'],
    ]);
    const totals = screen.getByRole('region', { name: 'Totals and payment' });
    expect(within(totals).getByText('Subtotal (before VAT)')).toBeInTheDocument();
    expect(within(totals).getByText('VAT 15% on R 10 000.00')).toBeInTheDocument();
    expect(within(totals).getByText('R 11 500.00')).toBeInTheDocument();
    expect(within(totals).getByText('Deposit (30%)')).toBeInTheDocument();
    expect(within(totals).getByText('R 3 450.00')).toBeInTheDocument();
    expect(within(totals).getByText('Due by 10 Dec 2026')).toBeInTheDocument();
    expect(within(totals).getByText('R 8 050.00')).toBeInTheDocument();
    expect(within(totals).getByText('Due by 30 Jan 2027')).toBeInTheDocument();
    expect(within(totals).getByText('Valid until 31 Dec 2026.')).toBeInTheDocument();
    expect(screen.getByText('Enjoy Bali!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download the quote/ })).toHaveAttribute('href', `/api/quotes/${TOKEN}/quote.pdf`);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex');
  });

  it('shows the VAT of each VAT group, and the cancellation policy, terms and version being accepted before the Accept button', async () => {
    const user = setupUser();
    render([quoteMock(customerQuote())]);
    const totals = await screen.findByRole('region', { name: 'Totals and payment' });
    const vatRow = (label: string) => within(totals).getByText(label).closest('div');
    expect(vatRow('VAT 15% on R 10 000.00')).toHaveTextContent('VAT 15% on R 10 000.00R 1 304.35');
    expect(vatRow('Zero-rated (0%) on R 1 500.00')).toHaveTextContent('Zero-rated (0%) on R 1 500.00R 0.00');
    expect(vatRow('VAT in all')).toHaveTextContent('VAT in allR 1 304.35');
    expect(within(totals).getByText('R 10 195.65')).toBeInTheDocument(); // before VAT

    const terms = screen.getByRole('region', { name: 'Cancellation policy and terms' });
    expect(within(terms).getByText('Cancelled 60 days or more before departure: the deposit is kept.')).toBeInTheDocument();
    expect(within(terms).getByText('Prices include VAT. A deposit secures the booking.')).toBeInTheDocument();
    expect(within(terms).getByText('Terms version T3-P1')).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'Accept this quote' });
    // The terms come before the button in the reading order.
    expect(terms.compareDocumentPosition(accept) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(quotePageTexts.agreeing)).toBeInTheDocument();

    await user.click(accept);
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept this quote?' });
    expect(dialog).toHaveTextContent(acceptQuoteTexts.agrees('T3-P1'));
  });

  it('a quote sent before terms were kept says our current terms apply, with a link to them', async () => {
    render([quoteMock(customerQuote({ termsText: null, cancellationPolicyText: null, termsVersion: null }))]);
    const terms = await screen.findByRole('region', { name: 'Cancellation policy and terms' });
    expect(within(terms).getByText(quoteTermsTexts.notRecorded, { exact: false })).toBeInTheDocument();
    expect(within(terms).getByRole('link', { name: 'Read our terms and cancellation policy' })).toHaveAttribute('href', '/terms');
  });

  it('a quote sent while the agency had written no terms says so rather than claiming older ones', async () => {
    render([quoteMock(customerQuote({ termsText: '', cancellationPolicyText: '', termsVersion: '6e340b9cffb3' }))]);
    const terms = await screen.findByRole('region', { name: 'Cancellation policy and terms' });
    expect(within(terms).getByText(quoteTermsTexts.noneSet, { exact: false })).toBeInTheDocument();
  });

  it('a quote cancelled with its booking says so and offers no accept', async () => {
    render([quoteMock(customerQuote({ status: 'CANCELLED', canAccept: false, invoiceNumber: 'INV-2026-00042' }))]);
    expect(await screen.findByText(quotePageTexts.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept this quote' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Pay by EFT/)).not.toBeInTheDocument();
  });

  it('says it is loading while the quote is on its way', async () => {
    const held = heldMocks([quoteMock(customerQuote())]);
    renderRoutes({
      routes: [{ path: '/quotes/:token', element: <QuotePage /> }],
      path: `/quotes/${TOKEN}`,
      link: held.link,
    });
    expect(await screen.findByText('Loading your quote')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('button', { name: 'Accept this quote' })).toBeInTheDocument();
  });

  it('gives the server’s message for an unknown or expired link', async () => {
    render([
      {
        request: { query: QuoteByTokenQuery, variables: { token: TOKEN } },
        result: {
          errors: [
            new GraphQLError(QuoteMessages.LINK_INVALID, {
              extensions: { code: 'NOT_FOUND' },
            }),
          ],
        },
      },
    ]);
    expect(await screen.findByText(QuoteMessages.LINK_INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept this quote' })).not.toBeInTheDocument();
  });

  it.each(['WITHDRAWN', 'SUPERSEDED'] as const)('a %s quote cannot be accepted: it says it was replaced or withdrawn', async (status) => {
    render([quoteMock(customerQuote({ status, canAccept: false }))]);
    expect(await screen.findByText(QuoteMessages.NO_LONGER_ACCEPTABLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept this quote' })).not.toBeInTheDocument();
  });

  it('a sent quote past its validity says the link has expired', async () => {
    render([quoteMock(customerQuote({ canAccept: false }))]);
    expect(await screen.findByText(QuoteMessages.LINK_INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept this quote' })).not.toBeInTheDocument();
  });

  it('accepts after confirming and shows the invoice, the EFT reference and the downloads, with the focus on the result', async () => {
    const user = setupUser();
    const accepted = vi.fn(() => ({ data: { acceptQuote: invoice } }));
    render([
      quoteMock(customerQuote()),
      {
        request: { query: AcceptQuoteMutation, variables: { token: TOKEN } },
        result: accepted,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Accept this quote' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Accept this quote?',
    });
    expect(within(dialog).getByText(/You accept R 11 500.00 including VAT/)).toBeInTheDocument();
    expect(accepted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    const heading = await screen.findByRole('heading', {
      name: 'Quote accepted: invoice INV-2026-00042',
    });
    expect(accepted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Pay by EFT using reference/)).toHaveTextContent('Pay by EFT using reference EQ-TRP333');
    expect(screen.getByRole('link', { name: /Download the invoice/ })).toHaveAttribute('href', `/api/quotes/${TOKEN}/invoice.pdf`);
    expect(screen.queryByRole('button', { name: 'Accept this quote' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when accepting is refused', async () => {
    const user = setupUser();
    render([
      quoteMock(customerQuote()),
      {
        request: { query: AcceptQuoteMutation, variables: { token: TOKEN } },
        result: {
          errors: [
            new GraphQLError(QuoteMessages.NO_LONGER_ACCEPTABLE, {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Accept this quote' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Accept',
      }),
    );
    expect(await screen.findByText(QuoteMessages.NO_LONGER_ACCEPTABLE)).toBeInTheDocument();
  });

  it('an accepted quote shows its invoice number and the downloads, and no Accept button', async () => {
    render([
      quoteMock(
        customerQuote({
          status: 'ACCEPTED',
          canAccept: false,
          invoiceNumber: 'INV-2026-00042',
          acceptedAt: '2026-11-21T08:00:00Z',
        }),
      ),
    ]);
    expect(
      await screen.findByRole('heading', {
        name: 'Quote accepted: invoice INV-2026-00042',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Pay by EFT using the reference on your invoice/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download the invoice/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept this quote' })).not.toBeInTheDocument();
  });

  it('sends a question of 1 to 2000 characters and thanks the customer', async () => {
    const user = setupUser();
    const asked = vi.fn(() => ({ data: { askAboutQuote: true } }));
    render([
      quoteMock(customerQuote()),
      {
        request: {
          query: AskAboutQuoteMutation,
          variables: { token: TOKEN, message: 'Can we add a day in Ubud?' },
        },
        result: asked,
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Ask a question' });
    await user.click(within(form).getByRole('button', { name: 'Send question' }));
    expect(within(form).getByText(QuoteMessages.QUESTION_LENGTH)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Your question/ })).toHaveFocus());
    expect(asked).not.toHaveBeenCalled();

    await user.type(within(form).getByRole('textbox', { name: /Your question/ }), 'Can we add a day in Ubud?');
    await user.click(within(form).getByRole('button', { name: 'Send question' }));
    const thanks = await screen.findByText(QUESTION_SENT_TEXT);
    expect(asked).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(thanks.closest('[tabindex="-1"]')).toHaveFocus());
  });
});
