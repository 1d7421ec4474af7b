import { graphql } from '../../gql';

export const UserAccountFields = graphql(`
  fragment UserAccountFields on UserAccount {
    id
    username
    email
    phone
    role
    hotels {
      id
      name
    }
    createdAt
  }
`);

/** Agency admins only; 20 a page, newest first. */
export const UserAccountsQuery = graphql(`
  query UserAccounts($filter: UserAccountsFilter, $page: Int!) {
    userAccounts(filter: $filter, page: $page) {
      items {
        ...UserAccountFields
      }
      total
      page
      pageSize
    }
  }
`);

/** The last agency admin cannot be demoted: the server refuses it. */
export const SetUserRoleMutation = graphql(`
  mutation SetUserRole($input: SetUserRoleInput!) {
    setUserRole(input: $input) {
      ...UserAccountFields
    }
  }
`);

/** Every hotel (agency admins), for the "add a hotel" picker of a manager's row. */
export const UserAdminHotelsQuery = graphql(`
  query UserAdminHotels {
    managedHotels {
      id
      name
      city
    }
  }
`);

export const UserAdminAssignHotelMutation = graphql(`
  mutation UserAdminAssignHotel($hotelId: ID!, $userId: ID!) {
    assignHotelManager(hotelId: $hotelId, userId: $userId) {
      id
      hotelIds
    }
  }
`);

export const UserAdminUnassignHotelMutation = graphql(`
  mutation UserAdminUnassignHotel($hotelId: ID!, $userId: ID!) {
    unassignHotelManager(hotelId: $hotelId, userId: $userId) {
      id
      hotelIds
    }
  }
`);
