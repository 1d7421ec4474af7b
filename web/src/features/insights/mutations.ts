import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { AgencyPoliciesInput } from '../../gql/graphql';
import { AgencyPoliciesQuery, UpdateAgencyPoliciesMutation } from './graphql';

/**
 * Saves the agency's cancellation policy and terms (bulletproof-react's `api/` hooks: the hook owns the
 * cache update). The texts have no id to normalise by, so the saved ones are written where the
 * policies page and the package pages read them. `saving` is true while it runs.
 */
export const useUpdatePolicies = () => {
  const [mutate, { loading: saving }] = useMutation(UpdateAgencyPoliciesMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: AgencyPoliciesQuery, data: { policies: data.updatePolicies } });
    },
  });
  const save = useCallback((input: AgencyPoliciesInput) => mutate({ variables: { input } }), [mutate]);
  return { save, saving };
};
