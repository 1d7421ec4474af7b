import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { makeUser, renderRoutes, signedInStore } from '../../../test/render';
import { setupUser } from '../../../test/admin-fixtures';
import { AgencyPoliciesQuery, UpdateAgencyPoliciesMutation } from '../graphql';
import { PoliciesPage } from './policies-page';

const admin = makeUser({ role: 'AGENCY_ADMIN', isAdmin: true });
const manager = makeUser({ role: 'HOTEL_MANAGER', isAdmin: true });

const policies = (cancellationPolicy: string, terms: string, updatedAt: string | null) => ({
  __typename: 'AgencyPolicies' as const,
  cancellationPolicy,
  terms,
  updatedAt,
});
const policiesMock = (value = policies('Full refund until 14 days before.', 'Prices in rand.', '2026-11-20T08:30:00.000Z')): MockLink.MockedResponse => ({
  request: { query: AgencyPoliciesQuery },
  result: { data: { policies: value } },
});
const saveMock = (input: { cancellationPolicy: string; terms: string }, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: UpdateAgencyPoliciesMutation, variables: { input } },
  result,
});

const renderPolicies = (mocks: MockLink.MockedResponse[], user = admin) =>
  renderRoutes({ routes: [{ path: '/policies', element: <PoliciesPage /> }], path: '/policies', mocks, store: signedInStore(user) });

describe('PoliciesPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows both texts with character counters and when they were last saved', async () => {
    renderPolicies([policiesMock()]);
    expect(await screen.findByLabelText('Cancellation policy')).toHaveValue('Full refund until 14 days before.');
    expect(screen.getByLabelText('Terms and conditions')).toHaveValue('Prices in rand.');
    expect(screen.getByText('33 / 10 000 characters')).toBeInTheDocument();
    expect(screen.getByText('15 / 10 000 characters')).toBeInTheDocument();
    expect(screen.getByText(/^Last updated 20 Nov 2026, 10:30$/)).toBeInTheDocument();
  });

  it('saves trimmed texts, shows a 1 second success toast and the new save time', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderPolicies([
      policiesMock(policies('', '', null)),
      saveMock({ cancellationPolicy: 'No refunds.', terms: 'Be kind.' }, { data: { updatePolicies: policies('No refunds.', 'Be kind.', '2026-11-22T06:00:00.000Z') } }),
    ]);
    expect(await screen.findByText('Not saved yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cancellation policy'), '  No refunds. ');
    await user.type(screen.getByLabelText('Terms and conditions'), 'Be kind.');
    expect(screen.getByText('14 / 10 000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith({ type: 'success', title: 'Policies saved', duration: 1000 }));
    expect(await screen.findByText(/^Last updated 22 Nov 2026, 08:00$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Cancellation policy')).toHaveValue('No refunds.');
  });

  it('asks before closing the tab with unsaved texts, and not once they are saved', async () => {
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const user = setupUser();
    renderPolicies([
      policiesMock(policies('', '', null)),
      saveMock({ cancellationPolicy: 'No refunds.', terms: '' }, { data: { updatePolicies: policies('No refunds.', '', '2026-11-22T06:00:00.000Z') } }),
    ]);
    expect(await screen.findByText('Not saved yet')).toBeInTheDocument();
    expect(closing()).toBe(false);
    await user.type(screen.getByLabelText('Cancellation policy'), 'No refunds.');
    expect(closing()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Last updated 22 Nov 2026/)).toBeInTheDocument();
    await waitFor(() => expect(closing()).toBe(false));
  });

  it('keeps the texts and shows the reason when the save fails', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const message = 'The terms and conditions can be at most 10000 characters.';
    renderPolicies([
      policiesMock(),
      saveMock(
        { cancellationPolicy: 'Full refund until 14 days before.', terms: 'Prices in rand. Always.' },
        { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: { terms: message } } })] },
      ),
    ]);
    await user.type(await screen.findByLabelText('Terms and conditions'), ' Always.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({ type: 'error', title: 'Failed to save the policies', description: message, duration: 1000 }),
    );
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Terms and conditions')).toHaveValue('Prices in rand. Always.');
  });

  it('refuses a text over 10 000 characters before sending it', async () => {
    const user = setupUser();
    renderPolicies([policiesMock(policies('a'.repeat(10_000), '', null))]);
    await user.type(await screen.findByLabelText('Cancellation policy'), 'b');
    expect(screen.getByText('10 001 / 10 000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The cancellation policy can be at most 10000 characters.')).toBeInTheDocument();
  });

  it('shows a hotel manager the texts read-only and who can change them', async () => {
    renderPolicies([policiesMock()], manager);
    expect(await screen.findByLabelText('Cancellation policy')).toHaveAttribute('readonly');
    expect(screen.getByRole('note')).toHaveTextContent('Only agency admins can change these texts.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says when the texts could not be loaded', async () => {
    renderPolicies([{ request: { query: AgencyPoliciesQuery }, error: new Error('Failed to fetch') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The policies could not be loaded.');
  });
});
