import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import type { AuditEventFieldsFragment } from '../audit/graphql';

// Hand-typed until the server's inbox lands in schema.graphql; then these become codegen documents.
export type InboxItemKind = 'BOOKING_REQUEST' | 'STAY_RESERVATION' | 'TRIP_PLAN' | 'INSURANCE_QUOTE' | 'CONTACT';
export type InboxStatus = 'PENDING' | 'CONTACTED' | 'QUOTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED' | 'COMPLETED';
export type StaffRole = 'AGENCY_ADMIN' | 'CUSTOMER' | 'HOTEL_MANAGER' | 'STAFF';

export interface StaffMemberFieldsFragment {
  __typename?: 'StaffMember';
  id: string;
  username: string;
  role: StaffRole;
}

export interface InboxRowFieldsFragment {
  __typename?: 'InboxItem';
  id: string;
  kind: InboxItemKind;
  reference: string;
  status: InboxStatus;
  title: string;
  fullName: string;
  email?: string | null;
  createdAt: string;
  assignedTo?: StaffMemberFieldsFragment | null;
}

export interface InboxNoteFieldsFragment {
  __typename?: 'InboxNote';
  id: string;
  body: string;
  authorName: string;
  createdAt: string;
}

export interface InboxItemDetailFieldsFragment extends InboxRowFieldsFragment {
  phone?: string | null;
  departureDate?: string | null;
  returnDate?: string | null;
  updatedAt: string;
  booking?: {
    __typename?: 'Booking';
    id: string;
    reference: string;
    kind: string;
    title: string;
    packageId?: string | null;
    packageTitle?: string | null;
    packageType?: string | null;
    hotelName?: string | null;
    roomTypeName?: string | null;
    rooms?: number | null;
    roomNumbers?: string[] | null;
    adults?: number | null;
    children?: number | null;
    guests: number;
    departureDate: string;
    returnDate: string;
    total: number;
    currency: string;
    specialRequests: string;
  } | null;
  enquiry?: {
    __typename?: 'Enquiry';
    id: string;
    kind: 'TRIP_PLAN' | 'INSURANCE_QUOTE' | 'CONTACT';
    destination?: string | null;
    guests?: number | null;
    departureDate?: string | null;
    returnDate?: string | null;
    holidayType?: string | null;
    budget?: number | null;
    message: string;
    bookingId?: string | null;
  } | null;
  notes: InboxNoteFieldsFragment[];
  history: AuditEventFieldsFragment[];
}

export interface InboxFilter {
  kinds?: InboxItemKind[] | null;
  statuses?: InboxStatus[] | null;
  receivedFrom?: string | null;
  receivedTo?: string | null;
  search?: string | null;
  assignedToId?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

export interface ConvertEnquiryInput {
  title?: string | null;
  packageId?: string | null;
  guests: number;
  departureDate: string;
  returnDate: string;
  total: number;
}

const STAFF_MEMBER_FIELDS = `
  fragment StaffMemberFields on StaffMember {
    id
    username
    role
  }
`;

const INBOX_ROW_FIELDS = `
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
`;

const INBOX_NOTE_FIELDS = `
  fragment InboxNoteFields on InboxNote {
    id
    body
    authorName
    createdAt
  }
`;

const INBOX_ITEM_DETAIL_FIELDS = `
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
      bookingId
    }
    notes {
      ...InboxNoteFields
    }
    history {
      ...AuditEventFields
    }
  }
`;

// Inlined until the inbox lands in schema.graphql (the audit fragment is a codegen document already).
const AUDIT_EVENT_FIELDS = `
  fragment AuditEventFields on AuditEvent {
    id
    entity
    entityId
    action
    actorName
    createdAt
    changes {
      field
      before
      after
    }
  }
`;

// Every document that spreads the item carries all the fragments it needs.
const DETAIL_FRAGMENTS = `${STAFF_MEMBER_FIELDS}${INBOX_ROW_FIELDS}${INBOX_NOTE_FIELDS}${AUDIT_EVENT_FIELDS}${INBOX_ITEM_DETAIL_FIELDS}`;

export const InboxQuery: TypedDocumentNode<
  {
    inbox: {
      __typename?: 'InboxPage';
      items: InboxRowFieldsFragment[];
      total: number;
      page: number;
      pageSize: number;
      totalPages: number;
    };
  },
  { filter: InboxFilter }
> = parse(`
  query Inbox($filter: InboxFilter) {
    inbox(filter: $filter) {
      items {
        ...InboxRowFields
      }
      total
      page
      pageSize
      totalPages
    }
  }
  ${STAFF_MEMBER_FIELDS}
  ${INBOX_ROW_FIELDS}
`);

export const InboxItemQuery: TypedDocumentNode<{ inboxItem?: InboxItemDetailFieldsFragment | null }, { id: string }> = parse(`
  query InboxItem($id: ID!) {
    inboxItem(id: $id) {
      ...InboxItemDetailFields
    }
  }
  ${DETAIL_FRAGMENTS}
`);

export const StaffMembersQuery: TypedDocumentNode<{ staffMembers: StaffMemberFieldsFragment[] }, Record<string, never>> = parse(`
  query StaffMembers {
    staffMembers {
      ...StaffMemberFields
    }
  }
  ${STAFF_MEMBER_FIELDS}
`);

export const AddInboxNoteMutation: TypedDocumentNode<{ addInboxNote: InboxNoteFieldsFragment }, { id: string; body: string }> = parse(`
  mutation AddInboxNote($id: ID!, $body: String!) {
    addInboxNote(id: $id, body: $body) {
      ...InboxNoteFields
    }
  }
  ${INBOX_NOTE_FIELDS}
`);

export const AssignInboxItemMutation: TypedDocumentNode<
  { assignInboxItem: InboxItemDetailFieldsFragment },
  { id: string; staffId: string | null }
> = parse(`
  mutation AssignInboxItem($id: ID!, $staffId: ID) {
    assignInboxItem(id: $id, staffId: $staffId) {
      ...InboxItemDetailFields
    }
  }
  ${DETAIL_FRAGMENTS}
`);

export const SetInboxStatusMutation: TypedDocumentNode<
  { setInboxStatus: InboxItemDetailFieldsFragment },
  { id: string; status: InboxStatus }
> = parse(`
  mutation SetInboxStatus($id: ID!, $status: BookingStatus!) {
    setInboxStatus(id: $id, status: $status) {
      ...InboxItemDetailFields
    }
  }
  ${DETAIL_FRAGMENTS}
`);

export const ConvertEnquiryMutation: TypedDocumentNode<
  { convertEnquiryToBooking: InboxItemDetailFieldsFragment },
  { id: string; input: ConvertEnquiryInput }
> = parse(`
  mutation ConvertEnquiryToBooking($id: ID!, $input: ConvertEnquiryInput!) {
    convertEnquiryToBooking(id: $id, input: $input) {
      ...InboxItemDetailFields
    }
  }
  ${DETAIL_FRAGMENTS}
`);
