import { describe, expect, it } from '@jest/globals';
import { isPermission, Permission, ROLE_PERMISSIONS, roleHasPermission, rolesWith } from './permissions.js';
import { Role } from './role.js';

/**
 * The signed-off policy, written a second time on purpose: granting or withdrawing a permission is a
 * security decision, so it takes a change here as well as in the table. The authorization matrix
 * (test/authorization-matrix.e2e-spec.ts) reads the table to know who each operation answers; this
 * is what keeps a wrongly granted permission from passing there unnoticed.
 */
const SIGNED_OFF: Record<Permission, readonly Role[]> = {
  ManageOwnAccount: ['CUSTOMER', 'HOTEL_MANAGER', 'STAFF', 'AGENCY_ADMIN'],
  ReadOwnBookings: ['CUSTOMER', 'HOTEL_MANAGER', 'STAFF', 'AGENCY_ADMIN'],
  CancelReservation: ['CUSTOMER', 'HOTEL_MANAGER', 'STAFF', 'AGENCY_ADMIN'],
  ManageReservations: ['HOTEL_MANAGER', 'STAFF', 'AGENCY_ADMIN'],
  ReadAuditTrail: ['HOTEL_MANAGER', 'STAFF', 'AGENCY_ADMIN'],
  ReadDashboard: ['HOTEL_MANAGER', 'AGENCY_ADMIN'],
  UploadPhotos: ['HOTEL_MANAGER', 'AGENCY_ADMIN'],
  ManageHotels: ['HOTEL_MANAGER', 'AGENCY_ADMIN'],
  ManageHotelInventory: ['HOTEL_MANAGER', 'AGENCY_ADMIN'],
  ReviewHotels: ['AGENCY_ADMIN'],
  AssignHotelManagers: ['AGENCY_ADMIN'],
  ManagePackages: ['AGENCY_ADMIN'],
  WorkInbox: ['STAFF', 'AGENCY_ADMIN'],
  ManageUserAccounts: ['AGENCY_ADMIN'],
  ManagePolicies: ['AGENCY_ADMIN'],
  SetExchangeRates: ['AGENCY_ADMIN'],
  ManageQuotes: ['STAFF', 'AGENCY_ADMIN'],
  RecordPayments: ['STAFF', 'AGENCY_ADMIN'],
  ReadOwnQuotes: ['CUSTOMER', 'HOTEL_MANAGER', 'STAFF', 'AGENCY_ADMIN'],
  AcceptOwnQuotes: ['CUSTOMER', 'HOTEL_MANAGER', 'STAFF', 'AGENCY_ADMIN'],
};

describe('the role → permission table', () => {
  it.each(Object.values(Permission))('%s is held by exactly the signed-off roles', (permission) => {
    expect(rolesWith(permission).sort()).toEqual([...SIGNED_OFF[permission]].sort());
  });

  it('names every role and grants nothing twice', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual(Object.values(Role).sort());
    for (const granted of Object.values(ROLE_PERMISSIONS)) expect(new Set(granted).size).toBe(granted.length);
  });

  it('grants nothing to an unknown role or for an unknown permission', () => {
    expect(roleHasPermission('NOBODY' as Role, Permission.ManageOwnAccount)).toBe(false);
    expect(isPermission('ManageEverything')).toBe(false);
    expect(isPermission(['AGENCY_ADMIN'])).toBe(false);
    expect(isPermission(Permission.WorkInbox)).toBe(true);
  });
});
