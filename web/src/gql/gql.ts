/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AuditEventFields on AuditEvent {\n    id\n    entity\n    entityId\n    action\n    actorName\n    createdAt\n    changes {\n      field\n      before\n      after\n    }\n  }\n": typeof types.AuditEventFieldsFragmentDoc,
    "\n  query AuditTrail($entity: AuditEntity!, $entityId: ID!) {\n    auditTrail(entity: $entity, entityId: $entityId) {\n      ...AuditEventFields\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  query PaymentsDue($withinDays: Int!) {\n    paymentsDue(withinDays: $withinDays) {\n      invoiceId\n      invoiceNumber\n      reference\n      customerName\n      kind\n      amountDueCents\n      dueOn\n      overdue\n      daysOverdue\n    }\n  }\n": typeof types.PaymentsDueDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment AdminHotelRowFields on Hotel {\n    id\n    name\n    type\n    city\n    rating\n    reviewStatus\n  }\n": typeof types.AdminHotelRowFieldsFragmentDoc,
    "\n  mutation AdminApproveHotel($id: ID!) {\n    approveHotel(id: $id) {\n      id\n      reviewStatus\n    }\n  }\n": typeof types.AdminApproveHotelDocument,
    "\n  mutation AdminRejectHotel($id: ID!) {\n    rejectHotel(id: $id) {\n      id\n      reviewStatus\n    }\n  }\n": typeof types.AdminRejectHotelDocument,
    "\n  query AdminManagedHotels {\n    managedHotels {\n      ...AdminHotelRowFields\n    }\n  }\n": typeof types.AdminManagedHotelsDocument,
    "\n  fragment AdminHotelFields on Hotel {\n    id\n    name\n    type\n    address\n    country\n    city\n    postalCode\n    email\n    phone\n    photos\n    description\n    rating\n    distanceFromCentreM\n  }\n": typeof types.AdminHotelFieldsFragmentDoc,
    "\n  query AdminHotel($id: ID!) {\n    hotel(id: $id) {\n      ...AdminHotelFields\n    }\n  }\n": typeof types.AdminHotelDocument,
    "\n  mutation AdminCreateHotel($input: HotelInput!) {\n    createHotel(input: $input) {\n      ...AdminHotelFields\n    }\n  }\n": typeof types.AdminCreateHotelDocument,
    "\n  mutation AdminUpdateHotel($id: ID!, $input: HotelInput!) {\n    updateHotel(id: $id, input: $input) {\n      ...AdminHotelFields\n    }\n  }\n": typeof types.AdminUpdateHotelDocument,
    "\n  mutation AdminDeleteHotel($id: ID!) {\n    deleteHotel(id: $id)\n  }\n": typeof types.AdminDeleteHotelDocument,
    "\n  query AdminHotelManagerAccounts {\n    hotelManagerAccounts {\n      id\n      username\n      email\n      hotelIds\n    }\n  }\n": typeof types.AdminHotelManagerAccountsDocument,
    "\n  mutation AdminAssignHotelManager($hotelId: ID!, $userId: ID!) {\n    assignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      username\n      email\n      hotelIds\n    }\n  }\n": typeof types.AdminAssignHotelManagerDocument,
    "\n  mutation AdminUnassignHotelManager($hotelId: ID!, $userId: ID!) {\n    unassignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      username\n      email\n      hotelIds\n    }\n  }\n": typeof types.AdminUnassignHotelManagerDocument,
    "\n  fragment AdminHotelReservationFields on Booking {\n    id\n    reference\n    status\n    fullName\n    email\n    phone\n    hotelId\n    hotelName\n    roomTypeName\n    departureDate\n    returnDate\n    rooms\n    roomNumbers\n    adults\n    children\n    total\n    currency\n    specialRequests\n    createdAt\n  }\n": typeof types.AdminHotelReservationFieldsFragmentDoc,
    "\n  query AdminHotelReservations($hotelId: ID, $status: BookingStatus, $limit: Int!) {\n    hotelReservations(hotelId: $hotelId, status: $status, limit: $limit) {\n      ...AdminHotelReservationFields\n    }\n  }\n": typeof types.AdminHotelReservationsDocument,
    "\n  mutation AdminConfirmReservation($id: ID!) {\n    confirmReservation(id: $id) {\n      ...AdminHotelReservationFields\n    }\n  }\n": typeof types.AdminConfirmReservationDocument,
    "\n  mutation AdminCancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      ...AdminHotelReservationFields\n    }\n  }\n": typeof types.AdminCancelReservationDocument,
    "\n  fragment AdminPackageRowFields on TravelPackage {\n    id\n    kind\n    title\n    type\n    country\n    city\n    price {\n      adult\n      currency\n    }\n  }\n": typeof types.AdminPackageRowFieldsFragmentDoc,
    "\n  query AdminPackages($limit: Int!) {\n    packages(limit: $limit) {\n      ...AdminPackageRowFields\n    }\n  }\n": typeof types.AdminPackagesDocument,
    "\n  fragment AdminPackageFields on TravelPackage {\n    id\n    kind\n    title\n    type\n    country\n    city\n    durationDays\n    durationNights\n    maxGuests\n    minAge\n    fromDate\n    toDate\n    price {\n      adult\n      child\n      currency\n      wasAdult\n    }\n    amenities\n    includes\n    photos\n    description\n    terms\n    featured\n  }\n": typeof types.AdminPackageFieldsFragmentDoc,
    "\n  query AdminPackage($id: ID!) {\n    package(id: $id) {\n      ...AdminPackageFields\n    }\n  }\n": typeof types.AdminPackageDocument,
    "\n  mutation CreatePackage($input: PackageInput!) {\n    createPackage(input: $input) {\n      ...AdminPackageFields\n    }\n  }\n": typeof types.CreatePackageDocument,
    "\n  mutation UpdatePackage($id: ID!, $input: PackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...AdminPackageFields\n    }\n  }\n": typeof types.UpdatePackageDocument,
    "\n  mutation DeletePackage($id: ID!) {\n    deletePackage(id: $id)\n  }\n": typeof types.DeletePackageDocument,
    "\n  query AdminPackageView($id: ID!) {\n    package(id: $id) {\n      ...PackageCardFields\n      ...AdminPackageFields\n      ... on HolidayPackage {\n        ...HolidayPartsFields\n      }\n    }\n  }\n": typeof types.AdminPackageViewDocument,
    "\n  query AdminHolidayPackages {\n    holidayPackages {\n      id\n      kind\n      title\n      type\n      price {\n        adult\n        currency\n      }\n      destinations {\n        location\n        attractions\n      }\n    }\n  }\n": typeof types.AdminHolidayPackagesDocument,
    "\n  fragment AdminHolidayPackageFields on HolidayPackage {\n    ...AdminPackageFields\n    ...HolidayPartsFields\n  }\n": typeof types.AdminHolidayPackageFieldsFragmentDoc,
    "\n  query AdminHolidayPackage($id: ID!) {\n    holidayPackage(id: $id) {\n      ...PackageCardFields\n      ...AdminHolidayPackageFields\n    }\n  }\n": typeof types.AdminHolidayPackageDocument,
    "\n  mutation CreateHolidayPackage($input: HolidayPackageInput!) {\n    createHolidayPackage(input: $input) {\n      ...AdminHolidayPackageFields\n    }\n  }\n": typeof types.CreateHolidayPackageDocument,
    "\n  mutation UpdateHolidayPackage($id: ID!, $input: HolidayPackageInput!) {\n    updateHolidayPackage(id: $id, input: $input) {\n      ...AdminHolidayPackageFields\n    }\n  }\n": typeof types.UpdateHolidayPackageDocument,
    "\n  query AdminExchangeRates {\n    exchangeRates {\n      currency\n      randPerUnit\n      updatedAt\n    }\n  }\n": typeof types.AdminExchangeRatesDocument,
    "\n  mutation SetExchangeRate($currency: Currency!, $randPerUnit: Float!) {\n    setExchangeRate(currency: $currency, randPerUnit: $randPerUnit) {\n      currency\n      randPerUnit\n      updatedAt\n    }\n  }\n": typeof types.SetExchangeRateDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    username\n    email\n    role\n    isAdmin\n    isCoolUser\n    hotels\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        username\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  query BookingPackage($id: ID!) {\n    package(id: $id) {\n      ...PackageCardFields\n    }\n  }\n": typeof types.BookingPackageDocument,
    "\n  mutation RequestBooking($input: BookingInput!) {\n    requestBooking(input: $input) {\n      ...BookingFields\n    }\n  }\n": typeof types.RequestBookingDocument,
    "\n  fragment BookingFields on Booking {\n    id\n    reference\n    status\n    packageId\n    packageTitle\n    packageType\n    departureDate\n    returnDate\n    guests\n    adultPrice\n    total\n    currency\n    createdAt\n  }\n": typeof types.BookingFieldsFragmentDoc,
    "\n  query MyBookings {\n    myBookings {\n      ...BookingFields\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  query MyQuotes {\n    myQuotes {\n      id\n      reference\n      version\n      status\n      canAccept\n      subtotalCents\n      vatCents\n      vatPercent\n      totalCents\n      depositCents\n      depositDueOn\n      validUntil\n      sentAt\n      acceptedAt\n      invoiceNumber\n      lines {\n        position\n        description\n        quantity\n        amountCents\n        vatTreatment\n        vatPercent\n        vatCents\n      }\n      vatGroups {\n        vatTreatment\n        vatPercent\n        amountCents\n        vatCents\n      }\n      termsText\n      cancellationPolicyText\n      termsVersion\n    }\n  }\n": typeof types.MyQuotesDocument,
    "\n  fragment MyInvoiceFields on Invoice {\n    id\n    number\n    reference\n    status\n    issuedOn\n    totalCents\n    paidCents\n    balanceCents\n    depositCents\n    depositDueOn\n    balanceDueOn\n    refundedCents\n    refundDueCents\n    payments {\n      id\n      amountCents\n      receivedOn\n      method\n    }\n    refunds {\n      id\n      amountCents\n      refundedOn\n      method\n    }\n    creditNote {\n      id\n      number\n      amountCreditedCents\n      vatCreditedCents\n      cancellationFeeCents\n      refundOwedCents\n    }\n  }\n": typeof types.MyInvoiceFieldsFragmentDoc,
    "\n  query MyInvoices {\n    myInvoices {\n      ...MyInvoiceFields\n    }\n  }\n": typeof types.MyInvoicesDocument,
    "\n  mutation AcceptMyQuote($id: ID!) {\n    acceptMyQuote(id: $id) {\n      ...MyInvoiceFields\n    }\n  }\n": typeof types.AcceptMyQuoteDocument,
    "\n  query Destinations {\n    destinations {\n      id\n      name\n      country\n    }\n  }\n": typeof types.DestinationsDocument,
    "\n  query DestinationDirectory {\n    destinations {\n      id\n      name\n      country\n      packageCount\n    }\n  }\n": typeof types.DestinationDirectoryDocument,
    "\n  mutation SendTripPlan($input: TripPlanInput!) {\n    sendTripPlan(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n": typeof types.SendTripPlanDocument,
    "\n  mutation RequestInsuranceQuote($input: InsuranceQuoteInput!) {\n    requestInsuranceQuote(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n": typeof types.RequestInsuranceQuoteDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  mutation RequestTripBooking($input: TripBookingInput!) {\n    requestTripBooking(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n": typeof types.RequestTripBookingDocument,
    "\n  query GraphqlIde {\n    siteConfig {\n      graphqlIde\n    }\n  }\n": typeof types.GraphqlIdeDocument,
    "\n  fragment InventoryRoomTypeFields on RoomType {\n    id\n    hotelId\n    name\n    description\n    capacity\n    baseRate\n    amenities\n    photos\n  }\n": typeof types.InventoryRoomTypeFieldsFragmentDoc,
    "\n  query InventoryRoomTypes($hotelId: ID!) {\n    roomTypes(hotelId: $hotelId) {\n      ...InventoryRoomTypeFields\n    }\n  }\n": typeof types.InventoryRoomTypesDocument,
    "\n  query InventoryRoomType($id: ID!) {\n    roomType(id: $id) {\n      ...InventoryRoomTypeFields\n    }\n  }\n": typeof types.InventoryRoomTypeDocument,
    "\n  mutation InventoryCreateRoomType($input: CreateRoomTypeInput!) {\n    createRoomType(input: $input) {\n      ...InventoryRoomTypeFields\n    }\n  }\n": typeof types.InventoryCreateRoomTypeDocument,
    "\n  mutation InventoryUpdateRoomType($id: ID!, $input: UpdateRoomTypeInput!) {\n    updateRoomType(id: $id, input: $input) {\n      ...InventoryRoomTypeFields\n    }\n  }\n": typeof types.InventoryUpdateRoomTypeDocument,
    "\n  query InventoryRoomTypeDeletionImpact($id: ID!) {\n    roomTypeDeletionImpact(id: $id) {\n      rooms\n      roomNumbers\n      rateTypes\n      rates\n    }\n  }\n": typeof types.InventoryRoomTypeDeletionImpactDocument,
    "\n  mutation InventoryDeleteRoomType($id: ID!) {\n    deleteRoomType(id: $id)\n  }\n": typeof types.InventoryDeleteRoomTypeDocument,
    "\n  query InventoryManagedHotels {\n    managedHotels {\n      id\n      name\n    }\n  }\n": typeof types.InventoryManagedHotelsDocument,
    "\n  query InventoryRoomTypeOptions($hotelId: ID!) {\n    roomTypes(hotelId: $hotelId) {\n      id\n      name\n    }\n  }\n": typeof types.InventoryRoomTypeOptionsDocument,
    "\n  fragment InventoryRoomFields on Room {\n    id\n    hotelId\n    roomTypeId\n    roomType {\n      id\n      name\n    }\n    title\n    maxPeople\n    active\n    roomNumbers\n    units {\n      id\n      number\n      unavailableDates\n    }\n  }\n": typeof types.InventoryRoomFieldsFragmentDoc,
    "\n  query InventoryRooms($hotelId: ID!) {\n    rooms(hotelId: $hotelId) {\n      ...InventoryRoomFields\n    }\n  }\n": typeof types.InventoryRoomsDocument,
    "\n  mutation InventoryCreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) {\n      ...InventoryRoomFields\n    }\n  }\n": typeof types.InventoryCreateRoomDocument,
    "\n  mutation InventoryUpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...InventoryRoomFields\n    }\n  }\n": typeof types.InventoryUpdateRoomDocument,
    "\n  mutation InventoryDeleteRoom($id: ID!) {\n    deleteRoom(id: $id)\n  }\n": typeof types.InventoryDeleteRoomDocument,
    "\n  fragment InventoryAmenityFields on Amenity {\n    id\n    hotelId\n    name\n    description\n  }\n": typeof types.InventoryAmenityFieldsFragmentDoc,
    "\n  query InventoryAmenities($hotelId: ID!) {\n    amenities(hotelId: $hotelId) {\n      ...InventoryAmenityFields\n    }\n  }\n": typeof types.InventoryAmenitiesDocument,
    "\n  query InventoryAmenity($id: ID!) {\n    amenity(id: $id) {\n      ...InventoryAmenityFields\n    }\n  }\n": typeof types.InventoryAmenityDocument,
    "\n  mutation InventoryCreateAmenity($input: CreateAmenityInput!) {\n    createAmenity(input: $input) {\n      ...InventoryAmenityFields\n    }\n  }\n": typeof types.InventoryCreateAmenityDocument,
    "\n  mutation InventoryUpdateAmenity($id: ID!, $input: UpdateAmenityInput!) {\n    updateAmenity(id: $id, input: $input) {\n      ...InventoryAmenityFields\n    }\n  }\n": typeof types.InventoryUpdateAmenityDocument,
    "\n  mutation InventoryDeleteAmenity($id: ID!) {\n    deleteAmenity(id: $id)\n  }\n": typeof types.InventoryDeleteAmenityDocument,
    "\n  fragment InventoryActivityFields on Activity {\n    id\n    hotelId\n    name\n    description\n    duration\n    maxParticipants\n    price\n  }\n": typeof types.InventoryActivityFieldsFragmentDoc,
    "\n  query InventoryActivities($hotelId: ID!) {\n    activities(hotelId: $hotelId) {\n      ...InventoryActivityFields\n    }\n  }\n": typeof types.InventoryActivitiesDocument,
    "\n  mutation InventoryCreateActivity($input: CreateActivityInput!) {\n    createActivity(input: $input) {\n      ...InventoryActivityFields\n    }\n  }\n": typeof types.InventoryCreateActivityDocument,
    "\n  mutation InventoryUpdateActivity($id: ID!, $input: UpdateActivityInput!) {\n    updateActivity(id: $id, input: $input) {\n      ...InventoryActivityFields\n    }\n  }\n": typeof types.InventoryUpdateActivityDocument,
    "\n  mutation InventoryDeleteActivity($id: ID!) {\n    deleteActivity(id: $id)\n  }\n": typeof types.InventoryDeleteActivityDocument,
    "\n  query InventoryRatePresets {\n    ratePresets {\n      name\n      description\n    }\n  }\n": typeof types.InventoryRatePresetsDocument,
    "\n  fragment InventoryRateTypeFields on RateType {\n    id\n    hotelId\n    roomTypeId\n    roomType {\n      id\n      name\n    }\n    name\n    description\n    singleRate\n    doubleRate\n    groupRate\n    active\n  }\n": typeof types.InventoryRateTypeFieldsFragmentDoc,
    "\n  query InventoryRateTypes($hotelId: ID!) {\n    rateTypes(hotelId: $hotelId) {\n      ...InventoryRateTypeFields\n    }\n  }\n": typeof types.InventoryRateTypesDocument,
    "\n  mutation InventoryCreateRateType($input: RateTypeInput!) {\n    createRateType(input: $input) {\n      ...InventoryRateTypeFields\n    }\n  }\n": typeof types.InventoryCreateRateTypeDocument,
    "\n  mutation InventoryUpdateRateType($id: ID!, $input: RateTypeInput!) {\n    updateRateType(id: $id, input: $input) {\n      ...InventoryRateTypeFields\n    }\n  }\n": typeof types.InventoryUpdateRateTypeDocument,
    "\n  mutation InventoryDeleteRateType($id: ID!) {\n    deleteRateType(id: $id)\n  }\n": typeof types.InventoryDeleteRateTypeDocument,
    "\n  fragment InventoryRateFields on Rate {\n    id\n    hotelId\n    roomTypeId\n    roomType {\n      id\n      name\n    }\n    rateTypeId\n    rateType {\n      id\n      name\n    }\n    date\n    stoRateSingle\n    rackRateSingle\n    stoRateDouble\n    rackRateDouble\n    stoRateGroup\n    rackRateGroup\n  }\n": typeof types.InventoryRateFieldsFragmentDoc,
    "\n  query InventoryRates($hotelId: ID!, $roomTypeId: ID, $fromDate: LocalDate) {\n    rates(hotelId: $hotelId, roomTypeId: $roomTypeId, fromDate: $fromDate) {\n      ...InventoryRateFields\n    }\n  }\n": typeof types.InventoryRatesDocument,
    "\n  query InventoryRateFormOptions($hotelId: ID!) {\n    roomTypes(hotelId: $hotelId) {\n      id\n      name\n    }\n    rateTypes(hotelId: $hotelId) {\n      id\n      name\n      roomTypeId\n    }\n  }\n": typeof types.InventoryRateFormOptionsDocument,
    "\n  mutation InventoryCreateRates($input: CreateRatesInput!) {\n    createRates(input: $input) {\n      ...InventoryRateFields\n    }\n  }\n": typeof types.InventoryCreateRatesDocument,
    "\n  mutation InventoryUpdateRate($id: ID!, $input: UpdateRateInput!) {\n    updateRate(id: $id, input: $input) {\n      ...InventoryRateFields\n    }\n  }\n": typeof types.InventoryUpdateRateDocument,
    "\n  mutation InventoryDeleteRate($id: ID!) {\n    deleteRate(id: $id)\n  }\n": typeof types.InventoryDeleteRateDocument,
    "\n  fragment DashboardFiguresFields on DashboardFigures {\n    from\n    to\n    hotels\n    averageRating\n    bookingsByStatus {\n      status\n      count\n    }\n    totalBookings\n    revenue\n    invoicedCents\n    receivedCents\n    outstandingCents\n    refundedCents\n    refundsDueCents\n    occupancy\n    occupancyFrom\n    occupancyTo\n    openEnquiries\n    bookingsPerWeek {\n      weekStart\n      count\n    }\n  }\n": typeof types.DashboardFiguresFieldsFragmentDoc,
    "\n  query Dashboard {\n    dashboard {\n      ...DashboardFiguresFields\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query Analytics($from: LocalDate!, $to: LocalDate!) {\n    analytics(from: $from, to: $to) {\n      ...DashboardFiguresFields\n    }\n  }\n": typeof types.AnalyticsDocument,
    "\n  fragment AgencyPoliciesFields on AgencyPolicies {\n    cancellationPolicy\n    terms\n    updatedAt\n  }\n": typeof types.AgencyPoliciesFieldsFragmentDoc,
    "\n  query AgencyPolicies {\n    policies {\n      ...AgencyPoliciesFields\n    }\n  }\n": typeof types.AgencyPoliciesDocument,
    "\n  mutation UpdateAgencyPolicies($input: AgencyPoliciesInput!) {\n    updatePolicies(input: $input) {\n      ...AgencyPoliciesFields\n    }\n  }\n": typeof types.UpdateAgencyPoliciesDocument,
    "\n  fragment PackageCardFields on TravelPackage {\n    id\n    title\n    type\n    description\n    country\n    city\n    durationDays\n    durationNights\n    fromDate\n    toDate\n    maxGuests\n    minAge\n    photos\n    bookable\n    price {\n      adult\n      child\n      currency\n      wasAdult\n    }\n  }\n": typeof types.PackageCardFieldsFragmentDoc,
    "\n  query PackageList(\n    $type: PackageType\n    $types: [PackageType!]\n    $featured: Boolean\n    $specials: Boolean\n    $bookable: Boolean\n    $departingFrom: LocalDate\n    $departingTo: LocalDate\n    $limit: Int!\n  ) {\n    packages(\n      type: $type\n      types: $types\n      featured: $featured\n      specials: $specials\n      bookable: $bookable\n      departingFrom: $departingFrom\n      departingTo: $departingTo\n      limit: $limit\n    ) {\n      ...PackageCardFields\n    }\n  }\n": typeof types.PackageListDocument,
    "\n  fragment HolidayPartsFields on HolidayPackage {\n    destinations {\n      location\n      attractions\n    }\n    itinerary {\n      day\n      title\n      description\n      meals {\n        breakfast\n        lunch\n        dinner\n      }\n      accommodation {\n        name\n        type\n        rating\n      }\n      transportation {\n        type\n        details\n      }\n    }\n    exclusions\n    cancellationPolicy\n  }\n": typeof types.HolidayPartsFieldsFragmentDoc,
    "\n  query PackageDetails($id: ID!) {\n    package(id: $id) {\n      __typename\n      ...PackageCardFields\n      kind\n      includes\n      amenities\n      terms\n      ...HolidayPartsFields\n    }\n  }\n": typeof types.PackageDetailsDocument,
    "\n  fragment CustomerQuoteFields on CustomerQuote {\n    id\n    reference\n    version\n    status\n    canAccept\n    customerName\n    subtotalCents\n    vatCents\n    vatPercent\n    totalCents\n    depositPercent\n    depositCents\n    depositDueOn\n    balanceDueOn\n    validUntil\n    message\n    sentAt\n    acceptedAt\n    invoiceNumber\n    lines {\n      position\n      description\n      quantity\n      amountCents\n      vatTreatment\n      vatPercent\n      vatCents\n    }\n    vatGroups {\n      vatTreatment\n      vatPercent\n      amountCents\n      vatCents\n    }\n    termsText\n    cancellationPolicyText\n    termsVersion\n  }\n": typeof types.CustomerQuoteFieldsFragmentDoc,
    "\n  query QuoteByToken($token: String!) {\n    quoteByToken(token: $token) {\n      ...CustomerQuoteFields\n    }\n  }\n": typeof types.QuoteByTokenDocument,
    "\n  mutation AcceptQuote($token: String!) {\n    acceptQuote(token: $token) {\n      id\n      number\n      reference\n      status\n      totalCents\n      depositCents\n      depositDueOn\n      balanceCents\n      balanceDueOn\n    }\n  }\n": typeof types.AcceptQuoteDocument,
    "\n  mutation AskAboutQuote($token: String!, $message: String!) {\n    askAboutQuote(token: $token, message: $message)\n  }\n": typeof types.AskAboutQuoteDocument,
    "\n  query SearchPackages($destination: String, $date: LocalDate, $maxPrice: Float!, $page: Int!, $limit: Int!) {\n    searchPackages(destination: $destination, date: $date, maxPrice: $maxPrice, page: $page, limit: $limit) {\n      data {\n        ...PackageCardFields\n      }\n      approximate\n      pagination {\n        page\n        limit\n        totalItems\n        totalPages\n      }\n    }\n  }\n": typeof types.SearchPackagesDocument,
    "\n  fragment StaffMemberFields on StaffMember {\n    id\n    username\n    role\n  }\n": typeof types.StaffMemberFieldsFragmentDoc,
    "\n  fragment InboxRowFields on InboxItem {\n    id\n    kind\n    reference\n    status\n    title\n    fullName\n    email\n    createdAt\n    assignedTo {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.InboxRowFieldsFragmentDoc,
    "\n  fragment InboxNoteFields on InboxNote {\n    id\n    body\n    authorName\n    createdAt\n  }\n": typeof types.InboxNoteFieldsFragmentDoc,
    "\n  fragment InboxItemDetailFields on InboxItem {\n    ...InboxRowFields\n    phone\n    departureDate\n    returnDate\n    updatedAt\n    booking {\n      id\n      reference\n      kind\n      title\n      packageId\n      packageTitle\n      packageType\n      hotelName\n      roomTypeName\n      rooms\n      roomNumbers\n      adults\n      children\n      guests\n      departureDate\n      returnDate\n      total\n      currency\n      specialRequests\n    }\n    enquiry {\n      id\n      kind\n      destination\n      guests\n      departureDate\n      returnDate\n      holidayType\n      budget\n      message\n      address\n      bookingId\n    }\n    notes {\n      ...InboxNoteFields\n    }\n    history {\n      ...AuditEventFields\n    }\n  }\n": typeof types.InboxItemDetailFieldsFragmentDoc,
    "\n  query Inbox($filter: InboxFilter) {\n    inbox(filter: $filter) {\n      items {\n        ...InboxRowFields\n      }\n      total\n      totalExact\n      page\n      pageSize\n      totalPages\n    }\n  }\n": typeof types.InboxDocument,
    "\n  query InboxItem($id: ID!) {\n    inboxItem(id: $id) {\n      ...InboxItemDetailFields\n    }\n  }\n": typeof types.InboxItemDocument,
    "\n  query StaffMembers {\n    staffMembers {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.StaffMembersDocument,
    "\n  mutation AddInboxNote($id: ID!, $body: String!) {\n    addInboxNote(id: $id, body: $body) {\n      ...InboxNoteFields\n    }\n  }\n": typeof types.AddInboxNoteDocument,
    "\n  mutation AssignInboxItem($id: ID!, $staffId: ID) {\n    assignInboxItem(id: $id, staffId: $staffId) {\n      ...InboxItemDetailFields\n    }\n  }\n": typeof types.AssignInboxItemDocument,
    "\n  mutation SetInboxStatus($id: ID!, $status: BookingStatus!) {\n    setInboxStatus(id: $id, status: $status) {\n      ...InboxItemDetailFields\n    }\n  }\n": typeof types.SetInboxStatusDocument,
    "\n  mutation ConvertEnquiryToBooking($id: ID!, $input: ConvertEnquiryInput!) {\n    convertEnquiryToBooking(id: $id, input: $input) {\n      ...InboxItemDetailFields\n    }\n  }\n": typeof types.ConvertEnquiryToBookingDocument,
    "\n  fragment StaffInvoiceFields on Invoice {\n    id\n    number\n    reference\n    quoteId\n    customerName\n    customerEmail\n    status\n    issuedOn\n    subtotalCents\n    vatCents\n    vatPercent\n    totalCents\n    paidCents\n    balanceCents\n    depositCents\n    depositDueOn\n    balanceDueOn\n    refundedCents\n    refundDueCents\n    acceptedAt\n    acceptedBy\n    termsVersion\n    createdAt\n    vatGroups {\n      vatTreatment\n      vatPercent\n      amountCents\n      vatCents\n    }\n    lines {\n      position\n      kind\n      description\n      quantity\n      unitPriceCents\n      currency\n      exchangeRate\n      amountCents\n      vatTreatment\n      vatPercent\n      vatCents\n    }\n    payments {\n      id\n      amountCents\n      receivedOn\n      method\n      reference\n      createdAt\n    }\n    refunds {\n      id\n      amountCents\n      refundedOn\n      method\n      reference\n      createdAt\n    }\n    creditNote {\n      id\n      number\n      reason\n      cancellationFeeCents\n      amountCreditedCents\n      vatCreditedCents\n      refundOwedCents\n      createdAt\n      vatGroups {\n        vatTreatment\n        vatPercent\n        creditedCents\n        creditedVatCents\n        feeCents\n        feeVatCents\n      }\n    }\n  }\n": typeof types.StaffInvoiceFieldsFragmentDoc,
    "\n  query StaffInvoices($status: InvoicePaymentStatus) {\n    invoices(status: $status) {\n      ...StaffInvoiceFields\n    }\n  }\n": typeof types.StaffInvoicesDocument,
    "\n  query StaffInvoice($id: ID!) {\n    invoice(id: $id) {\n      ...StaffInvoiceFields\n    }\n  }\n": typeof types.StaffInvoiceDocument,
    "\n  mutation RecordPayment($invoiceId: ID!, $input: PaymentInput!) {\n    recordPayment(invoiceId: $invoiceId, input: $input) {\n      ...StaffInvoiceFields\n    }\n  }\n": typeof types.RecordPaymentDocument,
    "\n  mutation CancelInvoice($id: ID!, $input: CancelInvoiceInput!) {\n    cancelInvoice(id: $id, input: $input) {\n      ...StaffInvoiceFields\n    }\n  }\n": typeof types.CancelInvoiceDocument,
    "\n  mutation RecordRefund($invoiceId: ID!, $input: RefundInput!) {\n    recordRefund(invoiceId: $invoiceId, input: $input) {\n      ...StaffInvoiceFields\n    }\n  }\n": typeof types.RecordRefundDocument,
    "\n  query InvoiceQuote($id: ID!) {\n    quote(id: $id) {\n      id\n      inboxItemId\n      acceptedFromIp\n    }\n  }\n": typeof types.InvoiceQuoteDocument,
    "\n  fragment StaffQuoteFields on Quote {\n    id\n    inboxItemId\n    reference\n    version\n    status\n    customerEmail\n    currency\n    subtotalCents\n    vatCents\n    vatPercent\n    totalCents\n    depositPercent\n    depositCents\n    depositDueOn\n    balanceDueOn\n    validUntil\n    marginCents\n    message\n    sentAt\n    acceptedAt\n    acceptedBy\n    acceptedFromIp\n    termsVersion\n    invoiceId\n    vatGroups {\n      vatTreatment\n      vatPercent\n      amountCents\n      vatCents\n    }\n    lines {\n      id\n      position\n      kind\n      description\n      quantity\n      unitPriceCents\n      currency\n      exchangeRate\n      amountCents\n      netCostCents\n      marginCents\n      vatTreatment\n      vatPercent\n      vatCents\n    }\n  }\n": typeof types.StaffQuoteFieldsFragmentDoc,
    "\n  query InboxItemQuotes($inboxItemId: ID!) {\n    quotes(inboxItemId: $inboxItemId) {\n      ...StaffQuoteFields\n    }\n  }\n": typeof types.InboxItemQuotesDocument,
    "\n  query QuoteDefaults($inboxItemId: ID!) {\n    quoteDefaults(inboxItemId: $inboxItemId) {\n      validUntil\n      depositPercent\n      depositDueOn\n      balanceDueOn\n      departureDate\n      vatPercent\n      international\n      suggestedLines {\n        kind\n        description\n        quantity\n        unitPriceCents\n        currency\n        vatTreatment\n      }\n    }\n  }\n": typeof types.QuoteDefaultsDocument,
    "\n  query QuoteExchangeRates {\n    exchangeRates {\n      currency\n      randPerUnit\n    }\n  }\n": typeof types.QuoteExchangeRatesDocument,
    "\n  query QuoteInvoiceNumber($id: ID!) {\n    invoice(id: $id) {\n      id\n      number\n    }\n  }\n": typeof types.QuoteInvoiceNumberDocument,
    "\n  mutation CreateQuote($inboxItemId: ID!, $input: QuoteInput!) {\n    createQuote(inboxItemId: $inboxItemId, input: $input) {\n      ...StaffQuoteFields\n    }\n  }\n": typeof types.CreateQuoteDocument,
    "\n  mutation UpdateQuote($id: ID!, $input: QuoteInput!) {\n    updateQuote(id: $id, input: $input) {\n      ...StaffQuoteFields\n    }\n  }\n": typeof types.UpdateQuoteDocument,
    "\n  mutation SendQuote($id: ID!) {\n    sendQuote(id: $id) {\n      ...StaffQuoteFields\n    }\n  }\n": typeof types.SendQuoteDocument,
    "\n  mutation ReviseQuote($id: ID!) {\n    reviseQuote(id: $id) {\n      ...StaffQuoteFields\n    }\n  }\n": typeof types.ReviseQuoteDocument,
    "\n  mutation WithdrawQuote($id: ID!) {\n    withdrawQuote(id: $id) {\n      ...StaffQuoteFields\n    }\n  }\n": typeof types.WithdrawQuoteDocument,
    "\n  fragment StayHotelCardFields on Hotel {\n    id\n    name\n    type\n    city\n    photos\n    description\n    rating\n    distanceFromCentreM\n  }\n": typeof types.StayHotelCardFieldsFragmentDoc,
    "\n  query StaySearch($input: StaySearchInput!) {\n    staySearch(input: $input) {\n      items {\n        hotel {\n          ...StayHotelCardFields\n        }\n        cheapestRoomTypeId\n        cheapestNightly\n        cheapestTotal\n        nights\n      }\n      total\n      page\n      totalPages\n    }\n  }\n": typeof types.StaySearchDocument,
    "\n  fragment StayHotelFields on Hotel {\n    id\n    name\n    type\n    address\n    city\n    country\n    photos\n    description\n    rating\n    distanceFromCentreM\n    amenities {\n      id\n      name\n      description\n    }\n    activities {\n      id\n      name\n      description\n      duration\n      maxParticipants\n      price\n    }\n  }\n": typeof types.StayHotelFieldsFragmentDoc,
    "\n  query StayHotel($id: ID!) {\n    hotel(id: $id) {\n      ...StayHotelFields\n    }\n  }\n": typeof types.StayHotelDocument,
    "\n  query StayAvailability($input: StayAvailabilityInput!) {\n    stayAvailability(input: $input) {\n      checkIn\n      checkOut\n      nights\n      adults\n      children\n      rooms\n      roomTypes {\n        roomType {\n          id\n          name\n          description\n          capacity\n          amenities\n          photos\n        }\n        available\n        unitsFree\n        reason\n        nights {\n          date\n          price\n          source\n        }\n        nightly\n        total\n      }\n    }\n  }\n": typeof types.StayAvailabilityDocument,
    "\n  mutation ReserveStay($input: ReserveStayInput!) {\n    reserveStay(input: $input) {\n      id\n      reference\n      status\n      hotelName\n      roomTypeName\n      departureDate\n      returnDate\n      rooms\n      adults\n      children\n      total\n      fullName\n      email\n    }\n  }\n": typeof types.ReserveStayDocument,
    "\n  mutation RegisterEstablishment($input: RegisterEstablishmentInput!) {\n    registerEstablishment(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.RegisterEstablishmentDocument,
    "\n  mutation SaveEstablishmentPhotos($id: ID!, $input: HotelInput!) {\n    updateHotel(id: $id, input: $input) {\n      id\n      photos\n    }\n  }\n": typeof types.SaveEstablishmentPhotosDocument,
    "\n  fragment UserAccountFields on UserAccount {\n    id\n    username\n    email\n    phone\n    role\n    hotels {\n      id\n      name\n    }\n    createdAt\n  }\n": typeof types.UserAccountFieldsFragmentDoc,
    "\n  query UserAccounts($filter: UserAccountsFilter, $page: Int!) {\n    userAccounts(filter: $filter, page: $page) {\n      items {\n        ...UserAccountFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.UserAccountsDocument,
    "\n  mutation SetUserRole($input: SetUserRoleInput!) {\n    setUserRole(input: $input) {\n      ...UserAccountFields\n    }\n  }\n": typeof types.SetUserRoleDocument,
    "\n  query UserAdminHotels {\n    managedHotels {\n      id\n      name\n      city\n    }\n  }\n": typeof types.UserAdminHotelsDocument,
    "\n  mutation UserAdminAssignHotel($hotelId: ID!, $userId: ID!) {\n    assignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      hotelIds\n    }\n  }\n": typeof types.UserAdminAssignHotelDocument,
    "\n  mutation UserAdminUnassignHotel($hotelId: ID!, $userId: ID!) {\n    unassignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      hotelIds\n    }\n  }\n": typeof types.UserAdminUnassignHotelDocument,
    "\n  query Me {\n    me {\n      id\n    }\n  }\n": typeof types.MeDocument,
    "\n  query SiteConfig {\n    siteConfig {\n      agency {\n        name\n        registrationNumber\n        vatNumber\n        addressLines\n        phone\n        email\n        emergencyPhone\n      }\n      carsWidgetUrl\n      toursWidgetUrl\n      contactMapUrl\n      externalBookingUrl\n    }\n  }\n": typeof types.SiteConfigDocument,
};
const documents: Documents = {
    "\n  fragment AuditEventFields on AuditEvent {\n    id\n    entity\n    entityId\n    action\n    actorName\n    createdAt\n    changes {\n      field\n      before\n      after\n    }\n  }\n": types.AuditEventFieldsFragmentDoc,
    "\n  query AuditTrail($entity: AuditEntity!, $entityId: ID!) {\n    auditTrail(entity: $entity, entityId: $entityId) {\n      ...AuditEventFields\n    }\n  }\n": types.AuditTrailDocument,
    "\n  query PaymentsDue($withinDays: Int!) {\n    paymentsDue(withinDays: $withinDays) {\n      invoiceId\n      invoiceNumber\n      reference\n      customerName\n      kind\n      amountDueCents\n      dueOn\n      overdue\n      daysOverdue\n    }\n  }\n": types.PaymentsDueDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  fragment AdminHotelRowFields on Hotel {\n    id\n    name\n    type\n    city\n    rating\n    reviewStatus\n  }\n": types.AdminHotelRowFieldsFragmentDoc,
    "\n  mutation AdminApproveHotel($id: ID!) {\n    approveHotel(id: $id) {\n      id\n      reviewStatus\n    }\n  }\n": types.AdminApproveHotelDocument,
    "\n  mutation AdminRejectHotel($id: ID!) {\n    rejectHotel(id: $id) {\n      id\n      reviewStatus\n    }\n  }\n": types.AdminRejectHotelDocument,
    "\n  query AdminManagedHotels {\n    managedHotels {\n      ...AdminHotelRowFields\n    }\n  }\n": types.AdminManagedHotelsDocument,
    "\n  fragment AdminHotelFields on Hotel {\n    id\n    name\n    type\n    address\n    country\n    city\n    postalCode\n    email\n    phone\n    photos\n    description\n    rating\n    distanceFromCentreM\n  }\n": types.AdminHotelFieldsFragmentDoc,
    "\n  query AdminHotel($id: ID!) {\n    hotel(id: $id) {\n      ...AdminHotelFields\n    }\n  }\n": types.AdminHotelDocument,
    "\n  mutation AdminCreateHotel($input: HotelInput!) {\n    createHotel(input: $input) {\n      ...AdminHotelFields\n    }\n  }\n": types.AdminCreateHotelDocument,
    "\n  mutation AdminUpdateHotel($id: ID!, $input: HotelInput!) {\n    updateHotel(id: $id, input: $input) {\n      ...AdminHotelFields\n    }\n  }\n": types.AdminUpdateHotelDocument,
    "\n  mutation AdminDeleteHotel($id: ID!) {\n    deleteHotel(id: $id)\n  }\n": types.AdminDeleteHotelDocument,
    "\n  query AdminHotelManagerAccounts {\n    hotelManagerAccounts {\n      id\n      username\n      email\n      hotelIds\n    }\n  }\n": types.AdminHotelManagerAccountsDocument,
    "\n  mutation AdminAssignHotelManager($hotelId: ID!, $userId: ID!) {\n    assignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      username\n      email\n      hotelIds\n    }\n  }\n": types.AdminAssignHotelManagerDocument,
    "\n  mutation AdminUnassignHotelManager($hotelId: ID!, $userId: ID!) {\n    unassignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      username\n      email\n      hotelIds\n    }\n  }\n": types.AdminUnassignHotelManagerDocument,
    "\n  fragment AdminHotelReservationFields on Booking {\n    id\n    reference\n    status\n    fullName\n    email\n    phone\n    hotelId\n    hotelName\n    roomTypeName\n    departureDate\n    returnDate\n    rooms\n    roomNumbers\n    adults\n    children\n    total\n    currency\n    specialRequests\n    createdAt\n  }\n": types.AdminHotelReservationFieldsFragmentDoc,
    "\n  query AdminHotelReservations($hotelId: ID, $status: BookingStatus, $limit: Int!) {\n    hotelReservations(hotelId: $hotelId, status: $status, limit: $limit) {\n      ...AdminHotelReservationFields\n    }\n  }\n": types.AdminHotelReservationsDocument,
    "\n  mutation AdminConfirmReservation($id: ID!) {\n    confirmReservation(id: $id) {\n      ...AdminHotelReservationFields\n    }\n  }\n": types.AdminConfirmReservationDocument,
    "\n  mutation AdminCancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      ...AdminHotelReservationFields\n    }\n  }\n": types.AdminCancelReservationDocument,
    "\n  fragment AdminPackageRowFields on TravelPackage {\n    id\n    kind\n    title\n    type\n    country\n    city\n    price {\n      adult\n      currency\n    }\n  }\n": types.AdminPackageRowFieldsFragmentDoc,
    "\n  query AdminPackages($limit: Int!) {\n    packages(limit: $limit) {\n      ...AdminPackageRowFields\n    }\n  }\n": types.AdminPackagesDocument,
    "\n  fragment AdminPackageFields on TravelPackage {\n    id\n    kind\n    title\n    type\n    country\n    city\n    durationDays\n    durationNights\n    maxGuests\n    minAge\n    fromDate\n    toDate\n    price {\n      adult\n      child\n      currency\n      wasAdult\n    }\n    amenities\n    includes\n    photos\n    description\n    terms\n    featured\n  }\n": types.AdminPackageFieldsFragmentDoc,
    "\n  query AdminPackage($id: ID!) {\n    package(id: $id) {\n      ...AdminPackageFields\n    }\n  }\n": types.AdminPackageDocument,
    "\n  mutation CreatePackage($input: PackageInput!) {\n    createPackage(input: $input) {\n      ...AdminPackageFields\n    }\n  }\n": types.CreatePackageDocument,
    "\n  mutation UpdatePackage($id: ID!, $input: PackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...AdminPackageFields\n    }\n  }\n": types.UpdatePackageDocument,
    "\n  mutation DeletePackage($id: ID!) {\n    deletePackage(id: $id)\n  }\n": types.DeletePackageDocument,
    "\n  query AdminPackageView($id: ID!) {\n    package(id: $id) {\n      ...PackageCardFields\n      ...AdminPackageFields\n      ... on HolidayPackage {\n        ...HolidayPartsFields\n      }\n    }\n  }\n": types.AdminPackageViewDocument,
    "\n  query AdminHolidayPackages {\n    holidayPackages {\n      id\n      kind\n      title\n      type\n      price {\n        adult\n        currency\n      }\n      destinations {\n        location\n        attractions\n      }\n    }\n  }\n": types.AdminHolidayPackagesDocument,
    "\n  fragment AdminHolidayPackageFields on HolidayPackage {\n    ...AdminPackageFields\n    ...HolidayPartsFields\n  }\n": types.AdminHolidayPackageFieldsFragmentDoc,
    "\n  query AdminHolidayPackage($id: ID!) {\n    holidayPackage(id: $id) {\n      ...PackageCardFields\n      ...AdminHolidayPackageFields\n    }\n  }\n": types.AdminHolidayPackageDocument,
    "\n  mutation CreateHolidayPackage($input: HolidayPackageInput!) {\n    createHolidayPackage(input: $input) {\n      ...AdminHolidayPackageFields\n    }\n  }\n": types.CreateHolidayPackageDocument,
    "\n  mutation UpdateHolidayPackage($id: ID!, $input: HolidayPackageInput!) {\n    updateHolidayPackage(id: $id, input: $input) {\n      ...AdminHolidayPackageFields\n    }\n  }\n": types.UpdateHolidayPackageDocument,
    "\n  query AdminExchangeRates {\n    exchangeRates {\n      currency\n      randPerUnit\n      updatedAt\n    }\n  }\n": types.AdminExchangeRatesDocument,
    "\n  mutation SetExchangeRate($currency: Currency!, $randPerUnit: Float!) {\n    setExchangeRate(currency: $currency, randPerUnit: $randPerUnit) {\n      currency\n      randPerUnit\n      updatedAt\n    }\n  }\n": types.SetExchangeRateDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    username\n    email\n    role\n    isAdmin\n    isCoolUser\n    hotels\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        username\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": types.SignOutEverywhereDocument,
    "\n  query BookingPackage($id: ID!) {\n    package(id: $id) {\n      ...PackageCardFields\n    }\n  }\n": types.BookingPackageDocument,
    "\n  mutation RequestBooking($input: BookingInput!) {\n    requestBooking(input: $input) {\n      ...BookingFields\n    }\n  }\n": types.RequestBookingDocument,
    "\n  fragment BookingFields on Booking {\n    id\n    reference\n    status\n    packageId\n    packageTitle\n    packageType\n    departureDate\n    returnDate\n    guests\n    adultPrice\n    total\n    currency\n    createdAt\n  }\n": types.BookingFieldsFragmentDoc,
    "\n  query MyBookings {\n    myBookings {\n      ...BookingFields\n    }\n  }\n": types.MyBookingsDocument,
    "\n  query MyQuotes {\n    myQuotes {\n      id\n      reference\n      version\n      status\n      canAccept\n      subtotalCents\n      vatCents\n      vatPercent\n      totalCents\n      depositCents\n      depositDueOn\n      validUntil\n      sentAt\n      acceptedAt\n      invoiceNumber\n      lines {\n        position\n        description\n        quantity\n        amountCents\n        vatTreatment\n        vatPercent\n        vatCents\n      }\n      vatGroups {\n        vatTreatment\n        vatPercent\n        amountCents\n        vatCents\n      }\n      termsText\n      cancellationPolicyText\n      termsVersion\n    }\n  }\n": types.MyQuotesDocument,
    "\n  fragment MyInvoiceFields on Invoice {\n    id\n    number\n    reference\n    status\n    issuedOn\n    totalCents\n    paidCents\n    balanceCents\n    depositCents\n    depositDueOn\n    balanceDueOn\n    refundedCents\n    refundDueCents\n    payments {\n      id\n      amountCents\n      receivedOn\n      method\n    }\n    refunds {\n      id\n      amountCents\n      refundedOn\n      method\n    }\n    creditNote {\n      id\n      number\n      amountCreditedCents\n      vatCreditedCents\n      cancellationFeeCents\n      refundOwedCents\n    }\n  }\n": types.MyInvoiceFieldsFragmentDoc,
    "\n  query MyInvoices {\n    myInvoices {\n      ...MyInvoiceFields\n    }\n  }\n": types.MyInvoicesDocument,
    "\n  mutation AcceptMyQuote($id: ID!) {\n    acceptMyQuote(id: $id) {\n      ...MyInvoiceFields\n    }\n  }\n": types.AcceptMyQuoteDocument,
    "\n  query Destinations {\n    destinations {\n      id\n      name\n      country\n    }\n  }\n": types.DestinationsDocument,
    "\n  query DestinationDirectory {\n    destinations {\n      id\n      name\n      country\n      packageCount\n    }\n  }\n": types.DestinationDirectoryDocument,
    "\n  mutation SendTripPlan($input: TripPlanInput!) {\n    sendTripPlan(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n": types.SendTripPlanDocument,
    "\n  mutation RequestInsuranceQuote($input: InsuranceQuoteInput!) {\n    requestInsuranceQuote(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n": types.RequestInsuranceQuoteDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  mutation RequestTripBooking($input: TripBookingInput!) {\n    requestTripBooking(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n": types.RequestTripBookingDocument,
    "\n  query GraphqlIde {\n    siteConfig {\n      graphqlIde\n    }\n  }\n": types.GraphqlIdeDocument,
    "\n  fragment InventoryRoomTypeFields on RoomType {\n    id\n    hotelId\n    name\n    description\n    capacity\n    baseRate\n    amenities\n    photos\n  }\n": types.InventoryRoomTypeFieldsFragmentDoc,
    "\n  query InventoryRoomTypes($hotelId: ID!) {\n    roomTypes(hotelId: $hotelId) {\n      ...InventoryRoomTypeFields\n    }\n  }\n": types.InventoryRoomTypesDocument,
    "\n  query InventoryRoomType($id: ID!) {\n    roomType(id: $id) {\n      ...InventoryRoomTypeFields\n    }\n  }\n": types.InventoryRoomTypeDocument,
    "\n  mutation InventoryCreateRoomType($input: CreateRoomTypeInput!) {\n    createRoomType(input: $input) {\n      ...InventoryRoomTypeFields\n    }\n  }\n": types.InventoryCreateRoomTypeDocument,
    "\n  mutation InventoryUpdateRoomType($id: ID!, $input: UpdateRoomTypeInput!) {\n    updateRoomType(id: $id, input: $input) {\n      ...InventoryRoomTypeFields\n    }\n  }\n": types.InventoryUpdateRoomTypeDocument,
    "\n  query InventoryRoomTypeDeletionImpact($id: ID!) {\n    roomTypeDeletionImpact(id: $id) {\n      rooms\n      roomNumbers\n      rateTypes\n      rates\n    }\n  }\n": types.InventoryRoomTypeDeletionImpactDocument,
    "\n  mutation InventoryDeleteRoomType($id: ID!) {\n    deleteRoomType(id: $id)\n  }\n": types.InventoryDeleteRoomTypeDocument,
    "\n  query InventoryManagedHotels {\n    managedHotels {\n      id\n      name\n    }\n  }\n": types.InventoryManagedHotelsDocument,
    "\n  query InventoryRoomTypeOptions($hotelId: ID!) {\n    roomTypes(hotelId: $hotelId) {\n      id\n      name\n    }\n  }\n": types.InventoryRoomTypeOptionsDocument,
    "\n  fragment InventoryRoomFields on Room {\n    id\n    hotelId\n    roomTypeId\n    roomType {\n      id\n      name\n    }\n    title\n    maxPeople\n    active\n    roomNumbers\n    units {\n      id\n      number\n      unavailableDates\n    }\n  }\n": types.InventoryRoomFieldsFragmentDoc,
    "\n  query InventoryRooms($hotelId: ID!) {\n    rooms(hotelId: $hotelId) {\n      ...InventoryRoomFields\n    }\n  }\n": types.InventoryRoomsDocument,
    "\n  mutation InventoryCreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) {\n      ...InventoryRoomFields\n    }\n  }\n": types.InventoryCreateRoomDocument,
    "\n  mutation InventoryUpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...InventoryRoomFields\n    }\n  }\n": types.InventoryUpdateRoomDocument,
    "\n  mutation InventoryDeleteRoom($id: ID!) {\n    deleteRoom(id: $id)\n  }\n": types.InventoryDeleteRoomDocument,
    "\n  fragment InventoryAmenityFields on Amenity {\n    id\n    hotelId\n    name\n    description\n  }\n": types.InventoryAmenityFieldsFragmentDoc,
    "\n  query InventoryAmenities($hotelId: ID!) {\n    amenities(hotelId: $hotelId) {\n      ...InventoryAmenityFields\n    }\n  }\n": types.InventoryAmenitiesDocument,
    "\n  query InventoryAmenity($id: ID!) {\n    amenity(id: $id) {\n      ...InventoryAmenityFields\n    }\n  }\n": types.InventoryAmenityDocument,
    "\n  mutation InventoryCreateAmenity($input: CreateAmenityInput!) {\n    createAmenity(input: $input) {\n      ...InventoryAmenityFields\n    }\n  }\n": types.InventoryCreateAmenityDocument,
    "\n  mutation InventoryUpdateAmenity($id: ID!, $input: UpdateAmenityInput!) {\n    updateAmenity(id: $id, input: $input) {\n      ...InventoryAmenityFields\n    }\n  }\n": types.InventoryUpdateAmenityDocument,
    "\n  mutation InventoryDeleteAmenity($id: ID!) {\n    deleteAmenity(id: $id)\n  }\n": types.InventoryDeleteAmenityDocument,
    "\n  fragment InventoryActivityFields on Activity {\n    id\n    hotelId\n    name\n    description\n    duration\n    maxParticipants\n    price\n  }\n": types.InventoryActivityFieldsFragmentDoc,
    "\n  query InventoryActivities($hotelId: ID!) {\n    activities(hotelId: $hotelId) {\n      ...InventoryActivityFields\n    }\n  }\n": types.InventoryActivitiesDocument,
    "\n  mutation InventoryCreateActivity($input: CreateActivityInput!) {\n    createActivity(input: $input) {\n      ...InventoryActivityFields\n    }\n  }\n": types.InventoryCreateActivityDocument,
    "\n  mutation InventoryUpdateActivity($id: ID!, $input: UpdateActivityInput!) {\n    updateActivity(id: $id, input: $input) {\n      ...InventoryActivityFields\n    }\n  }\n": types.InventoryUpdateActivityDocument,
    "\n  mutation InventoryDeleteActivity($id: ID!) {\n    deleteActivity(id: $id)\n  }\n": types.InventoryDeleteActivityDocument,
    "\n  query InventoryRatePresets {\n    ratePresets {\n      name\n      description\n    }\n  }\n": types.InventoryRatePresetsDocument,
    "\n  fragment InventoryRateTypeFields on RateType {\n    id\n    hotelId\n    roomTypeId\n    roomType {\n      id\n      name\n    }\n    name\n    description\n    singleRate\n    doubleRate\n    groupRate\n    active\n  }\n": types.InventoryRateTypeFieldsFragmentDoc,
    "\n  query InventoryRateTypes($hotelId: ID!) {\n    rateTypes(hotelId: $hotelId) {\n      ...InventoryRateTypeFields\n    }\n  }\n": types.InventoryRateTypesDocument,
    "\n  mutation InventoryCreateRateType($input: RateTypeInput!) {\n    createRateType(input: $input) {\n      ...InventoryRateTypeFields\n    }\n  }\n": types.InventoryCreateRateTypeDocument,
    "\n  mutation InventoryUpdateRateType($id: ID!, $input: RateTypeInput!) {\n    updateRateType(id: $id, input: $input) {\n      ...InventoryRateTypeFields\n    }\n  }\n": types.InventoryUpdateRateTypeDocument,
    "\n  mutation InventoryDeleteRateType($id: ID!) {\n    deleteRateType(id: $id)\n  }\n": types.InventoryDeleteRateTypeDocument,
    "\n  fragment InventoryRateFields on Rate {\n    id\n    hotelId\n    roomTypeId\n    roomType {\n      id\n      name\n    }\n    rateTypeId\n    rateType {\n      id\n      name\n    }\n    date\n    stoRateSingle\n    rackRateSingle\n    stoRateDouble\n    rackRateDouble\n    stoRateGroup\n    rackRateGroup\n  }\n": types.InventoryRateFieldsFragmentDoc,
    "\n  query InventoryRates($hotelId: ID!, $roomTypeId: ID, $fromDate: LocalDate) {\n    rates(hotelId: $hotelId, roomTypeId: $roomTypeId, fromDate: $fromDate) {\n      ...InventoryRateFields\n    }\n  }\n": types.InventoryRatesDocument,
    "\n  query InventoryRateFormOptions($hotelId: ID!) {\n    roomTypes(hotelId: $hotelId) {\n      id\n      name\n    }\n    rateTypes(hotelId: $hotelId) {\n      id\n      name\n      roomTypeId\n    }\n  }\n": types.InventoryRateFormOptionsDocument,
    "\n  mutation InventoryCreateRates($input: CreateRatesInput!) {\n    createRates(input: $input) {\n      ...InventoryRateFields\n    }\n  }\n": types.InventoryCreateRatesDocument,
    "\n  mutation InventoryUpdateRate($id: ID!, $input: UpdateRateInput!) {\n    updateRate(id: $id, input: $input) {\n      ...InventoryRateFields\n    }\n  }\n": types.InventoryUpdateRateDocument,
    "\n  mutation InventoryDeleteRate($id: ID!) {\n    deleteRate(id: $id)\n  }\n": types.InventoryDeleteRateDocument,
    "\n  fragment DashboardFiguresFields on DashboardFigures {\n    from\n    to\n    hotels\n    averageRating\n    bookingsByStatus {\n      status\n      count\n    }\n    totalBookings\n    revenue\n    invoicedCents\n    receivedCents\n    outstandingCents\n    refundedCents\n    refundsDueCents\n    occupancy\n    occupancyFrom\n    occupancyTo\n    openEnquiries\n    bookingsPerWeek {\n      weekStart\n      count\n    }\n  }\n": types.DashboardFiguresFieldsFragmentDoc,
    "\n  query Dashboard {\n    dashboard {\n      ...DashboardFiguresFields\n    }\n  }\n": types.DashboardDocument,
    "\n  query Analytics($from: LocalDate!, $to: LocalDate!) {\n    analytics(from: $from, to: $to) {\n      ...DashboardFiguresFields\n    }\n  }\n": types.AnalyticsDocument,
    "\n  fragment AgencyPoliciesFields on AgencyPolicies {\n    cancellationPolicy\n    terms\n    updatedAt\n  }\n": types.AgencyPoliciesFieldsFragmentDoc,
    "\n  query AgencyPolicies {\n    policies {\n      ...AgencyPoliciesFields\n    }\n  }\n": types.AgencyPoliciesDocument,
    "\n  mutation UpdateAgencyPolicies($input: AgencyPoliciesInput!) {\n    updatePolicies(input: $input) {\n      ...AgencyPoliciesFields\n    }\n  }\n": types.UpdateAgencyPoliciesDocument,
    "\n  fragment PackageCardFields on TravelPackage {\n    id\n    title\n    type\n    description\n    country\n    city\n    durationDays\n    durationNights\n    fromDate\n    toDate\n    maxGuests\n    minAge\n    photos\n    bookable\n    price {\n      adult\n      child\n      currency\n      wasAdult\n    }\n  }\n": types.PackageCardFieldsFragmentDoc,
    "\n  query PackageList(\n    $type: PackageType\n    $types: [PackageType!]\n    $featured: Boolean\n    $specials: Boolean\n    $bookable: Boolean\n    $departingFrom: LocalDate\n    $departingTo: LocalDate\n    $limit: Int!\n  ) {\n    packages(\n      type: $type\n      types: $types\n      featured: $featured\n      specials: $specials\n      bookable: $bookable\n      departingFrom: $departingFrom\n      departingTo: $departingTo\n      limit: $limit\n    ) {\n      ...PackageCardFields\n    }\n  }\n": types.PackageListDocument,
    "\n  fragment HolidayPartsFields on HolidayPackage {\n    destinations {\n      location\n      attractions\n    }\n    itinerary {\n      day\n      title\n      description\n      meals {\n        breakfast\n        lunch\n        dinner\n      }\n      accommodation {\n        name\n        type\n        rating\n      }\n      transportation {\n        type\n        details\n      }\n    }\n    exclusions\n    cancellationPolicy\n  }\n": types.HolidayPartsFieldsFragmentDoc,
    "\n  query PackageDetails($id: ID!) {\n    package(id: $id) {\n      __typename\n      ...PackageCardFields\n      kind\n      includes\n      amenities\n      terms\n      ...HolidayPartsFields\n    }\n  }\n": types.PackageDetailsDocument,
    "\n  fragment CustomerQuoteFields on CustomerQuote {\n    id\n    reference\n    version\n    status\n    canAccept\n    customerName\n    subtotalCents\n    vatCents\n    vatPercent\n    totalCents\n    depositPercent\n    depositCents\n    depositDueOn\n    balanceDueOn\n    validUntil\n    message\n    sentAt\n    acceptedAt\n    invoiceNumber\n    lines {\n      position\n      description\n      quantity\n      amountCents\n      vatTreatment\n      vatPercent\n      vatCents\n    }\n    vatGroups {\n      vatTreatment\n      vatPercent\n      amountCents\n      vatCents\n    }\n    termsText\n    cancellationPolicyText\n    termsVersion\n  }\n": types.CustomerQuoteFieldsFragmentDoc,
    "\n  query QuoteByToken($token: String!) {\n    quoteByToken(token: $token) {\n      ...CustomerQuoteFields\n    }\n  }\n": types.QuoteByTokenDocument,
    "\n  mutation AcceptQuote($token: String!) {\n    acceptQuote(token: $token) {\n      id\n      number\n      reference\n      status\n      totalCents\n      depositCents\n      depositDueOn\n      balanceCents\n      balanceDueOn\n    }\n  }\n": types.AcceptQuoteDocument,
    "\n  mutation AskAboutQuote($token: String!, $message: String!) {\n    askAboutQuote(token: $token, message: $message)\n  }\n": types.AskAboutQuoteDocument,
    "\n  query SearchPackages($destination: String, $date: LocalDate, $maxPrice: Float!, $page: Int!, $limit: Int!) {\n    searchPackages(destination: $destination, date: $date, maxPrice: $maxPrice, page: $page, limit: $limit) {\n      data {\n        ...PackageCardFields\n      }\n      approximate\n      pagination {\n        page\n        limit\n        totalItems\n        totalPages\n      }\n    }\n  }\n": types.SearchPackagesDocument,
    "\n  fragment StaffMemberFields on StaffMember {\n    id\n    username\n    role\n  }\n": types.StaffMemberFieldsFragmentDoc,
    "\n  fragment InboxRowFields on InboxItem {\n    id\n    kind\n    reference\n    status\n    title\n    fullName\n    email\n    createdAt\n    assignedTo {\n      ...StaffMemberFields\n    }\n  }\n": types.InboxRowFieldsFragmentDoc,
    "\n  fragment InboxNoteFields on InboxNote {\n    id\n    body\n    authorName\n    createdAt\n  }\n": types.InboxNoteFieldsFragmentDoc,
    "\n  fragment InboxItemDetailFields on InboxItem {\n    ...InboxRowFields\n    phone\n    departureDate\n    returnDate\n    updatedAt\n    booking {\n      id\n      reference\n      kind\n      title\n      packageId\n      packageTitle\n      packageType\n      hotelName\n      roomTypeName\n      rooms\n      roomNumbers\n      adults\n      children\n      guests\n      departureDate\n      returnDate\n      total\n      currency\n      specialRequests\n    }\n    enquiry {\n      id\n      kind\n      destination\n      guests\n      departureDate\n      returnDate\n      holidayType\n      budget\n      message\n      address\n      bookingId\n    }\n    notes {\n      ...InboxNoteFields\n    }\n    history {\n      ...AuditEventFields\n    }\n  }\n": types.InboxItemDetailFieldsFragmentDoc,
    "\n  query Inbox($filter: InboxFilter) {\n    inbox(filter: $filter) {\n      items {\n        ...InboxRowFields\n      }\n      total\n      totalExact\n      page\n      pageSize\n      totalPages\n    }\n  }\n": types.InboxDocument,
    "\n  query InboxItem($id: ID!) {\n    inboxItem(id: $id) {\n      ...InboxItemDetailFields\n    }\n  }\n": types.InboxItemDocument,
    "\n  query StaffMembers {\n    staffMembers {\n      ...StaffMemberFields\n    }\n  }\n": types.StaffMembersDocument,
    "\n  mutation AddInboxNote($id: ID!, $body: String!) {\n    addInboxNote(id: $id, body: $body) {\n      ...InboxNoteFields\n    }\n  }\n": types.AddInboxNoteDocument,
    "\n  mutation AssignInboxItem($id: ID!, $staffId: ID) {\n    assignInboxItem(id: $id, staffId: $staffId) {\n      ...InboxItemDetailFields\n    }\n  }\n": types.AssignInboxItemDocument,
    "\n  mutation SetInboxStatus($id: ID!, $status: BookingStatus!) {\n    setInboxStatus(id: $id, status: $status) {\n      ...InboxItemDetailFields\n    }\n  }\n": types.SetInboxStatusDocument,
    "\n  mutation ConvertEnquiryToBooking($id: ID!, $input: ConvertEnquiryInput!) {\n    convertEnquiryToBooking(id: $id, input: $input) {\n      ...InboxItemDetailFields\n    }\n  }\n": types.ConvertEnquiryToBookingDocument,
    "\n  fragment StaffInvoiceFields on Invoice {\n    id\n    number\n    reference\n    quoteId\n    customerName\n    customerEmail\n    status\n    issuedOn\n    subtotalCents\n    vatCents\n    vatPercent\n    totalCents\n    paidCents\n    balanceCents\n    depositCents\n    depositDueOn\n    balanceDueOn\n    refundedCents\n    refundDueCents\n    acceptedAt\n    acceptedBy\n    termsVersion\n    createdAt\n    vatGroups {\n      vatTreatment\n      vatPercent\n      amountCents\n      vatCents\n    }\n    lines {\n      position\n      kind\n      description\n      quantity\n      unitPriceCents\n      currency\n      exchangeRate\n      amountCents\n      vatTreatment\n      vatPercent\n      vatCents\n    }\n    payments {\n      id\n      amountCents\n      receivedOn\n      method\n      reference\n      createdAt\n    }\n    refunds {\n      id\n      amountCents\n      refundedOn\n      method\n      reference\n      createdAt\n    }\n    creditNote {\n      id\n      number\n      reason\n      cancellationFeeCents\n      amountCreditedCents\n      vatCreditedCents\n      refundOwedCents\n      createdAt\n      vatGroups {\n        vatTreatment\n        vatPercent\n        creditedCents\n        creditedVatCents\n        feeCents\n        feeVatCents\n      }\n    }\n  }\n": types.StaffInvoiceFieldsFragmentDoc,
    "\n  query StaffInvoices($status: InvoicePaymentStatus) {\n    invoices(status: $status) {\n      ...StaffInvoiceFields\n    }\n  }\n": types.StaffInvoicesDocument,
    "\n  query StaffInvoice($id: ID!) {\n    invoice(id: $id) {\n      ...StaffInvoiceFields\n    }\n  }\n": types.StaffInvoiceDocument,
    "\n  mutation RecordPayment($invoiceId: ID!, $input: PaymentInput!) {\n    recordPayment(invoiceId: $invoiceId, input: $input) {\n      ...StaffInvoiceFields\n    }\n  }\n": types.RecordPaymentDocument,
    "\n  mutation CancelInvoice($id: ID!, $input: CancelInvoiceInput!) {\n    cancelInvoice(id: $id, input: $input) {\n      ...StaffInvoiceFields\n    }\n  }\n": types.CancelInvoiceDocument,
    "\n  mutation RecordRefund($invoiceId: ID!, $input: RefundInput!) {\n    recordRefund(invoiceId: $invoiceId, input: $input) {\n      ...StaffInvoiceFields\n    }\n  }\n": types.RecordRefundDocument,
    "\n  query InvoiceQuote($id: ID!) {\n    quote(id: $id) {\n      id\n      inboxItemId\n      acceptedFromIp\n    }\n  }\n": types.InvoiceQuoteDocument,
    "\n  fragment StaffQuoteFields on Quote {\n    id\n    inboxItemId\n    reference\n    version\n    status\n    customerEmail\n    currency\n    subtotalCents\n    vatCents\n    vatPercent\n    totalCents\n    depositPercent\n    depositCents\n    depositDueOn\n    balanceDueOn\n    validUntil\n    marginCents\n    message\n    sentAt\n    acceptedAt\n    acceptedBy\n    acceptedFromIp\n    termsVersion\n    invoiceId\n    vatGroups {\n      vatTreatment\n      vatPercent\n      amountCents\n      vatCents\n    }\n    lines {\n      id\n      position\n      kind\n      description\n      quantity\n      unitPriceCents\n      currency\n      exchangeRate\n      amountCents\n      netCostCents\n      marginCents\n      vatTreatment\n      vatPercent\n      vatCents\n    }\n  }\n": types.StaffQuoteFieldsFragmentDoc,
    "\n  query InboxItemQuotes($inboxItemId: ID!) {\n    quotes(inboxItemId: $inboxItemId) {\n      ...StaffQuoteFields\n    }\n  }\n": types.InboxItemQuotesDocument,
    "\n  query QuoteDefaults($inboxItemId: ID!) {\n    quoteDefaults(inboxItemId: $inboxItemId) {\n      validUntil\n      depositPercent\n      depositDueOn\n      balanceDueOn\n      departureDate\n      vatPercent\n      international\n      suggestedLines {\n        kind\n        description\n        quantity\n        unitPriceCents\n        currency\n        vatTreatment\n      }\n    }\n  }\n": types.QuoteDefaultsDocument,
    "\n  query QuoteExchangeRates {\n    exchangeRates {\n      currency\n      randPerUnit\n    }\n  }\n": types.QuoteExchangeRatesDocument,
    "\n  query QuoteInvoiceNumber($id: ID!) {\n    invoice(id: $id) {\n      id\n      number\n    }\n  }\n": types.QuoteInvoiceNumberDocument,
    "\n  mutation CreateQuote($inboxItemId: ID!, $input: QuoteInput!) {\n    createQuote(inboxItemId: $inboxItemId, input: $input) {\n      ...StaffQuoteFields\n    }\n  }\n": types.CreateQuoteDocument,
    "\n  mutation UpdateQuote($id: ID!, $input: QuoteInput!) {\n    updateQuote(id: $id, input: $input) {\n      ...StaffQuoteFields\n    }\n  }\n": types.UpdateQuoteDocument,
    "\n  mutation SendQuote($id: ID!) {\n    sendQuote(id: $id) {\n      ...StaffQuoteFields\n    }\n  }\n": types.SendQuoteDocument,
    "\n  mutation ReviseQuote($id: ID!) {\n    reviseQuote(id: $id) {\n      ...StaffQuoteFields\n    }\n  }\n": types.ReviseQuoteDocument,
    "\n  mutation WithdrawQuote($id: ID!) {\n    withdrawQuote(id: $id) {\n      ...StaffQuoteFields\n    }\n  }\n": types.WithdrawQuoteDocument,
    "\n  fragment StayHotelCardFields on Hotel {\n    id\n    name\n    type\n    city\n    photos\n    description\n    rating\n    distanceFromCentreM\n  }\n": types.StayHotelCardFieldsFragmentDoc,
    "\n  query StaySearch($input: StaySearchInput!) {\n    staySearch(input: $input) {\n      items {\n        hotel {\n          ...StayHotelCardFields\n        }\n        cheapestRoomTypeId\n        cheapestNightly\n        cheapestTotal\n        nights\n      }\n      total\n      page\n      totalPages\n    }\n  }\n": types.StaySearchDocument,
    "\n  fragment StayHotelFields on Hotel {\n    id\n    name\n    type\n    address\n    city\n    country\n    photos\n    description\n    rating\n    distanceFromCentreM\n    amenities {\n      id\n      name\n      description\n    }\n    activities {\n      id\n      name\n      description\n      duration\n      maxParticipants\n      price\n    }\n  }\n": types.StayHotelFieldsFragmentDoc,
    "\n  query StayHotel($id: ID!) {\n    hotel(id: $id) {\n      ...StayHotelFields\n    }\n  }\n": types.StayHotelDocument,
    "\n  query StayAvailability($input: StayAvailabilityInput!) {\n    stayAvailability(input: $input) {\n      checkIn\n      checkOut\n      nights\n      adults\n      children\n      rooms\n      roomTypes {\n        roomType {\n          id\n          name\n          description\n          capacity\n          amenities\n          photos\n        }\n        available\n        unitsFree\n        reason\n        nights {\n          date\n          price\n          source\n        }\n        nightly\n        total\n      }\n    }\n  }\n": types.StayAvailabilityDocument,
    "\n  mutation ReserveStay($input: ReserveStayInput!) {\n    reserveStay(input: $input) {\n      id\n      reference\n      status\n      hotelName\n      roomTypeName\n      departureDate\n      returnDate\n      rooms\n      adults\n      children\n      total\n      fullName\n      email\n    }\n  }\n": types.ReserveStayDocument,
    "\n  mutation RegisterEstablishment($input: RegisterEstablishmentInput!) {\n    registerEstablishment(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.RegisterEstablishmentDocument,
    "\n  mutation SaveEstablishmentPhotos($id: ID!, $input: HotelInput!) {\n    updateHotel(id: $id, input: $input) {\n      id\n      photos\n    }\n  }\n": types.SaveEstablishmentPhotosDocument,
    "\n  fragment UserAccountFields on UserAccount {\n    id\n    username\n    email\n    phone\n    role\n    hotels {\n      id\n      name\n    }\n    createdAt\n  }\n": types.UserAccountFieldsFragmentDoc,
    "\n  query UserAccounts($filter: UserAccountsFilter, $page: Int!) {\n    userAccounts(filter: $filter, page: $page) {\n      items {\n        ...UserAccountFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.UserAccountsDocument,
    "\n  mutation SetUserRole($input: SetUserRoleInput!) {\n    setUserRole(input: $input) {\n      ...UserAccountFields\n    }\n  }\n": types.SetUserRoleDocument,
    "\n  query UserAdminHotels {\n    managedHotels {\n      id\n      name\n      city\n    }\n  }\n": types.UserAdminHotelsDocument,
    "\n  mutation UserAdminAssignHotel($hotelId: ID!, $userId: ID!) {\n    assignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      hotelIds\n    }\n  }\n": types.UserAdminAssignHotelDocument,
    "\n  mutation UserAdminUnassignHotel($hotelId: ID!, $userId: ID!) {\n    unassignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      hotelIds\n    }\n  }\n": types.UserAdminUnassignHotelDocument,
    "\n  query Me {\n    me {\n      id\n    }\n  }\n": types.MeDocument,
    "\n  query SiteConfig {\n    siteConfig {\n      agency {\n        name\n        registrationNumber\n        vatNumber\n        addressLines\n        phone\n        email\n        emergencyPhone\n      }\n      carsWidgetUrl\n      toursWidgetUrl\n      contactMapUrl\n      externalBookingUrl\n    }\n  }\n": types.SiteConfigDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEventFields on AuditEvent {\n    id\n    entity\n    entityId\n    action\n    actorName\n    createdAt\n    changes {\n      field\n      before\n      after\n    }\n  }\n"): (typeof documents)["\n  fragment AuditEventFields on AuditEvent {\n    id\n    entity\n    entityId\n    action\n    actorName\n    createdAt\n    changes {\n      field\n      before\n      after\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($entity: AuditEntity!, $entityId: ID!) {\n    auditTrail(entity: $entity, entityId: $entityId) {\n      ...AuditEventFields\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($entity: AuditEntity!, $entityId: ID!) {\n    auditTrail(entity: $entity, entityId: $entityId) {\n      ...AuditEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsDue($withinDays: Int!) {\n    paymentsDue(withinDays: $withinDays) {\n      invoiceId\n      invoiceNumber\n      reference\n      customerName\n      kind\n      amountDueCents\n      dueOn\n      overdue\n      daysOverdue\n    }\n  }\n"): (typeof documents)["\n  query PaymentsDue($withinDays: Int!) {\n    paymentsDue(withinDays: $withinDays) {\n      invoiceId\n      invoiceNumber\n      reference\n      customerName\n      kind\n      amountDueCents\n      dueOn\n      overdue\n      daysOverdue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminHotelRowFields on Hotel {\n    id\n    name\n    type\n    city\n    rating\n    reviewStatus\n  }\n"): (typeof documents)["\n  fragment AdminHotelRowFields on Hotel {\n    id\n    name\n    type\n    city\n    rating\n    reviewStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveHotel($id: ID!) {\n    approveHotel(id: $id) {\n      id\n      reviewStatus\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApproveHotel($id: ID!) {\n    approveHotel(id: $id) {\n      id\n      reviewStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectHotel($id: ID!) {\n    rejectHotel(id: $id) {\n      id\n      reviewStatus\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectHotel($id: ID!) {\n    rejectHotel(id: $id) {\n      id\n      reviewStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminManagedHotels {\n    managedHotels {\n      ...AdminHotelRowFields\n    }\n  }\n"): (typeof documents)["\n  query AdminManagedHotels {\n    managedHotels {\n      ...AdminHotelRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminHotelFields on Hotel {\n    id\n    name\n    type\n    address\n    country\n    city\n    postalCode\n    email\n    phone\n    photos\n    description\n    rating\n    distanceFromCentreM\n  }\n"): (typeof documents)["\n  fragment AdminHotelFields on Hotel {\n    id\n    name\n    type\n    address\n    country\n    city\n    postalCode\n    email\n    phone\n    photos\n    description\n    rating\n    distanceFromCentreM\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHotel($id: ID!) {\n    hotel(id: $id) {\n      ...AdminHotelFields\n    }\n  }\n"): (typeof documents)["\n  query AdminHotel($id: ID!) {\n    hotel(id: $id) {\n      ...AdminHotelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateHotel($input: HotelInput!) {\n    createHotel(input: $input) {\n      ...AdminHotelFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateHotel($input: HotelInput!) {\n    createHotel(input: $input) {\n      ...AdminHotelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateHotel($id: ID!, $input: HotelInput!) {\n    updateHotel(id: $id, input: $input) {\n      ...AdminHotelFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateHotel($id: ID!, $input: HotelInput!) {\n    updateHotel(id: $id, input: $input) {\n      ...AdminHotelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteHotel($id: ID!) {\n    deleteHotel(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteHotel($id: ID!) {\n    deleteHotel(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHotelManagerAccounts {\n    hotelManagerAccounts {\n      id\n      username\n      email\n      hotelIds\n    }\n  }\n"): (typeof documents)["\n  query AdminHotelManagerAccounts {\n    hotelManagerAccounts {\n      id\n      username\n      email\n      hotelIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAssignHotelManager($hotelId: ID!, $userId: ID!) {\n    assignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      username\n      email\n      hotelIds\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAssignHotelManager($hotelId: ID!, $userId: ID!) {\n    assignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      username\n      email\n      hotelIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUnassignHotelManager($hotelId: ID!, $userId: ID!) {\n    unassignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      username\n      email\n      hotelIds\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUnassignHotelManager($hotelId: ID!, $userId: ID!) {\n    unassignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      username\n      email\n      hotelIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminHotelReservationFields on Booking {\n    id\n    reference\n    status\n    fullName\n    email\n    phone\n    hotelId\n    hotelName\n    roomTypeName\n    departureDate\n    returnDate\n    rooms\n    roomNumbers\n    adults\n    children\n    total\n    currency\n    specialRequests\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminHotelReservationFields on Booking {\n    id\n    reference\n    status\n    fullName\n    email\n    phone\n    hotelId\n    hotelName\n    roomTypeName\n    departureDate\n    returnDate\n    rooms\n    roomNumbers\n    adults\n    children\n    total\n    currency\n    specialRequests\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHotelReservations($hotelId: ID, $status: BookingStatus, $limit: Int!) {\n    hotelReservations(hotelId: $hotelId, status: $status, limit: $limit) {\n      ...AdminHotelReservationFields\n    }\n  }\n"): (typeof documents)["\n  query AdminHotelReservations($hotelId: ID, $status: BookingStatus, $limit: Int!) {\n    hotelReservations(hotelId: $hotelId, status: $status, limit: $limit) {\n      ...AdminHotelReservationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminConfirmReservation($id: ID!) {\n    confirmReservation(id: $id) {\n      ...AdminHotelReservationFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminConfirmReservation($id: ID!) {\n    confirmReservation(id: $id) {\n      ...AdminHotelReservationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      ...AdminHotelReservationFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      ...AdminHotelReservationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPackageRowFields on TravelPackage {\n    id\n    kind\n    title\n    type\n    country\n    city\n    price {\n      adult\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment AdminPackageRowFields on TravelPackage {\n    id\n    kind\n    title\n    type\n    country\n    city\n    price {\n      adult\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPackages($limit: Int!) {\n    packages(limit: $limit) {\n      ...AdminPackageRowFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPackages($limit: Int!) {\n    packages(limit: $limit) {\n      ...AdminPackageRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPackageFields on TravelPackage {\n    id\n    kind\n    title\n    type\n    country\n    city\n    durationDays\n    durationNights\n    maxGuests\n    minAge\n    fromDate\n    toDate\n    price {\n      adult\n      child\n      currency\n      wasAdult\n    }\n    amenities\n    includes\n    photos\n    description\n    terms\n    featured\n  }\n"): (typeof documents)["\n  fragment AdminPackageFields on TravelPackage {\n    id\n    kind\n    title\n    type\n    country\n    city\n    durationDays\n    durationNights\n    maxGuests\n    minAge\n    fromDate\n    toDate\n    price {\n      adult\n      child\n      currency\n      wasAdult\n    }\n    amenities\n    includes\n    photos\n    description\n    terms\n    featured\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPackage($id: ID!) {\n    package(id: $id) {\n      ...AdminPackageFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPackage($id: ID!) {\n    package(id: $id) {\n      ...AdminPackageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePackage($input: PackageInput!) {\n    createPackage(input: $input) {\n      ...AdminPackageFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePackage($input: PackageInput!) {\n    createPackage(input: $input) {\n      ...AdminPackageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePackage($id: ID!, $input: PackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...AdminPackageFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePackage($id: ID!, $input: PackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...AdminPackageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePackage($id: ID!) {\n    deletePackage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePackage($id: ID!) {\n    deletePackage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPackageView($id: ID!) {\n    package(id: $id) {\n      ...PackageCardFields\n      ...AdminPackageFields\n      ... on HolidayPackage {\n        ...HolidayPartsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPackageView($id: ID!) {\n    package(id: $id) {\n      ...PackageCardFields\n      ...AdminPackageFields\n      ... on HolidayPackage {\n        ...HolidayPartsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHolidayPackages {\n    holidayPackages {\n      id\n      kind\n      title\n      type\n      price {\n        adult\n        currency\n      }\n      destinations {\n        location\n        attractions\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminHolidayPackages {\n    holidayPackages {\n      id\n      kind\n      title\n      type\n      price {\n        adult\n        currency\n      }\n      destinations {\n        location\n        attractions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminHolidayPackageFields on HolidayPackage {\n    ...AdminPackageFields\n    ...HolidayPartsFields\n  }\n"): (typeof documents)["\n  fragment AdminHolidayPackageFields on HolidayPackage {\n    ...AdminPackageFields\n    ...HolidayPartsFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHolidayPackage($id: ID!) {\n    holidayPackage(id: $id) {\n      ...PackageCardFields\n      ...AdminHolidayPackageFields\n    }\n  }\n"): (typeof documents)["\n  query AdminHolidayPackage($id: ID!) {\n    holidayPackage(id: $id) {\n      ...PackageCardFields\n      ...AdminHolidayPackageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHolidayPackage($input: HolidayPackageInput!) {\n    createHolidayPackage(input: $input) {\n      ...AdminHolidayPackageFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHolidayPackage($input: HolidayPackageInput!) {\n    createHolidayPackage(input: $input) {\n      ...AdminHolidayPackageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHolidayPackage($id: ID!, $input: HolidayPackageInput!) {\n    updateHolidayPackage(id: $id, input: $input) {\n      ...AdminHolidayPackageFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHolidayPackage($id: ID!, $input: HolidayPackageInput!) {\n    updateHolidayPackage(id: $id, input: $input) {\n      ...AdminHolidayPackageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExchangeRates {\n    exchangeRates {\n      currency\n      randPerUnit\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminExchangeRates {\n    exchangeRates {\n      currency\n      randPerUnit\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetExchangeRate($currency: Currency!, $randPerUnit: Float!) {\n    setExchangeRate(currency: $currency, randPerUnit: $randPerUnit) {\n      currency\n      randPerUnit\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetExchangeRate($currency: Currency!, $randPerUnit: Float!) {\n    setExchangeRate(currency: $currency, randPerUnit: $randPerUnit) {\n      currency\n      randPerUnit\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    username\n    email\n    role\n    isAdmin\n    isCoolUser\n    hotels\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    username\n    email\n    role\n    isAdmin\n    isCoolUser\n    hotels\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPackage($id: ID!) {\n    package(id: $id) {\n      ...PackageCardFields\n    }\n  }\n"): (typeof documents)["\n  query BookingPackage($id: ID!) {\n    package(id: $id) {\n      ...PackageCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestBooking($input: BookingInput!) {\n    requestBooking(input: $input) {\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestBooking($input: BookingInput!) {\n    requestBooking(input: $input) {\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingFields on Booking {\n    id\n    reference\n    status\n    packageId\n    packageTitle\n    packageType\n    departureDate\n    returnDate\n    guests\n    adultPrice\n    total\n    currency\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BookingFields on Booking {\n    id\n    reference\n    status\n    packageId\n    packageTitle\n    packageType\n    departureDate\n    returnDate\n    guests\n    adultPrice\n    total\n    currency\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings {\n    myBookings {\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  query MyBookings {\n    myBookings {\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyQuotes {\n    myQuotes {\n      id\n      reference\n      version\n      status\n      canAccept\n      subtotalCents\n      vatCents\n      vatPercent\n      totalCents\n      depositCents\n      depositDueOn\n      validUntil\n      sentAt\n      acceptedAt\n      invoiceNumber\n      lines {\n        position\n        description\n        quantity\n        amountCents\n        vatTreatment\n        vatPercent\n        vatCents\n      }\n      vatGroups {\n        vatTreatment\n        vatPercent\n        amountCents\n        vatCents\n      }\n      termsText\n      cancellationPolicyText\n      termsVersion\n    }\n  }\n"): (typeof documents)["\n  query MyQuotes {\n    myQuotes {\n      id\n      reference\n      version\n      status\n      canAccept\n      subtotalCents\n      vatCents\n      vatPercent\n      totalCents\n      depositCents\n      depositDueOn\n      validUntil\n      sentAt\n      acceptedAt\n      invoiceNumber\n      lines {\n        position\n        description\n        quantity\n        amountCents\n        vatTreatment\n        vatPercent\n        vatCents\n      }\n      vatGroups {\n        vatTreatment\n        vatPercent\n        amountCents\n        vatCents\n      }\n      termsText\n      cancellationPolicyText\n      termsVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyInvoiceFields on Invoice {\n    id\n    number\n    reference\n    status\n    issuedOn\n    totalCents\n    paidCents\n    balanceCents\n    depositCents\n    depositDueOn\n    balanceDueOn\n    refundedCents\n    refundDueCents\n    payments {\n      id\n      amountCents\n      receivedOn\n      method\n    }\n    refunds {\n      id\n      amountCents\n      refundedOn\n      method\n    }\n    creditNote {\n      id\n      number\n      amountCreditedCents\n      vatCreditedCents\n      cancellationFeeCents\n      refundOwedCents\n    }\n  }\n"): (typeof documents)["\n  fragment MyInvoiceFields on Invoice {\n    id\n    number\n    reference\n    status\n    issuedOn\n    totalCents\n    paidCents\n    balanceCents\n    depositCents\n    depositDueOn\n    balanceDueOn\n    refundedCents\n    refundDueCents\n    payments {\n      id\n      amountCents\n      receivedOn\n      method\n    }\n    refunds {\n      id\n      amountCents\n      refundedOn\n      method\n    }\n    creditNote {\n      id\n      number\n      amountCreditedCents\n      vatCreditedCents\n      cancellationFeeCents\n      refundOwedCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInvoices {\n    myInvoices {\n      ...MyInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  query MyInvoices {\n    myInvoices {\n      ...MyInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptMyQuote($id: ID!) {\n    acceptMyQuote(id: $id) {\n      ...MyInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptMyQuote($id: ID!) {\n    acceptMyQuote(id: $id) {\n      ...MyInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Destinations {\n    destinations {\n      id\n      name\n      country\n    }\n  }\n"): (typeof documents)["\n  query Destinations {\n    destinations {\n      id\n      name\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DestinationDirectory {\n    destinations {\n      id\n      name\n      country\n      packageCount\n    }\n  }\n"): (typeof documents)["\n  query DestinationDirectory {\n    destinations {\n      id\n      name\n      country\n      packageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTripPlan($input: TripPlanInput!) {\n    sendTripPlan(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendTripPlan($input: TripPlanInput!) {\n    sendTripPlan(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestInsuranceQuote($input: InsuranceQuoteInput!) {\n    requestInsuranceQuote(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestInsuranceQuote($input: InsuranceQuoteInput!) {\n    requestInsuranceQuote(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestTripBooking($input: TripBookingInput!) {\n    requestTripBooking(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestTripBooking($input: TripBookingInput!) {\n    requestTripBooking(input: $input) {\n      reference\n      kind\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GraphqlIde {\n    siteConfig {\n      graphqlIde\n    }\n  }\n"): (typeof documents)["\n  query GraphqlIde {\n    siteConfig {\n      graphqlIde\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InventoryRoomTypeFields on RoomType {\n    id\n    hotelId\n    name\n    description\n    capacity\n    baseRate\n    amenities\n    photos\n  }\n"): (typeof documents)["\n  fragment InventoryRoomTypeFields on RoomType {\n    id\n    hotelId\n    name\n    description\n    capacity\n    baseRate\n    amenities\n    photos\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryRoomTypes($hotelId: ID!) {\n    roomTypes(hotelId: $hotelId) {\n      ...InventoryRoomTypeFields\n    }\n  }\n"): (typeof documents)["\n  query InventoryRoomTypes($hotelId: ID!) {\n    roomTypes(hotelId: $hotelId) {\n      ...InventoryRoomTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryRoomType($id: ID!) {\n    roomType(id: $id) {\n      ...InventoryRoomTypeFields\n    }\n  }\n"): (typeof documents)["\n  query InventoryRoomType($id: ID!) {\n    roomType(id: $id) {\n      ...InventoryRoomTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryCreateRoomType($input: CreateRoomTypeInput!) {\n    createRoomType(input: $input) {\n      ...InventoryRoomTypeFields\n    }\n  }\n"): (typeof documents)["\n  mutation InventoryCreateRoomType($input: CreateRoomTypeInput!) {\n    createRoomType(input: $input) {\n      ...InventoryRoomTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryUpdateRoomType($id: ID!, $input: UpdateRoomTypeInput!) {\n    updateRoomType(id: $id, input: $input) {\n      ...InventoryRoomTypeFields\n    }\n  }\n"): (typeof documents)["\n  mutation InventoryUpdateRoomType($id: ID!, $input: UpdateRoomTypeInput!) {\n    updateRoomType(id: $id, input: $input) {\n      ...InventoryRoomTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryRoomTypeDeletionImpact($id: ID!) {\n    roomTypeDeletionImpact(id: $id) {\n      rooms\n      roomNumbers\n      rateTypes\n      rates\n    }\n  }\n"): (typeof documents)["\n  query InventoryRoomTypeDeletionImpact($id: ID!) {\n    roomTypeDeletionImpact(id: $id) {\n      rooms\n      roomNumbers\n      rateTypes\n      rates\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryDeleteRoomType($id: ID!) {\n    deleteRoomType(id: $id)\n  }\n"): (typeof documents)["\n  mutation InventoryDeleteRoomType($id: ID!) {\n    deleteRoomType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryManagedHotels {\n    managedHotels {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query InventoryManagedHotels {\n    managedHotels {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryRoomTypeOptions($hotelId: ID!) {\n    roomTypes(hotelId: $hotelId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query InventoryRoomTypeOptions($hotelId: ID!) {\n    roomTypes(hotelId: $hotelId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InventoryRoomFields on Room {\n    id\n    hotelId\n    roomTypeId\n    roomType {\n      id\n      name\n    }\n    title\n    maxPeople\n    active\n    roomNumbers\n    units {\n      id\n      number\n      unavailableDates\n    }\n  }\n"): (typeof documents)["\n  fragment InventoryRoomFields on Room {\n    id\n    hotelId\n    roomTypeId\n    roomType {\n      id\n      name\n    }\n    title\n    maxPeople\n    active\n    roomNumbers\n    units {\n      id\n      number\n      unavailableDates\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryRooms($hotelId: ID!) {\n    rooms(hotelId: $hotelId) {\n      ...InventoryRoomFields\n    }\n  }\n"): (typeof documents)["\n  query InventoryRooms($hotelId: ID!) {\n    rooms(hotelId: $hotelId) {\n      ...InventoryRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryCreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) {\n      ...InventoryRoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation InventoryCreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) {\n      ...InventoryRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryUpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...InventoryRoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation InventoryUpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...InventoryRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryDeleteRoom($id: ID!) {\n    deleteRoom(id: $id)\n  }\n"): (typeof documents)["\n  mutation InventoryDeleteRoom($id: ID!) {\n    deleteRoom(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InventoryAmenityFields on Amenity {\n    id\n    hotelId\n    name\n    description\n  }\n"): (typeof documents)["\n  fragment InventoryAmenityFields on Amenity {\n    id\n    hotelId\n    name\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryAmenities($hotelId: ID!) {\n    amenities(hotelId: $hotelId) {\n      ...InventoryAmenityFields\n    }\n  }\n"): (typeof documents)["\n  query InventoryAmenities($hotelId: ID!) {\n    amenities(hotelId: $hotelId) {\n      ...InventoryAmenityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryAmenity($id: ID!) {\n    amenity(id: $id) {\n      ...InventoryAmenityFields\n    }\n  }\n"): (typeof documents)["\n  query InventoryAmenity($id: ID!) {\n    amenity(id: $id) {\n      ...InventoryAmenityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryCreateAmenity($input: CreateAmenityInput!) {\n    createAmenity(input: $input) {\n      ...InventoryAmenityFields\n    }\n  }\n"): (typeof documents)["\n  mutation InventoryCreateAmenity($input: CreateAmenityInput!) {\n    createAmenity(input: $input) {\n      ...InventoryAmenityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryUpdateAmenity($id: ID!, $input: UpdateAmenityInput!) {\n    updateAmenity(id: $id, input: $input) {\n      ...InventoryAmenityFields\n    }\n  }\n"): (typeof documents)["\n  mutation InventoryUpdateAmenity($id: ID!, $input: UpdateAmenityInput!) {\n    updateAmenity(id: $id, input: $input) {\n      ...InventoryAmenityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryDeleteAmenity($id: ID!) {\n    deleteAmenity(id: $id)\n  }\n"): (typeof documents)["\n  mutation InventoryDeleteAmenity($id: ID!) {\n    deleteAmenity(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InventoryActivityFields on Activity {\n    id\n    hotelId\n    name\n    description\n    duration\n    maxParticipants\n    price\n  }\n"): (typeof documents)["\n  fragment InventoryActivityFields on Activity {\n    id\n    hotelId\n    name\n    description\n    duration\n    maxParticipants\n    price\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryActivities($hotelId: ID!) {\n    activities(hotelId: $hotelId) {\n      ...InventoryActivityFields\n    }\n  }\n"): (typeof documents)["\n  query InventoryActivities($hotelId: ID!) {\n    activities(hotelId: $hotelId) {\n      ...InventoryActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryCreateActivity($input: CreateActivityInput!) {\n    createActivity(input: $input) {\n      ...InventoryActivityFields\n    }\n  }\n"): (typeof documents)["\n  mutation InventoryCreateActivity($input: CreateActivityInput!) {\n    createActivity(input: $input) {\n      ...InventoryActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryUpdateActivity($id: ID!, $input: UpdateActivityInput!) {\n    updateActivity(id: $id, input: $input) {\n      ...InventoryActivityFields\n    }\n  }\n"): (typeof documents)["\n  mutation InventoryUpdateActivity($id: ID!, $input: UpdateActivityInput!) {\n    updateActivity(id: $id, input: $input) {\n      ...InventoryActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryDeleteActivity($id: ID!) {\n    deleteActivity(id: $id)\n  }\n"): (typeof documents)["\n  mutation InventoryDeleteActivity($id: ID!) {\n    deleteActivity(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryRatePresets {\n    ratePresets {\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query InventoryRatePresets {\n    ratePresets {\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InventoryRateTypeFields on RateType {\n    id\n    hotelId\n    roomTypeId\n    roomType {\n      id\n      name\n    }\n    name\n    description\n    singleRate\n    doubleRate\n    groupRate\n    active\n  }\n"): (typeof documents)["\n  fragment InventoryRateTypeFields on RateType {\n    id\n    hotelId\n    roomTypeId\n    roomType {\n      id\n      name\n    }\n    name\n    description\n    singleRate\n    doubleRate\n    groupRate\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryRateTypes($hotelId: ID!) {\n    rateTypes(hotelId: $hotelId) {\n      ...InventoryRateTypeFields\n    }\n  }\n"): (typeof documents)["\n  query InventoryRateTypes($hotelId: ID!) {\n    rateTypes(hotelId: $hotelId) {\n      ...InventoryRateTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryCreateRateType($input: RateTypeInput!) {\n    createRateType(input: $input) {\n      ...InventoryRateTypeFields\n    }\n  }\n"): (typeof documents)["\n  mutation InventoryCreateRateType($input: RateTypeInput!) {\n    createRateType(input: $input) {\n      ...InventoryRateTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryUpdateRateType($id: ID!, $input: RateTypeInput!) {\n    updateRateType(id: $id, input: $input) {\n      ...InventoryRateTypeFields\n    }\n  }\n"): (typeof documents)["\n  mutation InventoryUpdateRateType($id: ID!, $input: RateTypeInput!) {\n    updateRateType(id: $id, input: $input) {\n      ...InventoryRateTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryDeleteRateType($id: ID!) {\n    deleteRateType(id: $id)\n  }\n"): (typeof documents)["\n  mutation InventoryDeleteRateType($id: ID!) {\n    deleteRateType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InventoryRateFields on Rate {\n    id\n    hotelId\n    roomTypeId\n    roomType {\n      id\n      name\n    }\n    rateTypeId\n    rateType {\n      id\n      name\n    }\n    date\n    stoRateSingle\n    rackRateSingle\n    stoRateDouble\n    rackRateDouble\n    stoRateGroup\n    rackRateGroup\n  }\n"): (typeof documents)["\n  fragment InventoryRateFields on Rate {\n    id\n    hotelId\n    roomTypeId\n    roomType {\n      id\n      name\n    }\n    rateTypeId\n    rateType {\n      id\n      name\n    }\n    date\n    stoRateSingle\n    rackRateSingle\n    stoRateDouble\n    rackRateDouble\n    stoRateGroup\n    rackRateGroup\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryRates($hotelId: ID!, $roomTypeId: ID, $fromDate: LocalDate) {\n    rates(hotelId: $hotelId, roomTypeId: $roomTypeId, fromDate: $fromDate) {\n      ...InventoryRateFields\n    }\n  }\n"): (typeof documents)["\n  query InventoryRates($hotelId: ID!, $roomTypeId: ID, $fromDate: LocalDate) {\n    rates(hotelId: $hotelId, roomTypeId: $roomTypeId, fromDate: $fromDate) {\n      ...InventoryRateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryRateFormOptions($hotelId: ID!) {\n    roomTypes(hotelId: $hotelId) {\n      id\n      name\n    }\n    rateTypes(hotelId: $hotelId) {\n      id\n      name\n      roomTypeId\n    }\n  }\n"): (typeof documents)["\n  query InventoryRateFormOptions($hotelId: ID!) {\n    roomTypes(hotelId: $hotelId) {\n      id\n      name\n    }\n    rateTypes(hotelId: $hotelId) {\n      id\n      name\n      roomTypeId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryCreateRates($input: CreateRatesInput!) {\n    createRates(input: $input) {\n      ...InventoryRateFields\n    }\n  }\n"): (typeof documents)["\n  mutation InventoryCreateRates($input: CreateRatesInput!) {\n    createRates(input: $input) {\n      ...InventoryRateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryUpdateRate($id: ID!, $input: UpdateRateInput!) {\n    updateRate(id: $id, input: $input) {\n      ...InventoryRateFields\n    }\n  }\n"): (typeof documents)["\n  mutation InventoryUpdateRate($id: ID!, $input: UpdateRateInput!) {\n    updateRate(id: $id, input: $input) {\n      ...InventoryRateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InventoryDeleteRate($id: ID!) {\n    deleteRate(id: $id)\n  }\n"): (typeof documents)["\n  mutation InventoryDeleteRate($id: ID!) {\n    deleteRate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardFiguresFields on DashboardFigures {\n    from\n    to\n    hotels\n    averageRating\n    bookingsByStatus {\n      status\n      count\n    }\n    totalBookings\n    revenue\n    invoicedCents\n    receivedCents\n    outstandingCents\n    refundedCents\n    refundsDueCents\n    occupancy\n    occupancyFrom\n    occupancyTo\n    openEnquiries\n    bookingsPerWeek {\n      weekStart\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardFiguresFields on DashboardFigures {\n    from\n    to\n    hotels\n    averageRating\n    bookingsByStatus {\n      status\n      count\n    }\n    totalBookings\n    revenue\n    invoicedCents\n    receivedCents\n    outstandingCents\n    refundedCents\n    refundsDueCents\n    occupancy\n    occupancyFrom\n    occupancyTo\n    openEnquiries\n    bookingsPerWeek {\n      weekStart\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      ...DashboardFiguresFields\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboard {\n      ...DashboardFiguresFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Analytics($from: LocalDate!, $to: LocalDate!) {\n    analytics(from: $from, to: $to) {\n      ...DashboardFiguresFields\n    }\n  }\n"): (typeof documents)["\n  query Analytics($from: LocalDate!, $to: LocalDate!) {\n    analytics(from: $from, to: $to) {\n      ...DashboardFiguresFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgencyPoliciesFields on AgencyPolicies {\n    cancellationPolicy\n    terms\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AgencyPoliciesFields on AgencyPolicies {\n    cancellationPolicy\n    terms\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyPolicies {\n    policies {\n      ...AgencyPoliciesFields\n    }\n  }\n"): (typeof documents)["\n  query AgencyPolicies {\n    policies {\n      ...AgencyPoliciesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAgencyPolicies($input: AgencyPoliciesInput!) {\n    updatePolicies(input: $input) {\n      ...AgencyPoliciesFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAgencyPolicies($input: AgencyPoliciesInput!) {\n    updatePolicies(input: $input) {\n      ...AgencyPoliciesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackageCardFields on TravelPackage {\n    id\n    title\n    type\n    description\n    country\n    city\n    durationDays\n    durationNights\n    fromDate\n    toDate\n    maxGuests\n    minAge\n    photos\n    bookable\n    price {\n      adult\n      child\n      currency\n      wasAdult\n    }\n  }\n"): (typeof documents)["\n  fragment PackageCardFields on TravelPackage {\n    id\n    title\n    type\n    description\n    country\n    city\n    durationDays\n    durationNights\n    fromDate\n    toDate\n    maxGuests\n    minAge\n    photos\n    bookable\n    price {\n      adult\n      child\n      currency\n      wasAdult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackageList(\n    $type: PackageType\n    $types: [PackageType!]\n    $featured: Boolean\n    $specials: Boolean\n    $bookable: Boolean\n    $departingFrom: LocalDate\n    $departingTo: LocalDate\n    $limit: Int!\n  ) {\n    packages(\n      type: $type\n      types: $types\n      featured: $featured\n      specials: $specials\n      bookable: $bookable\n      departingFrom: $departingFrom\n      departingTo: $departingTo\n      limit: $limit\n    ) {\n      ...PackageCardFields\n    }\n  }\n"): (typeof documents)["\n  query PackageList(\n    $type: PackageType\n    $types: [PackageType!]\n    $featured: Boolean\n    $specials: Boolean\n    $bookable: Boolean\n    $departingFrom: LocalDate\n    $departingTo: LocalDate\n    $limit: Int!\n  ) {\n    packages(\n      type: $type\n      types: $types\n      featured: $featured\n      specials: $specials\n      bookable: $bookable\n      departingFrom: $departingFrom\n      departingTo: $departingTo\n      limit: $limit\n    ) {\n      ...PackageCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HolidayPartsFields on HolidayPackage {\n    destinations {\n      location\n      attractions\n    }\n    itinerary {\n      day\n      title\n      description\n      meals {\n        breakfast\n        lunch\n        dinner\n      }\n      accommodation {\n        name\n        type\n        rating\n      }\n      transportation {\n        type\n        details\n      }\n    }\n    exclusions\n    cancellationPolicy\n  }\n"): (typeof documents)["\n  fragment HolidayPartsFields on HolidayPackage {\n    destinations {\n      location\n      attractions\n    }\n    itinerary {\n      day\n      title\n      description\n      meals {\n        breakfast\n        lunch\n        dinner\n      }\n      accommodation {\n        name\n        type\n        rating\n      }\n      transportation {\n        type\n        details\n      }\n    }\n    exclusions\n    cancellationPolicy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackageDetails($id: ID!) {\n    package(id: $id) {\n      __typename\n      ...PackageCardFields\n      kind\n      includes\n      amenities\n      terms\n      ...HolidayPartsFields\n    }\n  }\n"): (typeof documents)["\n  query PackageDetails($id: ID!) {\n    package(id: $id) {\n      __typename\n      ...PackageCardFields\n      kind\n      includes\n      amenities\n      terms\n      ...HolidayPartsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerQuoteFields on CustomerQuote {\n    id\n    reference\n    version\n    status\n    canAccept\n    customerName\n    subtotalCents\n    vatCents\n    vatPercent\n    totalCents\n    depositPercent\n    depositCents\n    depositDueOn\n    balanceDueOn\n    validUntil\n    message\n    sentAt\n    acceptedAt\n    invoiceNumber\n    lines {\n      position\n      description\n      quantity\n      amountCents\n      vatTreatment\n      vatPercent\n      vatCents\n    }\n    vatGroups {\n      vatTreatment\n      vatPercent\n      amountCents\n      vatCents\n    }\n    termsText\n    cancellationPolicyText\n    termsVersion\n  }\n"): (typeof documents)["\n  fragment CustomerQuoteFields on CustomerQuote {\n    id\n    reference\n    version\n    status\n    canAccept\n    customerName\n    subtotalCents\n    vatCents\n    vatPercent\n    totalCents\n    depositPercent\n    depositCents\n    depositDueOn\n    balanceDueOn\n    validUntil\n    message\n    sentAt\n    acceptedAt\n    invoiceNumber\n    lines {\n      position\n      description\n      quantity\n      amountCents\n      vatTreatment\n      vatPercent\n      vatCents\n    }\n    vatGroups {\n      vatTreatment\n      vatPercent\n      amountCents\n      vatCents\n    }\n    termsText\n    cancellationPolicyText\n    termsVersion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteByToken($token: String!) {\n    quoteByToken(token: $token) {\n      ...CustomerQuoteFields\n    }\n  }\n"): (typeof documents)["\n  query QuoteByToken($token: String!) {\n    quoteByToken(token: $token) {\n      ...CustomerQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptQuote($token: String!) {\n    acceptQuote(token: $token) {\n      id\n      number\n      reference\n      status\n      totalCents\n      depositCents\n      depositDueOn\n      balanceCents\n      balanceDueOn\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptQuote($token: String!) {\n    acceptQuote(token: $token) {\n      id\n      number\n      reference\n      status\n      totalCents\n      depositCents\n      depositDueOn\n      balanceCents\n      balanceDueOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AskAboutQuote($token: String!, $message: String!) {\n    askAboutQuote(token: $token, message: $message)\n  }\n"): (typeof documents)["\n  mutation AskAboutQuote($token: String!, $message: String!) {\n    askAboutQuote(token: $token, message: $message)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPackages($destination: String, $date: LocalDate, $maxPrice: Float!, $page: Int!, $limit: Int!) {\n    searchPackages(destination: $destination, date: $date, maxPrice: $maxPrice, page: $page, limit: $limit) {\n      data {\n        ...PackageCardFields\n      }\n      approximate\n      pagination {\n        page\n        limit\n        totalItems\n        totalPages\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchPackages($destination: String, $date: LocalDate, $maxPrice: Float!, $page: Int!, $limit: Int!) {\n    searchPackages(destination: $destination, date: $date, maxPrice: $maxPrice, page: $page, limit: $limit) {\n      data {\n        ...PackageCardFields\n      }\n      approximate\n      pagination {\n        page\n        limit\n        totalItems\n        totalPages\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffMemberFields on StaffMember {\n    id\n    username\n    role\n  }\n"): (typeof documents)["\n  fragment StaffMemberFields on StaffMember {\n    id\n    username\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxRowFields on InboxItem {\n    id\n    kind\n    reference\n    status\n    title\n    fullName\n    email\n    createdAt\n    assignedTo {\n      ...StaffMemberFields\n    }\n  }\n"): (typeof documents)["\n  fragment InboxRowFields on InboxItem {\n    id\n    kind\n    reference\n    status\n    title\n    fullName\n    email\n    createdAt\n    assignedTo {\n      ...StaffMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxNoteFields on InboxNote {\n    id\n    body\n    authorName\n    createdAt\n  }\n"): (typeof documents)["\n  fragment InboxNoteFields on InboxNote {\n    id\n    body\n    authorName\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxItemDetailFields on InboxItem {\n    ...InboxRowFields\n    phone\n    departureDate\n    returnDate\n    updatedAt\n    booking {\n      id\n      reference\n      kind\n      title\n      packageId\n      packageTitle\n      packageType\n      hotelName\n      roomTypeName\n      rooms\n      roomNumbers\n      adults\n      children\n      guests\n      departureDate\n      returnDate\n      total\n      currency\n      specialRequests\n    }\n    enquiry {\n      id\n      kind\n      destination\n      guests\n      departureDate\n      returnDate\n      holidayType\n      budget\n      message\n      address\n      bookingId\n    }\n    notes {\n      ...InboxNoteFields\n    }\n    history {\n      ...AuditEventFields\n    }\n  }\n"): (typeof documents)["\n  fragment InboxItemDetailFields on InboxItem {\n    ...InboxRowFields\n    phone\n    departureDate\n    returnDate\n    updatedAt\n    booking {\n      id\n      reference\n      kind\n      title\n      packageId\n      packageTitle\n      packageType\n      hotelName\n      roomTypeName\n      rooms\n      roomNumbers\n      adults\n      children\n      guests\n      departureDate\n      returnDate\n      total\n      currency\n      specialRequests\n    }\n    enquiry {\n      id\n      kind\n      destination\n      guests\n      departureDate\n      returnDate\n      holidayType\n      budget\n      message\n      address\n      bookingId\n    }\n    notes {\n      ...InboxNoteFields\n    }\n    history {\n      ...AuditEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inbox($filter: InboxFilter) {\n    inbox(filter: $filter) {\n      items {\n        ...InboxRowFields\n      }\n      total\n      totalExact\n      page\n      pageSize\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query Inbox($filter: InboxFilter) {\n    inbox(filter: $filter) {\n      items {\n        ...InboxRowFields\n      }\n      total\n      totalExact\n      page\n      pageSize\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxItem($id: ID!) {\n    inboxItem(id: $id) {\n      ...InboxItemDetailFields\n    }\n  }\n"): (typeof documents)["\n  query InboxItem($id: ID!) {\n    inboxItem(id: $id) {\n      ...InboxItemDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMembers {\n    staffMembers {\n      ...StaffMemberFields\n    }\n  }\n"): (typeof documents)["\n  query StaffMembers {\n    staffMembers {\n      ...StaffMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddInboxNote($id: ID!, $body: String!) {\n    addInboxNote(id: $id, body: $body) {\n      ...InboxNoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddInboxNote($id: ID!, $body: String!) {\n    addInboxNote(id: $id, body: $body) {\n      ...InboxNoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignInboxItem($id: ID!, $staffId: ID) {\n    assignInboxItem(id: $id, staffId: $staffId) {\n      ...InboxItemDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssignInboxItem($id: ID!, $staffId: ID) {\n    assignInboxItem(id: $id, staffId: $staffId) {\n      ...InboxItemDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInboxStatus($id: ID!, $status: BookingStatus!) {\n    setInboxStatus(id: $id, status: $status) {\n      ...InboxItemDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetInboxStatus($id: ID!, $status: BookingStatus!) {\n    setInboxStatus(id: $id, status: $status) {\n      ...InboxItemDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConvertEnquiryToBooking($id: ID!, $input: ConvertEnquiryInput!) {\n    convertEnquiryToBooking(id: $id, input: $input) {\n      ...InboxItemDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConvertEnquiryToBooking($id: ID!, $input: ConvertEnquiryInput!) {\n    convertEnquiryToBooking(id: $id, input: $input) {\n      ...InboxItemDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffInvoiceFields on Invoice {\n    id\n    number\n    reference\n    quoteId\n    customerName\n    customerEmail\n    status\n    issuedOn\n    subtotalCents\n    vatCents\n    vatPercent\n    totalCents\n    paidCents\n    balanceCents\n    depositCents\n    depositDueOn\n    balanceDueOn\n    refundedCents\n    refundDueCents\n    acceptedAt\n    acceptedBy\n    termsVersion\n    createdAt\n    vatGroups {\n      vatTreatment\n      vatPercent\n      amountCents\n      vatCents\n    }\n    lines {\n      position\n      kind\n      description\n      quantity\n      unitPriceCents\n      currency\n      exchangeRate\n      amountCents\n      vatTreatment\n      vatPercent\n      vatCents\n    }\n    payments {\n      id\n      amountCents\n      receivedOn\n      method\n      reference\n      createdAt\n    }\n    refunds {\n      id\n      amountCents\n      refundedOn\n      method\n      reference\n      createdAt\n    }\n    creditNote {\n      id\n      number\n      reason\n      cancellationFeeCents\n      amountCreditedCents\n      vatCreditedCents\n      refundOwedCents\n      createdAt\n      vatGroups {\n        vatTreatment\n        vatPercent\n        creditedCents\n        creditedVatCents\n        feeCents\n        feeVatCents\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment StaffInvoiceFields on Invoice {\n    id\n    number\n    reference\n    quoteId\n    customerName\n    customerEmail\n    status\n    issuedOn\n    subtotalCents\n    vatCents\n    vatPercent\n    totalCents\n    paidCents\n    balanceCents\n    depositCents\n    depositDueOn\n    balanceDueOn\n    refundedCents\n    refundDueCents\n    acceptedAt\n    acceptedBy\n    termsVersion\n    createdAt\n    vatGroups {\n      vatTreatment\n      vatPercent\n      amountCents\n      vatCents\n    }\n    lines {\n      position\n      kind\n      description\n      quantity\n      unitPriceCents\n      currency\n      exchangeRate\n      amountCents\n      vatTreatment\n      vatPercent\n      vatCents\n    }\n    payments {\n      id\n      amountCents\n      receivedOn\n      method\n      reference\n      createdAt\n    }\n    refunds {\n      id\n      amountCents\n      refundedOn\n      method\n      reference\n      createdAt\n    }\n    creditNote {\n      id\n      number\n      reason\n      cancellationFeeCents\n      amountCreditedCents\n      vatCreditedCents\n      refundOwedCents\n      createdAt\n      vatGroups {\n        vatTreatment\n        vatPercent\n        creditedCents\n        creditedVatCents\n        feeCents\n        feeVatCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffInvoices($status: InvoicePaymentStatus) {\n    invoices(status: $status) {\n      ...StaffInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  query StaffInvoices($status: InvoicePaymentStatus) {\n    invoices(status: $status) {\n      ...StaffInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffInvoice($id: ID!) {\n    invoice(id: $id) {\n      ...StaffInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  query StaffInvoice($id: ID!) {\n    invoice(id: $id) {\n      ...StaffInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPayment($invoiceId: ID!, $input: PaymentInput!) {\n    recordPayment(invoiceId: $invoiceId, input: $input) {\n      ...StaffInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPayment($invoiceId: ID!, $input: PaymentInput!) {\n    recordPayment(invoiceId: $invoiceId, input: $input) {\n      ...StaffInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelInvoice($id: ID!, $input: CancelInvoiceInput!) {\n    cancelInvoice(id: $id, input: $input) {\n      ...StaffInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelInvoice($id: ID!, $input: CancelInvoiceInput!) {\n    cancelInvoice(id: $id, input: $input) {\n      ...StaffInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordRefund($invoiceId: ID!, $input: RefundInput!) {\n    recordRefund(invoiceId: $invoiceId, input: $input) {\n      ...StaffInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordRefund($invoiceId: ID!, $input: RefundInput!) {\n    recordRefund(invoiceId: $invoiceId, input: $input) {\n      ...StaffInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceQuote($id: ID!) {\n    quote(id: $id) {\n      id\n      inboxItemId\n      acceptedFromIp\n    }\n  }\n"): (typeof documents)["\n  query InvoiceQuote($id: ID!) {\n    quote(id: $id) {\n      id\n      inboxItemId\n      acceptedFromIp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffQuoteFields on Quote {\n    id\n    inboxItemId\n    reference\n    version\n    status\n    customerEmail\n    currency\n    subtotalCents\n    vatCents\n    vatPercent\n    totalCents\n    depositPercent\n    depositCents\n    depositDueOn\n    balanceDueOn\n    validUntil\n    marginCents\n    message\n    sentAt\n    acceptedAt\n    acceptedBy\n    acceptedFromIp\n    termsVersion\n    invoiceId\n    vatGroups {\n      vatTreatment\n      vatPercent\n      amountCents\n      vatCents\n    }\n    lines {\n      id\n      position\n      kind\n      description\n      quantity\n      unitPriceCents\n      currency\n      exchangeRate\n      amountCents\n      netCostCents\n      marginCents\n      vatTreatment\n      vatPercent\n      vatCents\n    }\n  }\n"): (typeof documents)["\n  fragment StaffQuoteFields on Quote {\n    id\n    inboxItemId\n    reference\n    version\n    status\n    customerEmail\n    currency\n    subtotalCents\n    vatCents\n    vatPercent\n    totalCents\n    depositPercent\n    depositCents\n    depositDueOn\n    balanceDueOn\n    validUntil\n    marginCents\n    message\n    sentAt\n    acceptedAt\n    acceptedBy\n    acceptedFromIp\n    termsVersion\n    invoiceId\n    vatGroups {\n      vatTreatment\n      vatPercent\n      amountCents\n      vatCents\n    }\n    lines {\n      id\n      position\n      kind\n      description\n      quantity\n      unitPriceCents\n      currency\n      exchangeRate\n      amountCents\n      netCostCents\n      marginCents\n      vatTreatment\n      vatPercent\n      vatCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxItemQuotes($inboxItemId: ID!) {\n    quotes(inboxItemId: $inboxItemId) {\n      ...StaffQuoteFields\n    }\n  }\n"): (typeof documents)["\n  query InboxItemQuotes($inboxItemId: ID!) {\n    quotes(inboxItemId: $inboxItemId) {\n      ...StaffQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteDefaults($inboxItemId: ID!) {\n    quoteDefaults(inboxItemId: $inboxItemId) {\n      validUntil\n      depositPercent\n      depositDueOn\n      balanceDueOn\n      departureDate\n      vatPercent\n      international\n      suggestedLines {\n        kind\n        description\n        quantity\n        unitPriceCents\n        currency\n        vatTreatment\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuoteDefaults($inboxItemId: ID!) {\n    quoteDefaults(inboxItemId: $inboxItemId) {\n      validUntil\n      depositPercent\n      depositDueOn\n      balanceDueOn\n      departureDate\n      vatPercent\n      international\n      suggestedLines {\n        kind\n        description\n        quantity\n        unitPriceCents\n        currency\n        vatTreatment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteExchangeRates {\n    exchangeRates {\n      currency\n      randPerUnit\n    }\n  }\n"): (typeof documents)["\n  query QuoteExchangeRates {\n    exchangeRates {\n      currency\n      randPerUnit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteInvoiceNumber($id: ID!) {\n    invoice(id: $id) {\n      id\n      number\n    }\n  }\n"): (typeof documents)["\n  query QuoteInvoiceNumber($id: ID!) {\n    invoice(id: $id) {\n      id\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuote($inboxItemId: ID!, $input: QuoteInput!) {\n    createQuote(inboxItemId: $inboxItemId, input: $input) {\n      ...StaffQuoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuote($inboxItemId: ID!, $input: QuoteInput!) {\n    createQuote(inboxItemId: $inboxItemId, input: $input) {\n      ...StaffQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuote($id: ID!, $input: QuoteInput!) {\n    updateQuote(id: $id, input: $input) {\n      ...StaffQuoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateQuote($id: ID!, $input: QuoteInput!) {\n    updateQuote(id: $id, input: $input) {\n      ...StaffQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendQuote($id: ID!) {\n    sendQuote(id: $id) {\n      ...StaffQuoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendQuote($id: ID!) {\n    sendQuote(id: $id) {\n      ...StaffQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviseQuote($id: ID!) {\n    reviseQuote(id: $id) {\n      ...StaffQuoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReviseQuote($id: ID!) {\n    reviseQuote(id: $id) {\n      ...StaffQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawQuote($id: ID!) {\n    withdrawQuote(id: $id) {\n      ...StaffQuoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawQuote($id: ID!) {\n    withdrawQuote(id: $id) {\n      ...StaffQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StayHotelCardFields on Hotel {\n    id\n    name\n    type\n    city\n    photos\n    description\n    rating\n    distanceFromCentreM\n  }\n"): (typeof documents)["\n  fragment StayHotelCardFields on Hotel {\n    id\n    name\n    type\n    city\n    photos\n    description\n    rating\n    distanceFromCentreM\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaySearch($input: StaySearchInput!) {\n    staySearch(input: $input) {\n      items {\n        hotel {\n          ...StayHotelCardFields\n        }\n        cheapestRoomTypeId\n        cheapestNightly\n        cheapestTotal\n        nights\n      }\n      total\n      page\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query StaySearch($input: StaySearchInput!) {\n    staySearch(input: $input) {\n      items {\n        hotel {\n          ...StayHotelCardFields\n        }\n        cheapestRoomTypeId\n        cheapestNightly\n        cheapestTotal\n        nights\n      }\n      total\n      page\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StayHotelFields on Hotel {\n    id\n    name\n    type\n    address\n    city\n    country\n    photos\n    description\n    rating\n    distanceFromCentreM\n    amenities {\n      id\n      name\n      description\n    }\n    activities {\n      id\n      name\n      description\n      duration\n      maxParticipants\n      price\n    }\n  }\n"): (typeof documents)["\n  fragment StayHotelFields on Hotel {\n    id\n    name\n    type\n    address\n    city\n    country\n    photos\n    description\n    rating\n    distanceFromCentreM\n    amenities {\n      id\n      name\n      description\n    }\n    activities {\n      id\n      name\n      description\n      duration\n      maxParticipants\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StayHotel($id: ID!) {\n    hotel(id: $id) {\n      ...StayHotelFields\n    }\n  }\n"): (typeof documents)["\n  query StayHotel($id: ID!) {\n    hotel(id: $id) {\n      ...StayHotelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StayAvailability($input: StayAvailabilityInput!) {\n    stayAvailability(input: $input) {\n      checkIn\n      checkOut\n      nights\n      adults\n      children\n      rooms\n      roomTypes {\n        roomType {\n          id\n          name\n          description\n          capacity\n          amenities\n          photos\n        }\n        available\n        unitsFree\n        reason\n        nights {\n          date\n          price\n          source\n        }\n        nightly\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query StayAvailability($input: StayAvailabilityInput!) {\n    stayAvailability(input: $input) {\n      checkIn\n      checkOut\n      nights\n      adults\n      children\n      rooms\n      roomTypes {\n        roomType {\n          id\n          name\n          description\n          capacity\n          amenities\n          photos\n        }\n        available\n        unitsFree\n        reason\n        nights {\n          date\n          price\n          source\n        }\n        nightly\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReserveStay($input: ReserveStayInput!) {\n    reserveStay(input: $input) {\n      id\n      reference\n      status\n      hotelName\n      roomTypeName\n      departureDate\n      returnDate\n      rooms\n      adults\n      children\n      total\n      fullName\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ReserveStay($input: ReserveStayInput!) {\n    reserveStay(input: $input) {\n      id\n      reference\n      status\n      hotelName\n      roomTypeName\n      departureDate\n      returnDate\n      rooms\n      adults\n      children\n      total\n      fullName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterEstablishment($input: RegisterEstablishmentInput!) {\n    registerEstablishment(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterEstablishment($input: RegisterEstablishmentInput!) {\n    registerEstablishment(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveEstablishmentPhotos($id: ID!, $input: HotelInput!) {\n    updateHotel(id: $id, input: $input) {\n      id\n      photos\n    }\n  }\n"): (typeof documents)["\n  mutation SaveEstablishmentPhotos($id: ID!, $input: HotelInput!) {\n    updateHotel(id: $id, input: $input) {\n      id\n      photos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserAccountFields on UserAccount {\n    id\n    username\n    email\n    phone\n    role\n    hotels {\n      id\n      name\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment UserAccountFields on UserAccount {\n    id\n    username\n    email\n    phone\n    role\n    hotels {\n      id\n      name\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserAccounts($filter: UserAccountsFilter, $page: Int!) {\n    userAccounts(filter: $filter, page: $page) {\n      items {\n        ...UserAccountFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query UserAccounts($filter: UserAccountsFilter, $page: Int!) {\n    userAccounts(filter: $filter, page: $page) {\n      items {\n        ...UserAccountFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRole($input: SetUserRoleInput!) {\n    setUserRole(input: $input) {\n      ...UserAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserRole($input: SetUserRoleInput!) {\n    setUserRole(input: $input) {\n      ...UserAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserAdminHotels {\n    managedHotels {\n      id\n      name\n      city\n    }\n  }\n"): (typeof documents)["\n  query UserAdminHotels {\n    managedHotels {\n      id\n      name\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserAdminAssignHotel($hotelId: ID!, $userId: ID!) {\n    assignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      hotelIds\n    }\n  }\n"): (typeof documents)["\n  mutation UserAdminAssignHotel($hotelId: ID!, $userId: ID!) {\n    assignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      hotelIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserAdminUnassignHotel($hotelId: ID!, $userId: ID!) {\n    unassignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      hotelIds\n    }\n  }\n"): (typeof documents)["\n  mutation UserAdminUnassignHotel($hotelId: ID!, $userId: ID!) {\n    unassignHotelManager(hotelId: $hotelId, userId: $userId) {\n      id\n      hotelIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteConfig {\n    siteConfig {\n      agency {\n        name\n        registrationNumber\n        vatNumber\n        addressLines\n        phone\n        email\n        emergencyPhone\n      }\n      carsWidgetUrl\n      toursWidgetUrl\n      contactMapUrl\n      externalBookingUrl\n    }\n  }\n"): (typeof documents)["\n  query SiteConfig {\n    siteConfig {\n      agency {\n        name\n        registrationNumber\n        vatNumber\n        addressLines\n        phone\n        email\n        emergencyPhone\n      }\n      carsWidgetUrl\n      toursWidgetUrl\n      contactMapUrl\n      externalBookingUrl\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;