import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { siteConfigMock, testAgency, testAgencyAddress, testAgencyPhoneHref } from '../../lib/site-config-testing';
import { renderRoutes } from '../../test/render';
import { AgencyPoliciesQuery } from '../insights/graphql';
import { PrivacyPage } from './pages/privacy-page';
import { onlyCancellationOnQuote, termsOnQuote, TermsPage } from './pages/terms-page';

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
      mocks: [policiesMock('Prices are per person in rand.\n\nA deposit of 25% secures the booking.', 'Full refund until 30 days before departure.'), siteConfigMock()],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    // Placeholders while the texts load, announced once.
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading please wait');
    expect(await within(section('Terms and conditions')).findByText('A deposit of 25% secures the booking.')).toBeInTheDocument();
    expect(within(section('Terms and conditions')).getByText('Prices are per person in rand.')).toBeInTheDocument();
    expect(within(section('Cancellation policy')).getByText('Full refund until 30 days before departure.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    // Questions go to the agency as configured (the siteConfig answer), as on its documents.
    const questions = section('Questions');
    expect(await within(questions).findByRole('link', { name: testAgency.email })).toHaveAttribute('href', `mailto:${testAgency.email}`);
    expect(within(questions).getByRole('link', { name: testAgency.phone })).toHaveAttribute('href', testAgencyPhoneHref);
    expect(document.title).toBe(`Terms and conditions — ${site.name}`);
  });

  it('/terms says once how to get the terms when the agency has written neither text yet', async () => {
    renderRoutes({ routes: [{ path: '/terms', element: <TermsPage /> }], path: '/terms', mocks: [policiesMock('', '  '), siteConfigMock()] });
    const both = await screen.findByRole('region', { name: 'Terms and cancellation policy' });
    expect(await within(both).findByText(termsOnQuote(testAgency.email))).toBeInTheDocument();
    // One text under one heading, not the same sentence under two.
    expect(screen.getAllByText(termsOnQuote(testAgency.email))).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Cancellation policy' })).not.toBeInTheDocument();
  });

  it('/terms says which text comes with the quote when only one is missing', async () => {
    renderRoutes({ routes: [{ path: '/terms', element: <TermsPage /> }], path: '/terms', mocks: [policiesMock('Prices are per person in rand.', ''), siteConfigMock()] });
    expect(await within(section('Terms and conditions')).findByText('Prices are per person in rand.')).toBeInTheDocument();
    expect(await within(section('Cancellation policy')).findByText(onlyCancellationOnQuote(testAgency.email))).toBeInTheDocument();
  });

  it('/privacy names the responsible agency as configured, how to reach it and the POPIA rights', async () => {
    renderRoutes({ routes: [{ path: '/privacy', element: <PrivacyPage /> }], path: '/privacy', mocks: [siteConfigMock()] });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    const who = section('Who we are');
    expect(await within(who).findByText(new RegExp(`^${testAgency.name}, ${testAgencyAddress}, is responsible`))).toBeInTheDocument();
    expect(within(who).getByText(new RegExp(`or \\${testAgency.phone}\\.$`))).toBeInTheDocument();
    expect(within(section('Your rights')).getByRole('link', { name: testAgency.email })).toHaveAttribute('href', `mailto:${testAgency.email}`);
    expect(within(section('Your rights')).getByText(/Information Regulator/)).toBeInTheDocument();
    expect(screen.getByText(/Protection of Personal Information Act \(POPIA\)/)).toBeInTheDocument();
  });
});
