/**
 * Demo accounts, created only in demo mode (see AppConfig.demoMode): their password is published in
 * the README, so they must never exist on a production database.
 */
import type { UserRole } from '../db/schema.js';

export const DEMO_PASSWORD = 'Password123!';

export interface DemoUserSeed {
  readonly username: string;
  readonly role: UserRole;
  readonly email: string;
  readonly phone: string;
  readonly country: string;
  readonly city: string;
}

export const DEMO_USERS: readonly DemoUserSeed[] = [
  {
    username: 'admin',
    role: 'AGENCY_ADMIN',
    email: 'admin@ubuntuhorizons.co.za',
    phone: '+27 12 004 1180',
    country: 'South Africa',
    city: 'Centurion',
  },
  {
    username: 'manager',
    role: 'HOTEL_MANAGER',
    email: 'manager@ubuntuhorizons.co.za',
    phone: '+27 21 430 7765',
    country: 'South Africa',
    city: 'Cape Town',
  },
  {
    username: 'staff',
    role: 'STAFF',
    email: 'staff@ubuntuhorizons.co.za',
    phone: '+27 12 004 1192',
    country: 'South Africa',
    city: 'Pretoria',
  },
  {
    username: 'traveller',
    role: 'CUSTOMER',
    email: 'thandi.mokoena@example.co.za',
    phone: '+27 82 555 0147',
    country: 'South Africa',
    city: 'Johannesburg',
  },
];

export const DEMO_USERNAMES: readonly string[] = DEMO_USERS.map((u) => u.username);

/** The demo user who gets the hotels marked managedByDemoManager in their list. */
export const DEMO_MANAGER_USERNAME = 'manager';
