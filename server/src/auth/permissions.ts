import { Role } from './role.js';

/**
 * What an operation needs, in the words of the policy. Every operation that is not `@Public()`
 * declares exactly one of these with `@Allow(Permission.X)`; which roles hold it is decided once,
 * in ROLE_PERMISSIONS below. Ownership (a hotel manager's own hotels, a customer's own stay) is
 * checked by the service on top of the permission.
 */
export const Permission = {
  /** Read one's own profile, change one's password, sign out. */
  ManageOwnAccount: 'ManageOwnAccount',
  /** List the booking requests one made oneself. */
  ReadOwnBookings: 'ReadOwnBookings',
  /** Cancel a stay reservation: the guest their own, the hotel side the stays at their hotels. */
  CancelReservation: 'CancelReservation',
  /** List and confirm the stay reservations of a hotel. */
  ManageReservations: 'ManageReservations',
  /** Read who changed a row and when (scoped by role in the service). */
  ReadAuditTrail: 'ReadAuditTrail',
  /** The dashboard and analytics figures (a hotel manager's own hotels only). */
  ReadDashboard: 'ReadDashboard',
  /** Upload a photo for a hotel or package form. */
  UploadPhotos: 'UploadPhotos',
  /** Register, edit and delete hotels (a hotel manager: the hotels in their own list). */
  ManageHotels: 'ManageHotels',
  /** Room types, rooms, rate types, rates, amenities and activities of a hotel one manages. */
  ManageHotelInventory: 'ManageHotelInventory',
  /** Approve or reject a hotel registered through Register Hotel. */
  ReviewHotels: 'ReviewHotels',
  /** Say which hotel manager runs which hotel. */
  AssignHotelManagers: 'AssignHotelManagers',
  /** Create, edit and delete packages and holiday packages. */
  ManagePackages: 'ManagePackages',
  /** The agency inbox: booking requests and enquiries, notes, assignment, status, conversion. */
  WorkInbox: 'WorkInbox',
  /** List every user account and change a user's role. */
  ManageUserAccounts: 'ManageUserAccounts',
  /** The agency's booking and cancellation policies. */
  ManagePolicies: 'ManagePolicies',
  /** The exchange rates quoted beside rand prices. */
  SetExchangeRates: 'SetExchangeRates',
  /** Build, send and revise quotes for inbox items; read every quote (net costs and margins) and invoice. */
  ManageQuotes: 'ManageQuotes',
  /** Record payments against invoices and cancel invoices with a credit note. */
  RecordPayments: 'RecordPayments',
  /** Read the quotes and invoices of one's own requests. */
  ReadOwnQuotes: 'ReadOwnQuotes',
  /** Accept a quote sent for one's own request, signed in (the e-mailed link needs no sign-in). */
  AcceptOwnQuotes: 'AcceptOwnQuotes',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

const SIGNED_IN = [
  Permission.ManageOwnAccount,
  Permission.ReadOwnBookings,
  Permission.CancelReservation,
  Permission.ReadOwnQuotes,
  Permission.AcceptOwnQuotes,
] as const;

/** Who may do what: the one table. Reading it answers the question; nothing else grants a permission. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  [Role.CUSTOMER]: [...SIGNED_IN],
  [Role.HOTEL_MANAGER]: [
    ...SIGNED_IN,
    Permission.ManageReservations,
    Permission.ReadAuditTrail,
    Permission.ReadDashboard,
    Permission.UploadPhotos,
    Permission.ManageHotels,
    Permission.ManageHotelInventory,
  ],
  [Role.STAFF]: [
    ...SIGNED_IN,
    Permission.ManageReservations,
    Permission.ReadAuditTrail,
    Permission.WorkInbox,
    Permission.ManageQuotes,
    Permission.RecordPayments,
  ],
  // The spec's admin: everything.
  [Role.AGENCY_ADMIN]: Object.values(Permission),
};

export function roleHasPermission(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role]?.includes(permission) ?? false;
}

/** The roles that hold a permission, in the table's order. */
export function rolesWith(permission: Permission): Role[] {
  return (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((role) => roleHasPermission(role, permission));
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (Object.values(Permission) as string[]).includes(value);
}
