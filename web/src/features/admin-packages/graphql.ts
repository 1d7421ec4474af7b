import { graphql } from '../../gql';

/** A row of the admin package table. */
export const AdminPackageRowFields = graphql(`
  fragment AdminPackageRowFields on TravelPackage {
    id
    kind
    title
    type
    country
    city
    price {
      adult
      currency
    }
  }
`);

/** The server caps `limit` at 100 and has no admin paging yet (see the report). */
export const ADMIN_PACKAGE_LIMIT = 100;

export const AdminPackagesQuery = graphql(`
  query AdminPackages($limit: Int!) {
    packages(limit: $limit) {
      ...AdminPackageRowFields
    }
  }
`);

/** Everything the simple package form edits. */
export const AdminPackageFields = graphql(`
  fragment AdminPackageFields on TravelPackage {
    id
    kind
    title
    type
    country
    city
    durationDays
    durationNights
    maxGuests
    minAge
    fromDate
    toDate
    price {
      adult
      child
      currency
      wasAdult
    }
    amenities
    includes
    photos
    description
    terms
    featured
  }
`);

export const AdminPackageQuery = graphql(`
  query AdminPackage($id: ID!) {
    package(id: $id) {
      ...AdminPackageFields
    }
  }
`);

export const CreatePackageMutation = graphql(`
  mutation CreatePackage($input: PackageInput!) {
    createPackage(input: $input) {
      ...AdminPackageFields
    }
  }
`);

export const UpdatePackageMutation = graphql(`
  mutation UpdatePackage($id: ID!, $input: PackageInput!) {
    updatePackage(id: $id, input: $input) {
      ...AdminPackageFields
    }
  }
`);

export const DeletePackageMutation = graphql(`
  mutation DeletePackage($id: ID!) {
    deletePackage(id: $id)
  }
`);

/**
 * The read-only view of /packages/view/{id}. PackageCardFields is the shape the booking page reads
 * from the navigation state, so the Book button hands it over as it is.
 */
export const AdminPackageViewQuery = graphql(`
  query AdminPackageView($id: ID!) {
    package(id: $id) {
      ...PackageCardFields
      ...AdminPackageFields
      ... on HolidayPackage {
        ...HolidayPartsFields
      }
    }
  }
`);

export const AdminHolidayPackagesQuery = graphql(`
  query AdminHolidayPackages {
    holidayPackages {
      id
      kind
      title
      type
      price {
        adult
        currency
      }
      destinations {
        location
        attractions
      }
    }
  }
`);

export const AdminHolidayPackageFields = graphql(`
  fragment AdminHolidayPackageFields on HolidayPackage {
    ...AdminPackageFields
    ...HolidayPartsFields
  }
`);

export const AdminHolidayPackageQuery = graphql(`
  query AdminHolidayPackage($id: ID!) {
    holidayPackage(id: $id) {
      ...PackageCardFields
      ...AdminHolidayPackageFields
    }
  }
`);

export const CreateHolidayPackageMutation = graphql(`
  mutation CreateHolidayPackage($input: HolidayPackageInput!) {
    createHolidayPackage(input: $input) {
      ...AdminHolidayPackageFields
    }
  }
`);

export const UpdateHolidayPackageMutation = graphql(`
  mutation UpdateHolidayPackage($id: ID!, $input: HolidayPackageInput!) {
    updateHolidayPackage(id: $id, input: $input) {
      ...AdminHolidayPackageFields
    }
  }
`);

export const AdminExchangeRatesQuery = graphql(`
  query AdminExchangeRates {
    exchangeRates {
      currency
      randPerUnit
      updatedAt
    }
  }
`);

export const SetExchangeRateMutation = graphql(`
  mutation SetExchangeRate($currency: Currency!, $randPerUnit: Float!) {
    setExchangeRate(currency: $currency, randPerUnit: $randPerUnit) {
      currency
      randPerUnit
      updatedAt
    }
  }
`);
