import { graphql } from '../../gql';

/** What a result row shows of a hotel (the spec's listing: name, distance, desc, photos, rating). */
export const StayHotelCardFields = graphql(`
  fragment StayHotelCardFields on Hotel {
    id
    name
    type
    city
    photos
    description
    rating
    distanceFromCentreM
  }
`);

export const StaySearchQuery = graphql(`
  query StaySearch($input: StaySearchInput!) {
    staySearch(input: $input) {
      items {
        hotel {
          ...StayHotelCardFields
        }
        cheapestRoomTypeId
        cheapestNightly
        cheapestTotal
        nights
      }
      total
      page
      totalPages
    }
  }
`);

export const StayHotelFields = graphql(`
  fragment StayHotelFields on Hotel {
    id
    name
    type
    address
    city
    country
    photos
    description
    rating
    distanceFromCentreM
    amenities {
      id
      name
      description
    }
    activities {
      id
      name
      description
      duration
      maxParticipants
      price
    }
  }
`);

/** The hotel page's hotel; null when there is none ("Hotel not found."). Shown even before dates are valid. */
export const StayHotelQuery = graphql(`
  query StayHotel($id: ID!) {
    hotel(id: $id) {
      ...StayHotelFields
    }
  }
`);

/** The hotel page: every room type priced night by night for the stay, and whether it is free. */
export const StayAvailabilityQuery = graphql(`
  query StayAvailability($input: StayAvailabilityInput!) {
    stayAvailability(input: $input) {
      checkIn
      checkOut
      nights
      adults
      children
      rooms
      roomTypes {
        roomType {
          id
          name
          description
          capacity
          amenities
          photos
        }
        available
        unitsFree
        reason
        nights {
          date
          price
          source
        }
        nightly
        total
      }
    }
  }
`);

export const ReserveStayMutation = graphql(`
  mutation ReserveStay($input: ReserveStayInput!) {
    reserveStay(input: $input) {
      id
      reference
      status
      hotelName
      roomTypeName
      departureDate
      returnDate
      rooms
      adults
      children
      total
      fullName
      email
    }
  }
`);

export const RegisterEstablishmentMutation = graphql(`
  mutation RegisterEstablishment($input: RegisterEstablishmentInput!) {
    registerEstablishment(input: $input) {
      token
      expiresAt
      isAdmin
      isCoolUser
      details {
        ...SessionUserFields
      }
    }
  }
`);

/**
 * /addhotel's photos: uploading needs a hotel manager's token, which only exists once the
 * establishment is registered, so the photos are uploaded then and saved on the new hotel.
 */
export const SaveEstablishmentPhotosMutation = graphql(`
  mutation SaveEstablishmentPhotos($id: ID!, $input: HotelInput!) {
    updateHotel(id: $id, input: $input) {
      id
      photos
    }
  }
`);
