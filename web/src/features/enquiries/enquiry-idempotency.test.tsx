import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRecordingIdempotencyKeys } from '../../lib/idempotency-testing';
import { SendContactMessageMutation, SendTripPlanMutation } from './graphql';
import { ContactPage } from './pages/contact-page';
import { TripPlanPage } from './pages/trip-plan-page';
import { siteConfigMock } from '../../lib/site-config-testing';
import { receipt } from './testing';

type User = ReturnType<typeof userEvent.setup>;
const lost = (query: typeof SendContactMessageMutation | typeof SendTripPlanMutation) => ({
  request: { query, variables: () => true },
  error: new Error('Failed to fetch'),
});

const fillContact = async (user: User, message: string) => {
  for (const [label, value] of [
    ['First Name', 'Thandi'],
    ['Last Name', 'Nkosi'],
    ['Email', 'thandi@example.test'],
    ['Message', message],
  ] as const) {
    const field = screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
    await user.clear(field);
    await user.type(field, value);
  }
};

// The three enquiry forms share use-enquiry-submit; the contact form and the trip plan prove the wiring.
describe('enquiry forms idempotency key', { timeout: 30_000 }, () => {
  it('contact: a resend after a failure reuses the key, a changed message or a new message after a success gets a new one', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = { request: { query: SendContactMessageMutation, variables: () => true }, result: { data: { sendContactMessage: receipt('CONTACT') } } };
    const { keys } = renderRecordingIdempotencyKeys({
      routes: [{ path: '/Contact', element: <ContactPage /> }],
      path: '/Contact',
      mocks: [siteConfigMock(), lost(SendContactMessageMutation), sent, lost(SendContactMessageMutation), sent],
      operationName: 'SendContactMessage',
    });
    // The button reads "Sending..." until the previous answer is in: wait for it to be back.
    const send = async () => user.click(await screen.findByRole('button', { name: 'Send Message' }, { timeout: 5000 }));

    await fillContact(user, 'Do you arrange visas?');
    await send(); // lost
    await vi.waitFor(() => expect(keys).toHaveLength(1));
    await send(); // the same message again: stored once
    await vi.waitFor(() => expect(keys).toHaveLength(2));
    await vi.waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue(''));
    await fillContact(user, 'Do you arrange visas?');
    await send(); // a second message after the success: lost
    await vi.waitFor(() => expect(keys).toHaveLength(3));
    await fillContact(user, 'And travel insurance?');
    await send();
    await vi.waitFor(() => expect(keys).toHaveLength(4));

    const [first, retry, second, changed] = keys;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(changed).toMatch(/^[0-9a-f-]{36}$/);
    expect(changed).not.toBe(second);
  });

  it('trip plan: sends the key with the request', async () => {
    const user = userEvent.setup({ delay: null });
    const { keys } = renderRecordingIdempotencyKeys({
      routes: [{ path: '/TripPlan', element: <TripPlanPage /> }],
      path: '/TripPlan',
      mocks: [siteConfigMock(), { request: { query: SendTripPlanMutation, variables: () => true }, result: { data: { sendTripPlan: receipt('TRIP_PLAN') } } }],
      operationName: 'SendTripPlan',
    });
    await user.type(screen.getByLabelText(/^Destination/), 'Zanzibar');
    await user.type(screen.getByLabelText(/^Email/), 'thandi@example.test');
    await user.click(screen.getByRole('button', { name: 'Submit Plan' }));
    await vi.waitFor(() => expect(keys).toHaveLength(1));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
