import { graphql } from '../../gql';

/** A row of the hotel list and an entry of the hotel switcher. */
export const AdminHotelRowFields = graphql(`
  fragment AdminHotelRowFields on Hotel {
    id
    name
    type
    city
    rating
    reviewStatus
  }
`);

/** Agency admins: the review of a hotel its manager registered (the row updates from the answer). */
export const AdminApproveHotelMutation = graphql(`
  mutation AdminApproveHotel($id: ID!) {
    approveHotel(id: $id) {
      id
      reviewStatus
    }
  }
`);

export const AdminRejectHotelMutation = graphql(`
  mutation AdminRejectHotel($id: ID!) {
    rejectHotel(id: $id) {
      id
      reviewStatus
    }
  }
`);

/** Managers: their own hotels; agency admins: every hotel. Ordered by name. */
export const AdminManagedHotelsQuery = graphql(`
  query AdminManagedHotels {
    managedHotels {
      ...AdminHotelRowFields
    }
  }
`);

/** Everything the hotel form edits and the view shows. */
export const AdminHotelFields = graphql(`
  fragment AdminHotelFields on Hotel {
    id
    name
    type
    address
    country
    city
    postalCode
    email
    phone
    photos
    description
    rating
    distanceFromCentreM
  }
`);

export const AdminHotelQuery = graphql(`
  query AdminHotel($id: ID!) {
    hotel(id: $id) {
      ...AdminHotelFields
    }
  }
`);

export const AdminCreateHotelMutation = graphql(`
  mutation AdminCreateHotel($input: HotelInput!) {
    createHotel(input: $input) {
      ...AdminHotelFields
    }
  }
`);

export const AdminUpdateHotelMutation = graphql(`
  mutation AdminUpdateHotel($id: ID!, $input: HotelInput!) {
    updateHotel(id: $id, input: $input) {
      ...AdminHotelFields
    }
  }
`);

export const AdminDeleteHotelMutation = graphql(`
  mutation AdminDeleteHotel($id: ID!) {
    deleteHotel(id: $id)
  }
`);

export const AdminHotelManagerAccountsQuery = graphql(`
  query AdminHotelManagerAccounts {
    hotelManagerAccounts {
      id
      username
      email
      hotelIds
    }
  }
`);

export const AdminAssignHotelManagerMutation = graphql(`
  mutation AdminAssignHotelManager($hotelId: ID!, $userId: ID!) {
    assignHotelManager(hotelId: $hotelId, userId: $userId) {
      id
      username
      email
      hotelIds
    }
  }
`);

export const AdminUnassignHotelManagerMutation = graphql(`
  mutation AdminUnassignHotelManager($hotelId: ID!, $userId: ID!) {
    unassignHotelManager(hotelId: $hotelId, userId: $userId) {
      id
      username
      email
      hotelIds
    }
  }
`);

/** A stay reservation as the hotel's manager sees it (room numbers are for owners and staff only). */
export const AdminHotelReservationFields = graphql(`
  fragment AdminHotelReservationFields on Booking {
    id
    reference
    status
    fullName
    email
    phone
    hotelId
    hotelName
    roomTypeName
    departureDate
    returnDate
    rooms
    roomNumbers
    adults
    children
    total
    currency
    specialRequests
    createdAt
  }
`);

/** The server's cap on one page of reservations. */
export const RESERVATION_LIMIT = 100;

export const AdminHotelReservationsQuery = graphql(`
  query AdminHotelReservations($hotelId: ID, $status: BookingStatus, $limit: Int!) {
    hotelReservations(hotelId: $hotelId, status: $status, limit: $limit) {
      ...AdminHotelReservationFields
    }
  }
`);

export const AdminConfirmReservationMutation = graphql(`
  mutation AdminConfirmReservation($id: ID!) {
    confirmReservation(id: $id) {
      ...AdminHotelReservationFields
    }
  }
`);

export const AdminCancelReservationMutation = graphql(`
  mutation AdminCancelReservation($id: ID!) {
    cancelReservation(id: $id) {
      ...AdminHotelReservationFields
    }
  }
`);
