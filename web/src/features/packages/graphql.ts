import { graphql } from '../../gql';

export const PackageCardFields = graphql(`
  fragment PackageCardFields on TravelPackage {
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
    bookable
    price {
      adult
      child
      currency
      wasAdult
    }
  }
`);

/** Every list of package cards: home grids, /Cruise, /Packages, /Specials. */
export const PackageListQuery = graphql(`
  query PackageList(
    $type: PackageType
    $types: [PackageType!]
    $featured: Boolean
    $specials: Boolean
    $bookable: Boolean
    $departingFrom: LocalDate
    $departingTo: LocalDate
    $limit: Int!
  ) {
    packages(
      type: $type
      types: $types
      featured: $featured
      specials: $specials
      bookable: $bookable
      departingFrom: $departingFrom
      departingTo: $departingTo
      limit: $limit
    ) {
      ...PackageCardFields
    }
  }
`);

/** A holiday package's own parts: destinations, itinerary, exclusions, cancellation policy (the public page and the admin forms read the same). */
export const HolidayPartsFields = graphql(`
  fragment HolidayPartsFields on HolidayPackage {
    destinations {
      location
      attractions
    }
    itinerary {
      day
      title
      description
      meals {
        breakfast
        lunch
        dinner
      }
      accommodation {
        name
        type
        rating
      }
      transportation {
        type
        details
      }
    }
    exclusions
    cancellationPolicy
  }
`);

/** The detail page: everything a package has, plus a holiday package's destinations and itinerary. */
export const PackageDetailsQuery = graphql(`
  query PackageDetails($id: ID!) {
    package(id: $id) {
      __typename
      ...PackageCardFields
      kind
      includes
      amenities
      terms
      ...HolidayPartsFields
    }
  }
`);
