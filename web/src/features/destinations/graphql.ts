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

/** /Destinations: every destination with how many packages a search for it finds. */
export const DestinationDirectoryQuery = graphql(`
  query DestinationDirectory {
    destinations {
      id
      name
      country
      packageCount
    }
  }
`);
