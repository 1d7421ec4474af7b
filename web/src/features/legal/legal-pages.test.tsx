import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { renderRoutes } from '../../test/render';
import { AgencyPoliciesQuery } from '../insights/graphql';
import { PrivacyPage } from './pages/privacy-page';
import { ONLY_CANCELLATION_ON_QUOTE, TERMS_ON_QUOTE, TermsPage } from './pages/terms-page';

const policiesMock = (terms: string, cancellationPolicy: string): MockLink.MockedResponse => ({
  request: { query: AgencyPoliciesQuery },
  result: { data: { policies: { __typename: 'AgencyPolicies', terms, cancellationPolicy, updatedAt: null } } },
});

const section = (name: string) => screen.getByRole('region', { name });

describe('legal pages', { timeout: 20_000 }, () => {
  it('/terms shows the agency’s own terms and cancellation policy, paragraph by paragraph', async () => {
    renderRoutes({
      routes: [{ path: '/terms', element: <TermsPage /> }],
      path: '/terms',
      mocks: [policiesMock('Prices are per person in rand.\n\nA deposit of 25% secures the booking.', 'Full refund until 30 days before departure.')],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    // Placeholders while the texts load, announced once.
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading please wait');
    expect(await within(section('Terms and conditions')).findByText('A deposit of 25% secures the booking.')).toBeInTheDocument();
    expect(within(section('Terms and conditions')).getByText('Prices are per person in rand.')).toBeInTheDocument();
    expect(within(section('Cancellation policy')).getByText('Full refund until 30 days before departure.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    expect(document.title).toBe(`Terms and conditions — ${site.name}`);
  });

  it('/terms says once how to get the terms when the agency has written neither text yet', async () => {
    renderRoutes({ routes: [{ path: '/terms', element: <TermsPage /> }], path: '/terms', mocks: [policiesMock('', '  ')] });
    const both = await screen.findByRole('region', { name: 'Terms and cancellation policy' });
    expect(within(both).getByText(TERMS_ON_QUOTE)).toBeInTheDocument();
    // One text under one heading, not the same sentence under two.
    expect(screen.getAllByText(TERMS_ON_QUOTE)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Cancellation policy' })).not.toBeInTheDocument();
  });

  it('/terms says which text comes with the quote when only one is missing', async () => {
    renderRoutes({ routes: [{ path: '/terms', element: <TermsPage /> }], path: '/terms', mocks: [policiesMock('Prices are per person in rand.', '')] });
    expect(await within(section('Terms and conditions')).findByText('Prices are per person in rand.')).toBeInTheDocument();
    expect(within(section('Cancellation policy')).getByText(ONLY_CANCELLATION_ON_QUOTE)).toBeInTheDocument();
  });

  it('/privacy names the responsible agency, how to reach it and the POPIA rights', () => {
    renderRoutes({ routes: [{ path: '/privacy', element: <PrivacyPage /> }], path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(within(section('Who we are')).getByText(new RegExp(`${site.name}, .*Centurion`))).toBeInTheDocument();
    expect(within(section('Your rights')).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(section('Your rights')).getByText(/Information Regulator/)).toBeInTheDocument();
    expect(screen.getByText(/Protection of Personal Information Act \(POPIA\)/)).toBeInTheDocument();
  });
});
