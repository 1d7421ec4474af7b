import { useQuery } from '@apollo/client/react';
import type { AgencyPoliciesFieldsFragment } from '../../gql/graphql';
import { AgencyPoliciesQuery } from './graphql';

/**
 * The agency's own cancellation policy and terms, for pages that fall back to them (package details).
 * Undefined while loading or when they cannot be loaded: a fallback text is a courtesy, so a failure
 * here never blocks the page that asked.
 */
export const useAgencyPolicies = (): AgencyPoliciesFieldsFragment | undefined => useQuery(AgencyPoliciesQuery).data?.policies;
