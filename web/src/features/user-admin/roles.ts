import type { Role } from '../../gql/graphql';

/** The roles in the order the selects offer them. */
export const ROLES: readonly Role[] = ['CUSTOMER', 'HOTEL_MANAGER', 'STAFF', 'AGENCY_ADMIN'];

export const roleLabel: Record<Role, string> = {
  CUSTOMER: 'Customer',
  HOTEL_MANAGER: 'Hotel manager',
  STAFF: 'Staff',
  AGENCY_ADMIN: 'Agency admin',
};

/** How the confirm question names the role: "Make thandi.m an agency admin?". */
export const roleAsComplement: Record<Role, string> = {
  CUSTOMER: 'a customer',
  HOTEL_MANAGER: 'a hotel manager',
  STAFF: 'staff',
  AGENCY_ADMIN: 'an agency admin',
};

export const roleQuestion = (username: string, role: Role): string => `Make ${username} ${roleAsComplement[role]}?`;

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Milliseconds the search box waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;
