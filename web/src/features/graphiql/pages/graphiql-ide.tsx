// Loaded only through React.lazy from graphiql-page.tsx, once the server says the IDE is on: GraphiQL,
// its editor workers and its styles stay out of the bundle visitors download.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
// After GraphiQL's styles, which it corrects.
import './graphiql-overrides.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session-context';

export const GraphiqlIde = () => {
  const { token } = useSession();
  const fetcher = useMemo(
    () =>
      createGraphiQLFetcher({
        url: `${window.location.origin}/graphql`,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      }),
    [token],
  );
  return (
    <div style={{ height: '100vh' }}>
      <GraphiQL fetcher={fetcher} />
    </div>
  );
};
