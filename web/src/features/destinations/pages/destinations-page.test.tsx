import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { DestinationDirectoryQuery } from '../graphql';
import { DestinationsPage } from './destinations-page';

// Rendering Chakra pages in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('DestinationsPage', { timeout: 20_000 }, () => {
  it('lists every destination with its country and package count, linking to a search', async () => {
    renderRoutes({
      routes: [{ path: '/Destinations', element: <DestinationsPage /> }],
      path: '/Destinations',
      mocks: [
        {
          request: { query: DestinationDirectoryQuery },
          result: {
            data: {
              destinations: [
                { __typename: 'Destination', id: 'd1', name: 'Cape Town', country: 'South Africa', packageCount: 3 },
                { __typename: 'Destination', id: 'd2', name: 'Reykjavík', country: 'Iceland', packageCount: 0 },
              ],
            },
          },
        },
      ],
    });

    const capeTown = await screen.findByRole('link', { name: 'Cape Town' });
    expect(capeTown).toHaveAttribute('href', '/SearchResultsList?destination=Cape+Town');
    expect(screen.getByText('3 packages')).toBeInTheDocument();
    expect(screen.getByText('South Africa')).toBeInTheDocument();
    const empty = screen.getByRole('link', { name: 'Reykjavík' });
    expect(empty.closest('li')).toHaveAttribute('data-empty', 'true');
    expect(capeTown.closest('li')).not.toHaveAttribute('data-empty');
    expect(screen.getByText('No packages yet')).toBeInTheDocument();
  });
});
