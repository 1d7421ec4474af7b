import { graphql } from '../../gql';
import type {
  BookingStatus,
  ConvertEnquiryInput,
  InboxFilter,
  InboxItemDetailFieldsFragment,
  InboxItemKind,
  InboxNoteFieldsFragment,
  InboxRowFieldsFragment,
  StaffMemberFieldsFragment,
} from '../../gql/graphql';

export type {
  ConvertEnquiryInput,
  InboxFilter,
  InboxItemDetailFieldsFragment,
  InboxItemKind,
  InboxNoteFieldsFragment,
  InboxRowFieldsFragment,
  StaffMemberFieldsFragment,
};
/** The workflow's statuses (bookings and enquiries share them). */
export type InboxStatus = BookingStatus;

export const StaffMemberFields = graphql(`
  fragment StaffMemberFields on StaffMember {
    id
    username
    role
  }
`);

/** What a row of the inbox table shows. */
export const InboxRowFields = graphql(`
  fragment InboxRowFields on InboxItem {
    id
    kind
    reference
    status
    title
    fullName
    email
    createdAt
    assignedTo {
      ...StaffMemberFields
    }
  }
`);

export const InboxNoteFields = graphql(`
  fragment InboxNoteFields on InboxNote {
    id
    body
    authorName
    createdAt
  }
`);

/** Everything the item page shows; every mutation on an item returns it, so the page updates from the cache. */
export const InboxItemDetailFields = graphql(`
  fragment InboxItemDetailFields on InboxItem {
    ...InboxRowFields
    phone
    departureDate
    returnDate
    updatedAt
    booking {
      id
      reference
      kind
      title
      packageId
      packageTitle
      packageType
      hotelName
      roomTypeName
      rooms
      roomNumbers
      adults
      children
      guests
      departureDate
      returnDate
      total
      currency
      specialRequests
    }
    enquiry {
      id
      kind
      destination
      guests
      departureDate
      returnDate
      holidayType
      budget
      message
      address
      bookingId
    }
    notes {
      ...InboxNoteFields
    }
    history {
      ...AuditEventFields
    }
  }
`);

/** The inbox list, newest first. */
export const InboxQuery = graphql(`
  query Inbox($filter: InboxFilter) {
    inbox(filter: $filter) {
      items {
        ...InboxRowFields
      }
      total
      totalExact
      page
      pageSize
      totalPages
    }
  }
`);

/** One item; null when it does not exist. */
export const InboxItemQuery = graphql(`
  query InboxItem($id: ID!) {
    inboxItem(id: $id) {
      ...InboxItemDetailFields
    }
  }
`);

/** Who an item can be assigned to: users with role STAFF or AGENCY_ADMIN. */
export const StaffMembersQuery = graphql(`
  query StaffMembers {
    staffMembers {
      ...StaffMemberFields
    }
  }
`);

export const AddInboxNoteMutation = graphql(`
  mutation AddInboxNote($id: ID!, $body: String!) {
    addInboxNote(id: $id, body: $body) {
      ...InboxNoteFields
    }
  }
`);

export const AssignInboxItemMutation = graphql(`
  mutation AssignInboxItem($id: ID!, $staffId: ID) {
    assignInboxItem(id: $id, staffId: $staffId) {
      ...InboxItemDetailFields
    }
  }
`);

export const SetInboxStatusMutation = graphql(`
  mutation SetInboxStatus($id: ID!, $status: BookingStatus!) {
    setInboxStatus(id: $id, status: $status) {
      ...InboxItemDetailFields
    }
  }
`);

/** Returns the new booking's item; the enquiry becomes CONFIRMED and points at it. */
export const ConvertEnquiryMutation = graphql(`
  mutation ConvertEnquiryToBooking($id: ID!, $input: ConvertEnquiryInput!) {
    convertEnquiryToBooking(id: $id, input: $input) {
      ...InboxItemDetailFields
    }
  }
`);
