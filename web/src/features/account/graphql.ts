import { graphql } from '../../gql';

/** Answers a fresh session like login: every other session of the user has ended. */
export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      token
      expiresAt
      isAdmin
      isCoolUser
      details {
        ...SessionUserFields
      }
    }
  }
`);
