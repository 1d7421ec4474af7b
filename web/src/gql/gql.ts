/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionUserFields on User {\n    id\n    username\n    email\n    role\n    isAdmin\n    isCoolUser\n    hotels\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        username\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query Destinations {\n    destinations {\n      id\n      name\n      country\n    }\n  }\n": typeof types.DestinationsDocument,
    "\n  fragment PackageCardFields on Package {\n    id\n    title\n    type\n    description\n    country\n    city\n    durationDays\n    durationNights\n    fromDate\n    toDate\n    maxGuests\n    minAge\n    photos\n    price {\n      adult\n      child\n      currency\n    }\n  }\n": typeof types.PackageCardFieldsFragmentDoc,
    "\n  query PackageList($type: PackageType, $featured: Boolean, $limit: Int!) {\n    packages(type: $type, featured: $featured, limit: $limit) {\n      ...PackageCardFields\n    }\n  }\n": typeof types.PackageListDocument,
    "\n  query Me {\n    me {\n      id\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  fragment SessionUserFields on User {\n    id\n    username\n    email\n    role\n    isAdmin\n    isCoolUser\n    hotels\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        username\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query Destinations {\n    destinations {\n      id\n      name\n      country\n    }\n  }\n": types.DestinationsDocument,
    "\n  fragment PackageCardFields on Package {\n    id\n    title\n    type\n    description\n    country\n    city\n    durationDays\n    durationNights\n    fromDate\n    toDate\n    maxGuests\n    minAge\n    photos\n    price {\n      adult\n      child\n      currency\n    }\n  }\n": types.PackageCardFieldsFragmentDoc,
    "\n  query PackageList($type: PackageType, $featured: Boolean, $limit: Int!) {\n    packages(type: $type, featured: $featured, limit: $limit) {\n      ...PackageCardFields\n    }\n  }\n": types.PackageListDocument,
    "\n  query Me {\n    me {\n      id\n    }\n  }\n": types.MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    username\n    email\n    role\n    isAdmin\n    isCoolUser\n    hotels\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    username\n    email\n    role\n    isAdmin\n    isCoolUser\n    hotels\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      isAdmin\n      isCoolUser\n      details {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Destinations {\n    destinations {\n      id\n      name\n      country\n    }\n  }\n"): (typeof documents)["\n  query Destinations {\n    destinations {\n      id\n      name\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackageCardFields on Package {\n    id\n    title\n    type\n    description\n    country\n    city\n    durationDays\n    durationNights\n    fromDate\n    toDate\n    maxGuests\n    minAge\n    photos\n    price {\n      adult\n      child\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment PackageCardFields on Package {\n    id\n    title\n    type\n    description\n    country\n    city\n    durationDays\n    durationNights\n    fromDate\n    toDate\n    maxGuests\n    minAge\n    photos\n    price {\n      adult\n      child\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackageList($type: PackageType, $featured: Boolean, $limit: Int!) {\n    packages(type: $type, featured: $featured, limit: $limit) {\n      ...PackageCardFields\n    }\n  }\n"): (typeof documents)["\n  query PackageList($type: PackageType, $featured: Boolean, $limit: Int!) {\n    packages(type: $type, featured: $featured, limit: $limit) {\n      ...PackageCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;