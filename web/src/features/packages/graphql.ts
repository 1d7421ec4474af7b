import { graphql } from '../../gql';

export const PackageCardFields = graphql(`
  fragment PackageCardFields on Package {
    id
    title
    type
    description
    country
    city
    durationDays
    durationNights
    fromDate
    toDate
    maxGuests
    minAge
    photos
    price {
      adult
      child
      currency
    }
  }
`);

export const PackageListQuery = graphql(`
  query PackageList($type: PackageType, $featured: Boolean, $limit: Int!) {
    packages(type: $type, featured: $featured, limit: $limit) {
      ...PackageCardFields
    }
  }
`);
