import { graphql } from '../../gql';

export const DestinationsQuery = graphql(`
  query Destinations {
    destinations {
      id
      name
      country
    }
  }
`);
