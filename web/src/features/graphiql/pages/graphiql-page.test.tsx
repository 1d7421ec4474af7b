import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { GraphqlIdeQuery } from '../graphql';
import { GraphiqlPage } from './graphiql-page';

const routes = [{ path: '/graphiql', element: <GraphiqlPage /> }];

const ideAnswer = (graphqlIde: boolean) => ({
  request: { query: GraphqlIdeQuery },
  result: { data: { siteConfig: { __typename: 'SiteConfig', graphqlIde } } },
});

describe('GraphiqlPage', () => {
  it("shows the app's not-found page when the server does not offer the IDE (production's default)", async () => {
    renderRoutes({ routes, path: '/graphiql', mocks: [ideAnswer(false)] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found page when the server cannot be asked', async () => {
    renderRoutes({ routes, path: '/graphiql', mocks: [{ request: { query: GraphqlIdeQuery }, error: new Error('offline') }] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('waits for the answer before deciding', () => {
    renderRoutes({ routes, path: '/graphiql', mocks: [ideAnswer(false)] });
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
