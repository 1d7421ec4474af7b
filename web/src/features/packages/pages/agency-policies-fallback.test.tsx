import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { PackageDetailsQuery } from '../graphql';
import { PackageDetailsPage } from './package-details-page';
import { makePackageDetails } from '../testing';
import { AgencyPoliciesQuery } from '../../insights/graphql';

const agencyPolicies: MockLink.MockedResponse = {
  request: { query: AgencyPoliciesQuery },
  result: {
    data: {
      policies: { __typename: 'AgencyPolicies', cancellationPolicy: 'Full refund until 30 days before departure.', terms: 'Agency terms apply.', updatedAt: null },
    },
  },
};

const renderPackage = (terms: string) =>
  renderRoutes({
    routes: [{ path: '/Details/:id', element: <PackageDetailsPage /> }],
    path: '/Details/p1',
    mocks: [{ request: { query: PackageDetailsQuery, variables: { id: 'p1' } }, result: { data: { package: makePackageDetails({ terms }) } } }, agencyPolicies],
  });

describe("the agency's policies on package pages", { timeout: 20_000 }, () => {
  it("shows the agency's texts, marked as such, where a package has none of its own", async () => {
    renderPackage('');
    expect(await screen.findByText('Agency terms apply.')).toBeInTheDocument();
    expect(screen.getByText('Full refund until 30 days before departure.')).toBeInTheDocument();
    expect(screen.getAllByText("The agency's standard policy applies to this package.")).toHaveLength(2);
  });

  it("keeps a package's own terms", async () => {
    renderPackage('A 30% deposit secures the booking.');
    expect(await screen.findByText('Full refund until 30 days before departure.')).toBeInTheDocument();
    expect(screen.getByText('A 30% deposit secures the booking.')).toBeInTheDocument();
    expect(screen.queryByText('Agency terms apply.')).not.toBeInTheDocument();
    // Only the cancellation policy is the agency's here.
    expect(screen.getAllByText("The agency's standard policy applies to this package.")).toHaveLength(1);
  });
});
