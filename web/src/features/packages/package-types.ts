import type { PackageType } from '../../gql/graphql';

/** Every package type, in the order the filter chips show them. */
export const packageTypes: readonly PackageType[] = [
  'Adventure',
  'Honeymoon',
  'Family',
  'Solo',
  'Group',
  'Luxury',
  'Customized',
  'Cruise',
];

export const isPackageType = (value: string | null): value is PackageType =>
  value !== null && (packageTypes as readonly string[]).includes(value);
