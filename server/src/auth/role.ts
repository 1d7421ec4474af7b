import { registerEnumType } from '@nestjs/graphql';
import type { UserRole } from '../db/schema.js';

export const Role = {
  CUSTOMER: 'CUSTOMER',
  HOTEL_MANAGER: 'HOTEL_MANAGER',
  AGENCY_ADMIN: 'AGENCY_ADMIN',
  STAFF: 'STAFF',
} as const satisfies Record<UserRole, UserRole>;
export type Role = UserRole;

registerEnumType(Role, {
  name: 'Role',
  description: 'What a user may do: customers book, hotel managers run their own hotels, agency admins run everything, staff work enquiries.',
  valuesMap: {
    CUSTOMER: { description: 'Registered on the public site.' },
    HOTEL_MANAGER: { description: 'Administers the hotels in their own hotels list.' },
    AGENCY_ADMIN: { description: 'Administers everything.' },
    STAFF: { description: "The agency's internal user (the spec's isCoolUser)." },
  },
});

/** Roles that may open the admin portal (the spec's isAdmin). */
export const ADMIN_ROLES: readonly Role[] = [Role.AGENCY_ADMIN, Role.HOTEL_MANAGER];

export const isAdminRole = (role: Role): boolean => ADMIN_ROLES.includes(role);
/** The spec's internal user. */
export const isCoolUserRole = (role: Role): boolean => role === Role.STAFF;
