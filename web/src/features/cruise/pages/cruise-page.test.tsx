import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderRoutes } from '../../../test/render';
import { PackageListQuery } from '../../packages/graphql';
import { makePackage } from '../../packages/testing';
import { CruisePage } from './cruise-page';

const cruises = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: PackageListQuery, variables: { type: 'Cruise', limit: 100 } },
  result,
});

const routes = [{ path: '/Cruise', element: <CruisePage /> }];

// Rendering Chakra pages in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('CruisePage', { timeout: 20_000 }, () => {
  it('shows "Loading please wait", then the cruise packages under Best Package Deals', async () => {
    renderRoutes({
      routes,
      path: '/Cruise',
      mocks: [cruises({ data: { packages: [makePackage({ id: 'c1', title: 'Indian Ocean Cruise', type: 'Cruise' })] } })],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Best Package Deals' })).toBeInTheDocument();
    expect(screen.getByText('Loading please wait')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Indian Ocean Cruise' })).toBeInTheDocument();
    expect(screen.queryByText('Loading please wait')).not.toBeInTheDocument();
  });

  it('says "No Cruise available" when there are none', async () => {
    renderRoutes({ routes, path: '/Cruise', mocks: [cruises({ data: { packages: [] } })] });
    expect(await screen.findByText('No Cruise available')).toBeInTheDocument();
  });

  it('says "Error: {message}" when loading fails', async () => {
    renderRoutes({ routes, path: '/Cruise', mocks: [cruises({ errors: [new GraphQLError('Database unavailable')] })] });
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
  });
});
