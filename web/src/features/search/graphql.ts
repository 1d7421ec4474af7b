import { graphql } from '../../gql';

export const SearchPackagesQuery = graphql(`
  query SearchPackages($destination: String, $date: LocalDate, $maxPrice: Float!, $page: Int!, $limit: Int!) {
    searchPackages(destination: $destination, date: $date, maxPrice: $maxPrice, page: $page, limit: $limit) {
      data {
        ...PackageCardFields
      }
      approximate
      pagination {
        page
        limit
        totalItems
        totalPages
      }
    }
  }
`);
