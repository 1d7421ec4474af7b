import { graphql } from '../../gql';

/** Whether the server offers the GraphQL IDE (GRAPHQL_IDE; off in production unless configured). */
export const GraphqlIdeQuery = graphql(`
  query GraphqlIde {
    siteConfig {
      graphqlIde
    }
  }
`);
