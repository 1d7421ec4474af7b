import { graphql } from '../../gql';

export const SessionUserFields = graphql(`
  fragment SessionUserFields on User {
    id
    username
    email
    role
    isAdmin
    isCoolUser
    hotels
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
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

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
      user {
        id
        username
      }
    }
  }
`);

/** Ends this token on the server (sign-out on this device). */
export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

/** Ends every session of the signed-in user, this one included. */
export const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);
