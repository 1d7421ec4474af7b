import type { MockLink } from "@apollo/client/testing";
import { makeUser, signedInStore } from "../../test/render";
import type { AuditEventFieldsFragment } from "../../components/admin/history/graphql";
import { INBOX_PAGE_SIZE } from "./constants";
import {
  InboxItemQuery,
  InboxQuery,
  StaffMembersQuery,
  type InboxFilter,
  type InboxItemDetailFieldsFragment,
  type InboxRowFieldsFragment,
  type StaffMemberFieldsFragment,
} from "./graphql";

// Codegen's types leave __typename out, but the mocked cache needs it to store each object: the
// fixtures carry it and are cast to the generated types.
type Overrides = Record<string, unknown>;

export const nomsa = {
  __typename: "StaffMember",
  id: "staff-1",
  username: "nomsa",
  role: "STAFF",
} as StaffMemberFieldsFragment;
export const sipho = {
  __typename: "StaffMember",
  id: "staff-2",
  username: "sipho",
  role: "AGENCY_ADMIN",
} as StaffMemberFieldsFragment;

/** Signed in as nomsa (STAFF), whose id "Assigned to me" sends. */
export const staffStore = () =>
  signedInStore(
    makeUser({
      id: nomsa.id,
      username: "nomsa",
      role: "STAFF",
      isCoolUser: true,
    }),
  );

export const row = (overrides: Overrides = {}): InboxRowFieldsFragment =>
  ({
    __typename: "InboxItem",
    id: "i1",
    kind: "BOOKING_REQUEST",
    reference: "UH-AAA111",
    status: "PENDING",
    title: "Cape Town Explorer",
    fullName: "Lerato Mokoena",
    email: "lerato@example.test",
    createdAt: "2026-11-20T08:30:00Z",
    assignedTo: null,
    ...overrides,
  }) as InboxRowFieldsFragment;

/** One item of each kind, newest first as the API returns them. */
export const fiveKinds: InboxRowFieldsFragment[] = [
  row({
    id: "i5",
    kind: "CONTACT",
    reference: "EQ-CON555",
    title: "Contact message",
    fullName: "Ayanda Dlamini",
    status: "CONTACTED",
  }),
  row({
    id: "i4",
    kind: "INSURANCE_QUOTE",
    reference: "EQ-INS444",
    title: "Insurance quote: Mauritius",
    fullName: "Pieter van Wyk",
    status: "QUOTED",
  }),
  row({
    id: "i3",
    kind: "TRIP_PLAN",
    reference: "EQ-TRP333",
    title: "Trip plan: Bali",
    fullName: "Zanele Khumalo",
    email: null,
    assignedTo: nomsa,
  }),
  row({
    id: "i2",
    kind: "STAY_RESERVATION",
    reference: "UH-STY222",
    title: "Protea Waterfront · Sea View Double",
    status: "CONFIRMED",
  }),
  row({ id: "i1" }),
];

export const baseFilter: InboxFilter = {
  kinds: null,
  statuses: null,
  receivedFrom: null,
  receivedTo: null,
  search: null,
  assignedToId: null,
  page: 1,
  pageSize: INBOX_PAGE_SIZE,
};

export const inboxMock = (
  filter: Partial<InboxFilter>,
  items: InboxRowFieldsFragment[],
  {
    total = items.length,
    totalExact = true,
    totalPages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
  } = {},
): MockLink.MockedResponse => ({
  request: {
    query: InboxQuery,
    variables: { filter: { ...baseFilter, ...filter } },
  },
  result: {
    data: {
      inbox: {
        __typename: "InboxPage",
        items,
        total,
        totalExact,
        page: filter.page ?? 1,
        pageSize: INBOX_PAGE_SIZE,
        totalPages,
      },
    },
  },
});

export const event = (overrides: Overrides = {}): AuditEventFieldsFragment =>
  ({
    __typename: "AuditEvent",
    id: "e1",
    entity: "ENQUIRY",
    entityId: "i3",
    action: "CREATED",
    actorName: "visitor",
    createdAt: "2026-11-20T08:30:00Z",
    changes: [],
    ...overrides,
  }) as AuditEventFieldsFragment;

export const tripPlan = (
  overrides: Overrides = {},
): InboxItemDetailFieldsFragment =>
  ({
    ...row({
      id: "i3",
      kind: "TRIP_PLAN",
      reference: "EQ-TRP333",
      title: "Trip plan: Bali",
      fullName: "Zanele Khumalo",
      email: "zanele@example.test",
    }),
    phone: "+27 82 555 0199",
    departureDate: "2027-03-01",
    returnDate: "2027-03-10",
    updatedAt: "2026-11-20T09:00:00Z",
    booking: null,
    enquiry: {
      __typename: "Enquiry",
      id: "i3",
      kind: "TRIP_PLAN",
      destination: "Bali",
      guests: 2,
      departureDate: "2027-03-01",
      returnDate: "2027-03-10",
      holidayType: "beach",
      budget: 45000,
      message: "Honeymoon, somewhere quiet please.",
      address: null,
      bookingId: null,
    },
    notes: [
      {
        __typename: "InboxNote",
        id: "n1",
        body: "Called, no answer.",
        authorName: "sipho",
        createdAt: "2026-11-20T10:00:00Z",
      },
    ],
    history: [event()],
    ...overrides,
  }) as unknown as InboxItemDetailFieldsFragment;

export const itemMock = (
  item: InboxItemDetailFieldsFragment | null,
  id = item?.id ?? "missing",
): MockLink.MockedResponse => ({
  request: { query: InboxItemQuery, variables: { id } },
  result: { data: { inboxItem: item } },
});

export const staffMembersMock: MockLink.MockedResponse = {
  request: { query: StaffMembersQuery, variables: {} },
  result: { data: { staffMembers: [nomsa, sipho] } },
};
