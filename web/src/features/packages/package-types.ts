import { PACKAGE_TYPES } from '@travel/contract';
import type { PackageType } from '../../gql/graphql';

/** Every package type, in the order the filter chips show them: the contract's list. */
export const packageTypes: readonly PackageType[] = PACKAGE_TYPES;

export { isPackageType } from '@travel/contract';
