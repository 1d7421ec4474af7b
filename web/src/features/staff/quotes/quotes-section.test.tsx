import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QuoteMessages } from '@travel/contract';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { setupUser } from '../../../test/admin-fixtures';
import { renderRoutes } from '../../../test/render';
import { InboxItemQuery } from '../graphql';
import { staffStore, tripPlan } from '../test-fixtures';
import { CreateQuoteMutation, QuoteDefaultsQuery, ReviseQuoteMutation, SendQuoteMutation, UpdateQuoteMutation, WithdrawQuoteMutation } from './graphql';
import { quoteTexts, QuotesSection } from './quotes-section';
import { defaultsMock, quotesMock, ratesMock, staffQuote } from './test-fixtures';
import { NO_DEPARTURE_HINT } from './quote-builder';

/** `defaults` answers the New quote button's quoteDefaults query (the agency's 30% and 15% VAT unless given). */
const render = (mocks: MockLink.MockedResponse[], defaults: MockLink.MockedResponse = defaultsMock()) =>
  renderRoutes({
    routes: [{ path: '/internal/:id', element: <QuotesSection inboxItemId="i3" /> }],
    path: '/internal/i3',
    mocks: [ratesMock(), defaults, ...mocks],
    store: staffStore(),
  });

const versions = async () => screen.findByRole('list', { name: 'Quote versions' });
const builder = () => screen.findByRole('dialog', { name: 'New quote' });
const field = (scope: HTMLElement, label: RegExp) => within(scope).getByLabelText(label);

/** Replaces a field's text in one input event: typing key by key is slow on a loaded machine, and the builder reads each change alike. */
const fill = (scope: HTMLElement, label: RegExp, text: string) => fireEvent.change(field(scope, label), { target: { value: text } });

