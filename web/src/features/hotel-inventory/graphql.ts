import { graphql } from '../../gql';

/*
 * Documents of the hotel inventory pages. Every list is asked for by the current hotel's id; the
 * server checks that the signed-in manager manages it.
 */

export const RoomTypeFields = graphql(`
  fragment InventoryRoomTypeFields on RoomType {
    id
    hotelId
    name
    description
    capacity
    baseRate
    amenities
    photos
  }
`);

export const RoomTypesQuery = graphql(`
  query InventoryRoomTypes($hotelId: ID!) {
    roomTypes(hotelId: $hotelId) {
      ...InventoryRoomTypeFields
    }
  }
`);

export const RoomTypeQuery = graphql(`
  query InventoryRoomType($id: ID!) {
    roomType(id: $id) {
      ...InventoryRoomTypeFields
    }
  }
`);

export const CreateRoomTypeMutation = graphql(`
  mutation InventoryCreateRoomType($input: CreateRoomTypeInput!) {
    createRoomType(input: $input) {
      ...InventoryRoomTypeFields
    }
  }
`);

export const UpdateRoomTypeMutation = graphql(`
  mutation InventoryUpdateRoomType($id: ID!, $input: UpdateRoomTypeInput!) {
    updateRoomType(id: $id, input: $input) {
      ...InventoryRoomTypeFields
    }
  }
`);

/** What a room type's deletion takes with it, for the confirmation (owner only). */
export const RoomTypeDeletionImpactQuery = graphql(`
  query InventoryRoomTypeDeletionImpact($id: ID!) {
    roomTypeDeletionImpact(id: $id) {
      rooms
      roomNumbers
      rateTypes
      rates
    }
  }
`);

export const DeleteRoomTypeMutation = graphql(`
  mutation InventoryDeleteRoomType($id: ID!) {
    deleteRoomType(id: $id)
  }
`);

/** The hotels the signed-in admin may pick on the rooms form. */
export const ManagedHotelsQuery = graphql(`
  query InventoryManagedHotels {
    managedHotels {
      id
      name
    }
  }
`);

/** Room type names for the selects of the rooms, rate types and rates forms. */
export const RoomTypeOptionsQuery = graphql(`
  query InventoryRoomTypeOptions($hotelId: ID!) {
    roomTypes(hotelId: $hotelId) {
      id
      name
    }
  }
`);

export const RoomFields = graphql(`
  fragment InventoryRoomFields on Room {
    id
    hotelId
    roomTypeId
    roomType {
      id
      name
    }
    title
    maxPeople
    active
    roomNumbers
    units {
      id
      number
      unavailableDates
    }
  }
`);

export const RoomsQuery = graphql(`
  query InventoryRooms($hotelId: ID!) {
    rooms(hotelId: $hotelId) {
      ...InventoryRoomFields
    }
  }
`);

export const CreateRoomMutation = graphql(`
  mutation InventoryCreateRoom($input: CreateRoomInput!) {
    createRoom(input: $input) {
      ...InventoryRoomFields
    }
  }
`);

export const UpdateRoomMutation = graphql(`
  mutation InventoryUpdateRoom($id: ID!, $input: UpdateRoomInput!) {
    updateRoom(id: $id, input: $input) {
      ...InventoryRoomFields
    }
  }
`);

export const DeleteRoomMutation = graphql(`
  mutation InventoryDeleteRoom($id: ID!) {
    deleteRoom(id: $id)
  }
`);

export const AmenityFields = graphql(`
  fragment InventoryAmenityFields on Amenity {
    id
    hotelId
    name
    description
  }
`);

export const AmenitiesQuery = graphql(`
  query InventoryAmenities($hotelId: ID!) {
    amenities(hotelId: $hotelId) {
      ...InventoryAmenityFields
    }
  }
`);

export const AmenityQuery = graphql(`
  query InventoryAmenity($id: ID!) {
    amenity(id: $id) {
      ...InventoryAmenityFields
    }
  }
`);

export const CreateAmenityMutation = graphql(`
  mutation InventoryCreateAmenity($input: CreateAmenityInput!) {
    createAmenity(input: $input) {
      ...InventoryAmenityFields
    }
  }
`);

export const UpdateAmenityMutation = graphql(`
  mutation InventoryUpdateAmenity($id: ID!, $input: UpdateAmenityInput!) {
    updateAmenity(id: $id, input: $input) {
      ...InventoryAmenityFields
    }
  }
`);

