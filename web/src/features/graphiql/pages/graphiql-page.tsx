import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/page-states';
import { NotFoundPage } from '../../../app/not-found-page';
import { GraphqlIdeQuery } from '../graphql';
import { pageTitle } from '../../../components/page-meta';

const GraphiqlIde = lazy(() => import('./graphiql-ide').then((m) => ({ default: m.GraphiqlIde })));

const loading = <LoadingState text="Loading" minH="60vh" />;

/**
 * /graphiql: the IDE only when the server offers it (siteConfig.graphqlIde; off in production unless
 * GRAPHQL_IDE=on). Otherwise, and when the server cannot be asked, the app's not-found page: the route
 * reveals nothing, and GraphiQL's code is never downloaded.
 */
export const GraphiqlPage = () => {
  const { data, loading: asking } = useQuery(GraphqlIdeQuery, { fetchPolicy: 'cache-first' });
  if (asking) return loading;
  if (!data?.siteConfig.graphqlIde) return <NotFoundPage />;
  return (
    <Suspense fallback={loading}>
      <title>{pageTitle('GraphQL IDE')}</title>
      <GraphiqlIde />
    </Suspense>
  );
};