describe('QuotesSection', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the versions, newest first, with status, total, margin and what each status allows', async () => {
    render([
      quotesMock([
        staffQuote({ id: 'q3', version: 3, status: 'DRAFT' }),
        staffQuote({ id: 'q2', version: 2, status: 'SENT', sentAt: '2026-11-20T08:00:00Z' }),
        staffQuote({ id: 'q1', version: 1, status: 'SUPERSEDED', marginCents: null }),
      ]),
    ]);
    const items = within(await versions()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Version \d$/).textContent)).toEqual(['Version 3', 'Version 2', 'Version 1']);
    expect(within(items[0]!).getByText('Draft')).toBeInTheDocument();
    expect(within(items[0]!).getByText('R 11 500.00')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Margin R 1 500.00/)).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(within(items[1]!).getByText(/sent 20 Nov 2026/)).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Revise' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Replaced')).toBeInTheDocument();
    expect(within(items[2]!).getByText(/Margin unknown/)).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: /Edit|Send|Revise|Withdraw/ })).not.toBeInTheDocument();
  });

  it('downloads a version as PDF named after the request reference and the version', async () => {
    const user = setupUser();
    const fetchMock = vi.fn(async () => new Response('%PDF-1.7', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs and does not save files: record the name the browser would save under.
    const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:quote');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
      vi.unstubAllGlobals();
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render([quotesMock([staffQuote({ id: 'q2', version: 2, status: 'SENT' })])]);
    await user.click(within(await versions()).getByRole('button', { name: 'Download version 2 as PDF' }));
    await waitFor(() => expect(saved).toEqual(['quote-EQ-TRP333-v2.pdf']));
    expect(fetchMock).toHaveBeenCalledWith('/api/documents/quotes/q2.pdf', expect.anything());
  });

  it('sends a draft only after "E-mail this quote to <email>?" is confirmed', async () => {
    const user = setupUser();
    const toast = vi.spyOn(toaster, 'create');
    const sent = vi.fn(() => ({ data: { sendQuote: staffQuote({ status: 'SENT', sentAt: '2026-11-26T08:00:00Z' }) } }));
    render([
      quotesMock([staffQuote()]),
      { request: { query: SendQuoteMutation, variables: { id: 'q1' } }, result: sent },
      quotesMock([staffQuote({ status: 'SENT', sentAt: '2026-11-26T08:00:00Z' })]),
      { request: { query: InboxItemQuery, variables: { id: 'i3' } }, result: { data: { inboxItem: tripPlan({ status: 'QUOTED' }) } } },
    ]);
    await user.click(within(await versions()).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'E-mail this quote to zanele@example.test?' });
    expect(sent).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Quote e-mailed to the customer.' })));
    // The list is asked for again: the sent version now offers Revise.
    expect(await within(await versions()).findByRole('button', { name: 'Revise' })).toBeInTheDocument();
  });

  it('withdraws a sent quote after confirming, and shows the server’s reason when it refuses', async () => {
    const user = setupUser();
    const toast = vi.spyOn(toaster, 'create');
    const withdrawn = vi.fn(() => ({ errors: [new GraphQLError('Only a sent quote can be withdrawn: a draft was never shown to the customer.', { extensions: { code: 'CONFLICT' } })] }));
    render([quotesMock([staffQuote({ status: 'SENT' })]), { request: { query: WithdrawQuoteMutation, variables: { id: 'q1' } }, result: withdrawn }]);
    await user.click(within(await versions()).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Withdraw version 1?' })).getByRole('button', { name: 'Withdraw quote' }));
    await waitFor(() => expect(withdrawn).toHaveBeenCalledTimes(1));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'Only a sent quote can be withdrawn: a draft was never shown to the customer.' }),
    );
  });

  it('revises a sent quote into a new draft and opens it in the builder', async () => {
    const user = setupUser();
    const revised = vi.fn(() => ({ data: { reviseQuote: staffQuote({ id: 'q2', version: 2, status: 'DRAFT' }) } }));
    render([quotesMock([staffQuote({ status: 'SENT' })]), { request: { query: ReviseQuoteMutation, variables: { id: 'q1' } }, result: revised }]);
    await user.click(within(await versions()).getByRole('button', { name: 'Revise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit quote, version 2' });
    expect(revised).toHaveBeenCalledTimes(1);
    expect(within(dialog).getAllByLabelText(/^Description/).map((input) => (input as HTMLInputElement).value)).toEqual(['Bali beach week', 'Airport transfers']);
    // The new draft heads the list behind the dialog (hidden from assistive technology while it is open).
    const list = screen.getByRole('list', { name: 'Quote versions', hidden: true });
    expect(within(list).getAllByText(/^Version \d$/, { ignore: '' }).map((node) => node.textContent)).toEqual(['Version 2', 'Version 1']);
  });

  it('starts a new quote with the agency’s terms for the item, and previews VAT at the rate the server prices with', async () => {
    const user = setupUser();
    render([quotesMock([staffQuote({ status: 'SENT', vatPercent: 14 })])], defaultsMock({ vatPercent: 16, depositPercent: 25 }));
    await user.click(await screen.findByRole('button', { name: 'New quote' }));
    const dialog = await builder();
    expect(field(dialog, /^Deposit \(%\)/)).toHaveValue('25');
    expect(field(dialog, /^Deposit due on/)).toHaveValue('2099-01-07');
    expect(field(dialog, /^Balance due on/)).toHaveValue('2099-02-01');
    expect(field(dialog, /^Valid until/)).toHaveValue('2099-01-14');
    // The policy stays in view beside the proposed terms; the item has a departure, so no balance hint.
    expect(within(dialog).getByText('Agency policy: 30% deposit, balance 30 days before departure')).toBeInTheDocument();
    expect(within(dialog).queryByText(NO_DEPARTURE_HINT)).not.toBeInTheDocument();
    // Today's rate from the server, not the 14% an older quote was priced with.
    expect(within(within(dialog).getByRole('region', { name: 'Totals preview' })).getByText('VAT (16%)')).toBeInTheDocument();
  });

  it('asks the agent to choose the balance date when the item has no departure date', async () => {
    const user = setupUser();
    render([quotesMock([])], defaultsMock({ departureDate: null, balanceDueOn: '2099-01-07' }));
    await user.click(await screen.findByRole('button', { name: 'New quote' }));
    const dialog = await builder();
    expect(field(dialog, /^Balance due on/)).toHaveValue('2099-01-07');
    expect(within(dialog).getByText(NO_DEPARTURE_HINT)).toBeInTheDocument();
  });

  it('shows the totals live as lines are typed, a dollar line at the admin’s rate', async () => {
    const user = setupUser();
    render([quotesMock([])]);
    await user.click(await screen.findByRole('button', { name: 'New quote' }));
    const dialog = await builder();
    fill(dialog, /^Description/, 'Bali beach week');
    fill(dialog, /^Quantity/, '2');
    fill(dialog, /^Unit price/, '5000');
    fill(dialog, /^Net cost/, '9000');
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    const second = within(dialog).getByRole('group', { name: 'Line 2' });
    fill(second, /^Description/, 'Flights');
    fill(second, /^Currency/, 'USD');
    fill(second, /^Unit price/, '100');
    fill(dialog, /^Deposit \(%\)/, '30');

    const preview = within(dialog).getByRole('region', { name: 'Totals preview' });
    // R10 000 + US$100 at R18.25 (R1 825) = R11 825 including 15% VAT (R1 542.39).
    expect(within(preview).getByText('R 11 825.00')).toBeInTheDocument();
    expect(within(preview).getByText('VAT 15% on R 11 825.00')).toBeInTheDocument();
    expect(within(preview).getByText('R 1 542.39')).toBeInTheDocument();
    expect(within(preview).getByText('R 10 282.61')).toBeInTheDocument();
    expect(within(preview).getByText('Deposit (30%)')).toBeInTheDocument();
    expect(within(preview).getByText('R 3 547.50')).toBeInTheDocument();
    // The dollar line has no net cost: no margin yet.
    expect(within(preview).getByText('The margin shows once every line has a price and a net cost.')).toBeInTheDocument();
    expect(within(second).getByText('R 1 825.00')).toBeInTheDocument();
  });

  it('says the dollar rate is missing instead of guessing one', async () => {
    const user = setupUser();
    renderRoutes({
      routes: [{ path: '/internal/:id', element: <QuotesSection inboxItemId="i3" /> }],
      path: '/internal/i3',
      mocks: [ratesMock(null), defaultsMock(), quotesMock([])],
      store: staffStore(),
    });
    await user.click(await screen.findByRole('button', { name: 'New quote' }));
    const dialog = await builder();
    await user.selectOptions(field(dialog, /^Currency/), 'USD');
    expect(within(dialog).getByText(QuoteMessages.NO_USD_RATE)).toBeInTheDocument();
  });

  it('without the agency’s default terms: says so, shows the policy hint and every missing field’s message, and sends nothing', async () => {
    const user = setupUser();
    const toast = vi.spyOn(toaster, 'create');
    const created = vi.fn(() => ({ data: { createQuote: staffQuote() } }));
    render([quotesMock([]), { request: { query: CreateQuoteMutation, variables: () => true }, result: created }], {
      request: { query: QuoteDefaultsQuery, variables: { inboxItemId: 'i3' } },
      error: new Error('Network down'),
    });
    await user.click(await screen.findByRole('button', { name: 'New quote' }));
    const dialog = await builder();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', title: quoteTexts.defaultsFailed }));
    expect(within(dialog).getByText('Agency policy: 30% deposit, balance 30 days before departure')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    for (const message of [QuoteMessages.DESCRIPTION, QuoteMessages.UNIT_PRICE, QuoteMessages.DEPOSIT_PERCENT, QuoteMessages.DEPOSIT_DUE, QuoteMessages.BALANCE_DUE, QuoteMessages.VALID_UNTIL]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(field(dialog, /^Description/)).toHaveFocus());
    expect(created).not.toHaveBeenCalled();
  });

  it('saves a new draft with createQuote, and puts the server’s field messages beside their fields', async () => {
    const user = setupUser();
    const refused = vi.fn(() => ({
      errors: [new GraphQLError(QuoteMessages.VALID_UNTIL_PAST, { extensions: { code: 'BAD_USER_INPUT', fields: { validUntil: QuoteMessages.VALID_UNTIL_PAST } } })],
    }));
    const created = vi.fn(() => ({ data: { createQuote: staffQuote({ lines: [staffQuote().lines[0]!] }) } }));
    const input = {
      lines: [{ kind: 'PACKAGE', description: 'Bali beach week', quantity: 2, unitPriceCents: 500_000, currency: 'ZAR', netCostCents: null, vatTreatment: 'STANDARD' }],
      depositPercent: 30,
      depositDueOn: '2099-01-10',
      balanceDueOn: '2099-02-01',
      validUntil: '2099-01-05',
      message: null,
    };
    render([
      quotesMock([]),
      { request: { query: CreateQuoteMutation, variables: { inboxItemId: 'i3', input } }, result: refused },
      { request: { query: CreateQuoteMutation, variables: { inboxItemId: 'i3', input } }, result: created },
    ]);
    await user.click(await screen.findByRole('button', { name: 'New quote' }));
    const dialog = await builder();
    fill(dialog, /^Description/, 'Bali beach week');
    fill(dialog, /^Quantity/, '2');
    fill(dialog, /^Unit price/, '5 000');
    fill(dialog, /^Deposit \(%\)/, '30');
    fill(dialog, /^Deposit due on/, '2099-01-10');
    fill(dialog, /^Balance due on/, '2099-02-01');
    fill(dialog, /^Valid until/, '2099-01-05');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    expect(await within(dialog).findAllByText(QuoteMessages.VALID_UNTIL_PAST)).not.toHaveLength(0);
    expect(field(dialog, /^Valid until/)).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New quote' })).not.toBeInTheDocument());
    expect(within(await versions()).getByText('Version 1')).toBeInTheDocument();
  });

  it('defaults a flight on a trip abroad to zero-rated, previews VAT per group, and sends each line’s VAT treatment', async () => {
    const user = setupUser();
    const created = vi.fn(() => ({ data: { createQuote: staffQuote() } }));
    const input = {
      lines: [
        { kind: 'PACKAGE', description: 'Bali beach week', quantity: 1, unitPriceCents: 1_150_000, currency: 'ZAR', netCostCents: null, vatTreatment: 'STANDARD' },
        { kind: 'FLIGHT', description: 'Flights JNB–DPS', quantity: 2, unitPriceCents: 300_000, currency: 'ZAR', netCostCents: null, vatTreatment: 'ZERO_RATED' },
        { kind: 'TRANSFER', description: 'Train to the airport', quantity: 1, unitPriceCents: 20_000, currency: 'ZAR', netCostCents: null, vatTreatment: 'EXEMPT' },
      ],
      depositPercent: 30,
      depositDueOn: '2099-01-07',
      balanceDueOn: '2099-02-01',
      validUntil: '2099-01-14',
      message: null,
    };
    render([quotesMock([]), { request: { query: CreateQuoteMutation, variables: { inboxItemId: 'i3', input } }, result: created }], defaultsMock({ international: true }));
    await user.click(await screen.findByRole('button', { name: 'New quote' }));
    const dialog = await builder();
    const first = within(dialog).getByRole('group', { name: 'Line 1' });
    expect(field(first, /^VAT/)).toHaveValue('STANDARD');
    expect(within(field(first, /^VAT/)).getAllByRole('option').map((option) => option.textContent)).toEqual(['Standard', 'Zero-rated', 'Exempt']);
    fill(first, /^Description/, 'Bali beach week');
    fill(first, /^Unit price/, '11500');

    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    const second = within(dialog).getByRole('group', { name: 'Line 2' });
    await user.selectOptions(field(second, /^Kind/), 'FLIGHT');
    // International: the flight is zero-rated (VAT Act s11(2)(a)) until staff choose otherwise.
    expect(field(second, /^VAT/)).toHaveValue('ZERO_RATED');
    fill(second, /^Description/, 'Flights JNB–DPS');
    fill(second, /^Quantity/, '2');
    fill(second, /^Unit price/, '3000');

    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    const third = within(dialog).getByRole('group', { name: 'Line 3' });
    await user.selectOptions(field(third, /^VAT/), 'EXEMPT');
    await user.selectOptions(field(third, /^Kind/), 'TRANSFER');
    // Chosen by staff: a change of kind leaves it.
    expect(field(third, /^VAT/)).toHaveValue('EXEMPT');
    fill(third, /^Description/, 'Train to the airport');
    fill(third, /^Unit price/, '200');

    const preview = within(dialog).getByRole('region', { name: 'Totals preview' });
    expect(within(preview).getByText('VAT 15% on R 11 500.00').closest('div')).toHaveTextContent('R 1 500.00');
    expect(within(preview).getByText('Zero-rated (0%) on R 6 000.00')).toBeInTheDocument();
    expect(within(preview).getByText('Exempt on R 200.00')).toBeInTheDocument();
    expect(within(preview).getByText('VAT in all').closest('div')).toHaveTextContent('R 1 500.00');
    expect(within(preview).getByText('R 17 700.00')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });

  it('saves an edited draft with updateQuote', async () => {
    const user = setupUser();
    const updated = vi.fn(() => ({ data: { updateQuote: staffQuote({ message: 'See you in Bali' }) } }));
    render([quotesMock([staffQuote()]), { request: { query: UpdateQuoteMutation, variables: (vars) => vars.id === 'q1' && vars.input.message === 'See you in Bali' }, result: updated }]);
    await user.click(within(await versions()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit quote, version 1' });
    // The fixture's validity ends in 2026: a later run would refuse it as past.
    fill(dialog, /^Valid until/, '2099-12-31');
    fill(dialog, /^Message/, 'See you in Bali');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(updated).toHaveBeenCalledTimes(1));
  });
});
