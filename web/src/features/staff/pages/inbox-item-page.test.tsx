import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { Landing, renderRoutes } from '../../../test/render';
import { setupUser } from '../../../test/admin-fixtures';
import { AddInboxNoteMutation, AssignInboxItemMutation, ConvertEnquiryMutation, SetInboxStatusMutation } from '../graphql';
import { event, itemMock, nomsa, staffMembersMock, staffStore, tripPlan } from '../test-fixtures';
import { InboxItemPage } from './inbox-item-page';
import { statusActionTexts } from '../components/status-actions';
import { quotesMock, ratesMock, staffQuote } from '../quotes/test-fixtures';

const render = (mocks: MockLink.MockedResponse[], path = '/internal/i3') =>
  renderRoutes({
    routes: [
      { path: '/internal/:id', element: <InboxItemPage /> },
      { path: '/internal', element: <Landing name="Inbox" /> },
    ],
    path,
    mocks: [staffMembersMock, ratesMock(), ...mocks],
    store: staffStore(),
  });

const section = (name: string) => screen.getByRole('region', { name });

describe('InboxItemPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the contact details, what was asked, the notes and the history', async () => {
    render([itemMock(tripPlan())]);
    expect(await screen.findByRole('heading', { name: 'Trip plan: Bali', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('EQ-TRP333')).toBeInTheDocument();

    const customer = section('Customer');
    expect(within(customer).getByRole('link', { name: 'zanele@example.test' })).toHaveAttribute('href', 'mailto:zanele@example.test');
    expect(within(customer).getByRole('link', { name: '+27 82 555 0199' })).toHaveAttribute('href', 'tel:+27825550199');

    const request = section('Request');
    expect(within(request).getByText('Bali')).toBeInTheDocument();
    expect(within(request).getByText('Beach')).toBeInTheDocument();
    expect(within(request).getByText('01 Mar 2027')).toBeInTheDocument();
    expect(within(request).getByText('10 Mar 2027')).toBeInTheDocument();
    expect(within(request).getByText(/R\s?45\s000/)).toBeInTheDocument();
    expect(within(request).getByText('Honeymoon, somewhere quiet please.')).toBeInTheDocument();

    expect(within(section('Internal notes')).getByText('Called, no answer.')).toBeInTheDocument();
    expect(within(section('History')).getByText('Created')).toBeInTheDocument();
    expect(within(section('History')).getByText('visitor')).toBeInTheDocument();
  });

  it('shows a booking request with its package, dates, guests and total in rand', async () => {
    render([
      itemMock(
        tripPlan({
          id: 'b1',
          kind: 'BOOKING_REQUEST',
          reference: 'UH-AAA111',
          title: 'Cape Town Explorer',
          enquiry: null,
          booking: {
            __typename: 'Booking',
            id: 'b1',
            reference: 'UH-AAA111',
            kind: 'PACKAGE',
            title: 'Cape Town Explorer',
            packageId: 'p1',
            packageTitle: 'Cape Town Explorer',
            packageType: 'Adventure',
            hotelName: null,
            roomTypeName: null,
            rooms: null,
            roomNumbers: null,
            adults: null,
            children: null,
            guests: 3,
            departureDate: '2026-12-01',
            returnDate: '2026-12-08',
            total: 36000,
            currency: 'ZAR',
            specialRequests: 'Vegetarian meals',
          },
        }),
        'b1',
      ),
    ], '/internal/b1');
    const request = await screen.findByRole('region', { name: 'Request' });
    expect(within(request).getByText('Cape Town Explorer')).toBeInTheDocument();
    expect(within(request).getByText('01 Dec 2026')).toBeInTheDocument();
    expect(within(request).getByText('3')).toBeInTheDocument();
    expect(within(request).getByText(/R\s?36\s000/)).toBeInTheDocument();
    expect(within(request).getByText('Vegetarian meals')).toBeInTheDocument();
    // Only enquiries can be converted.
    expect(screen.queryByRole('form', { name: 'Convert to booking' })).not.toBeInTheDocument();
  });

  it('says so when the item does not exist', async () => {
    render([itemMock(null, 'nope')], '/internal/nope');
    expect(await screen.findByText(/This item was not found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to inbox/ })).toHaveAttribute('href', '/internal');
  });

  it('shows the error with a retry', async () => {
    const user = setupUser();
    render([{ request: itemMock(null, 'i3').request, result: { errors: [new GraphQLError('Boom')] } }, itemMock(tripPlan())]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Trip plan: Bali', level: 1 })).toBeInTheDocument();
  });

  it('adds an internal note, refusing an empty one', async () => {
    const user = setupUser();
    const create = vi.spyOn(toaster, 'create');
    render([
      itemMock(tripPlan()),
      {
        request: { query: AddInboxNoteMutation, variables: { id: 'i3', body: 'Sent three options.' } },
        result: {
          data: {
            addInboxNote: { __typename: 'InboxNote', id: 'n2', body: 'Sent three options.', authorName: 'nomsa', createdAt: '2026-11-21T07:00:00Z' },
          },
        },
      },
    ]);
    const notes = await screen.findByRole('region', { name: 'Internal notes' });
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(within(notes).getByText('Write a note first.')).toBeInTheDocument();

    await user.type(within(notes).getByRole('textbox', { name: 'Add a note' }), 'Sent three options.');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Sent three options.', { selector: 'p' })).toBeInTheDocument();
    // The new note shows from the cache update a tick before the mutation settles and the form clears.
    await waitFor(() => expect(within(notes).getByRole('textbox', { name: 'Add a note' })).toHaveValue(''));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Note added.' })));
  });

  it('assigns the item to a staff member', async () => {
    const user = setupUser();
    const create = vi.spyOn(toaster, 'create');
    render([
      itemMock(tripPlan()),
      {
        request: { query: AssignInboxItemMutation, variables: { id: 'i3', staffId: 'staff-1' } },
        result: { data: { assignInboxItem: tripPlan({ assignedTo: nomsa }) } },
      },
    ]);
    const select = await screen.findByRole('combobox', { name: 'Assigned to' });
    expect(select).toHaveValue('');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'sipho (admin)' })).toBeInTheDocument());
    await user.selectOptions(select, 'staff-1');
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Assignment saved.' })));
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('staff-1');
  });

  it('offers only the moves the workflow allows', async () => {
    render([itemMock(tripPlan({ status: 'QUOTED' }))]);
    const status = await screen.findByRole('group', { name: 'Change status' });
    expect(within(status).getAllByRole('button').map((b) => b.textContent)).toEqual(['Confirm', 'Decline', 'Cancel']);
  });

  it('a contact message offers answering, not the booking workflow (no Mark quoted, Confirm or convert)', async () => {
    const contact = tripPlan({ kind: 'CONTACT', reference: 'EQ-CON444', title: 'Contact: visas' });
    render([itemMock({ ...contact, enquiry: { ...contact.enquiry!, kind: 'CONTACT', destination: null, holidayType: null, budget: null } })]);
    const status = await screen.findByRole('group', { name: 'Change status' });
    expect(within(status).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark answered', 'Mark completed', 'Decline']);
    expect(screen.queryByRole('button', { name: /Convert/ })).not.toBeInTheDocument();
    // The server refuses to quote a contact message: no Quotes section to offer it.
    expect(screen.queryByRole('region', { name: 'Quotes' })).not.toBeInTheDocument();
  });

  it('shows the item’s quotes in a Quotes section, with New quote', async () => {
    render([itemMock(tripPlan()), quotesMock([staffQuote({ status: 'SENT' })])]);
    const quotes = await screen.findByRole('region', { name: 'Quotes' });
    expect(await within(quotes).findByText('Version 1')).toBeInTheDocument();
    expect(within(quotes).getByRole('button', { name: 'New quote' })).toBeInTheDocument();
  });

  it('with an open invoice, offers no Cancel or Decline but points to the invoice, which cancels the booking with it', async () => {
    render([itemMock(tripPlan({ status: 'CONFIRMED' })), quotesMock([staffQuote({ status: 'ACCEPTED', invoiceId: 'inv1', acceptedAt: '2026-11-21T08:00:00Z' })])]);
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(await within(status).findByText(statusActionTexts.openInvoice)).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Open the invoice' })).toHaveAttribute('href', '/internal/invoices/inv1');
    expect(within(status).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(status).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('a booking cancelled with its invoice says so and links to the invoice holding the credit note', async () => {
    render([itemMock(tripPlan({ status: 'CANCELLED' })), quotesMock([staffQuote({ status: 'CANCELLED', invoiceId: 'inv1' })])]);
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(await within(status).findByText(statusActionTexts.cancelledWithInvoice)).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Open the invoice' })).toHaveAttribute('href', '/internal/invoices/inv1');
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
  });

  it('offers no move on a closed item', async () => {
    render([itemMock(tripPlan({ status: 'DECLINED' }))]);
    expect(await screen.findByText(/This item is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it('moves the status and says the customer was notified', async () => {
    const user = setupUser();
    const create = vi.spyOn(toaster, 'create');
    render([
      itemMock(tripPlan()),
      {
        request: { query: SetInboxStatusMutation, variables: { id: 'i3', status: 'CONTACTED' } },
        result: {
          data: {
            setInboxStatus: tripPlan({
              status: 'CONTACTED',
              history: [
                event(),
                event({
                  id: 'e2',
                  action: 'STATUS_CHANGED',
                  actorName: 'nomsa',
                  createdAt: '2026-11-21T07:00:00Z',
                  changes: [{ __typename: 'AuditChange', field: 'status', before: '"PENDING"', after: '"CONTACTED"' }],
                }),
              ],
            }),
          },
        },
      },
    ]);
    const status = await screen.findByRole('group', { name: 'Change status' });
    expect(within(status).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Mark contacted',
      'Mark quoted',
      'Confirm',
      'Decline',
      'Cancel',
    ]);
    await user.click(within(status).getByRole('button', { name: 'Mark contacted' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'success', title: 'Status updated — the customer has been notified.' }),
      ),
    );
    expect(within(section('History')).getByText('Status changed')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Change status' })).queryByRole('button', { name: 'Mark contacted' })).not.toBeInTheDocument();
  });

  it('asks before declining, and does nothing when kept', async () => {
    const user = setupUser();
    const create = vi.spyOn(toaster, 'create');
    render([
      itemMock(tripPlan({ email: null })),
      {
        request: { query: SetInboxStatusMutation, variables: { id: 'i3', status: 'DECLINED' } },
        result: { data: { setInboxStatus: tripPlan({ email: null, status: 'DECLINED' }) } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline EQ-TRP333?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(create).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline' }));
    // No email on file: nobody was notified, so the toast does not claim it.
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Status updated.' })));
    expect(await screen.findByText(/This item is closed/)).toBeInTheDocument();
  });

  it('checks the convert form in place, then opens the new booking', async () => {
    const user = setupUser();
    const booking = tripPlan({
      id: 'b9',
      kind: 'BOOKING_REQUEST',
      reference: 'UH-NEW999',
      status: 'QUOTED',
      title: 'Custom trip: Bali',
      enquiry: null,
      history: [],
    });
    render([
      itemMock(tripPlan()),
      {
        request: {
          query: ConvertEnquiryMutation,
          variables: {
            id: 'i3',
            input: { title: 'Custom trip: Bali', guests: 2, departureDate: '2027-03-01', returnDate: '2027-03-10', total: 52000 },
          },
        },
        result: { data: { convertEnquiryToBooking: booking } },
      },
      itemMock(booking),
    ]);
    const form = await screen.findByRole('form', { name: 'Convert to booking' });
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Custom trip: Bali');
    expect(within(form).getByRole('spinbutton', { name: /Guests/ })).toHaveValue(2);

    // Wrong values are explained next to their fields; nothing is sent.
    await user.clear(within(form).getByRole('spinbutton', { name: /Guests/ }));
    await user.clear(within(form).getByRole('spinbutton', { name: /Total/ }));
    await user.clear(within(form).getByLabelText(/Return/));
    await user.type(within(form).getByLabelText(/Return/), '2027-02-01');
    await user.click(within(form).getByRole('button', { name: 'Create booking' }));
    expect(within(form).getByText('Enter the number of guests.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the total in rand.')).toBeInTheDocument();

    await user.type(within(form).getByRole('spinbutton', { name: /Guests/ }), '2');
    await user.type(within(form).getByRole('spinbutton', { name: /Total/ }), '52000');
    await user.click(within(form).getByRole('button', { name: 'Create booking' }));
    expect(within(form).getByText('The return date must be after the departure date.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/Return/));
    await user.type(within(form).getByLabelText(/Return/), '2027-03-10');
    await user.click(within(form).getByRole('button', { name: 'Create booking' }));
    expect(await screen.findByRole('heading', { name: 'Custom trip: Bali', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('UH-NEW999')).toBeInTheDocument();
  });
});