export const DeleteAmenityMutation = graphql(`
  mutation InventoryDeleteAmenity($id: ID!) {
    deleteAmenity(id: $id)
  }
`);

export const ActivityFields = graphql(`
  fragment InventoryActivityFields on Activity {
    id
    hotelId
    name
    description
    duration
    maxParticipants
    price
  }
`);

export const ActivitiesQuery = graphql(`
  query InventoryActivities($hotelId: ID!) {
    activities(hotelId: $hotelId) {
      ...InventoryActivityFields
    }
  }
`);

export const CreateActivityMutation = graphql(`
  mutation InventoryCreateActivity($input: CreateActivityInput!) {
    createActivity(input: $input) {
      ...InventoryActivityFields
    }
  }
`);

export const UpdateActivityMutation = graphql(`
  mutation InventoryUpdateActivity($id: ID!, $input: UpdateActivityInput!) {
    updateActivity(id: $id, input: $input) {
      ...InventoryActivityFields
    }
  }
`);

export const DeleteActivityMutation = graphql(`
  mutation InventoryDeleteActivity($id: ID!) {
    deleteActivity(id: $id)
  }
`);

export const RatePresetsQuery = graphql(`
  query InventoryRatePresets {
    ratePresets {
      name
      description
    }
  }
`);

export const RateTypeFields = graphql(`
  fragment InventoryRateTypeFields on RateType {
    id
    hotelId
    roomTypeId
    roomType {
      id
      name
    }
    name
    description
    singleRate
    doubleRate
    groupRate
    active
  }
`);

export const RateTypesQuery = graphql(`
  query InventoryRateTypes($hotelId: ID!) {
    rateTypes(hotelId: $hotelId) {
      ...InventoryRateTypeFields
    }
  }
`);

export const CreateRateTypeMutation = graphql(`
  mutation InventoryCreateRateType($input: RateTypeInput!) {
    createRateType(input: $input) {
      ...InventoryRateTypeFields
    }
  }
`);

export const UpdateRateTypeMutation = graphql(`
  mutation InventoryUpdateRateType($id: ID!, $input: RateTypeInput!) {
    updateRateType(id: $id, input: $input) {
      ...InventoryRateTypeFields
    }
  }
`);

export const DeleteRateTypeMutation = graphql(`
  mutation InventoryDeleteRateType($id: ID!) {
    deleteRateType(id: $id)
  }
`);

export const RateFields = graphql(`
  fragment InventoryRateFields on Rate {
    id
    hotelId
    roomTypeId
    roomType {
      id
      name
    }
    rateTypeId
    rateType {
      id
      name
    }
    date
    stoRateSingle
    rackRateSingle
    stoRateDouble
    rackRateDouble
    stoRateGroup
    rackRateGroup
  }
`);

/** The server answers at most this many rates per request (ordered by date, then room type). */
export const RATES_LIMIT = 1000;

/**
 * The rates page's list, with room type names in the same answer (no retry loop as in the spec).
 * Filtered by first night and room type: a year of rates for a few room types passes the server's cap.
 */
export const RatesQuery = graphql(`
  query InventoryRates($hotelId: ID!, $roomTypeId: ID, $fromDate: LocalDate) {
    rates(hotelId: $hotelId, roomTypeId: $roomTypeId, fromDate: $fromDate) {
      ...InventoryRateFields
    }
  }
`);

/** Room types and rate types for the rates form's selects, in one request. */
export const RateFormOptionsQuery = graphql(`
  query InventoryRateFormOptions($hotelId: ID!) {
    roomTypes(hotelId: $hotelId) {
      id
      name
    }
    rateTypes(hotelId: $hotelId) {
      id
      name
      roomTypeId
    }
  }
`);

export const CreateRatesMutation = graphql(`
  mutation InventoryCreateRates($input: CreateRatesInput!) {
    createRates(input: $input) {
      ...InventoryRateFields
    }
  }
`);

export const UpdateRateMutation = graphql(`
  mutation InventoryUpdateRate($id: ID!, $input: UpdateRateInput!) {
    updateRate(id: $id, input: $input) {
      ...InventoryRateFields
    }
  }
`);

export const DeleteRateMutation = graphql(`
  mutation InventoryDeleteRate($id: ID!) {
    deleteRate(id: $id)
  }
`);
