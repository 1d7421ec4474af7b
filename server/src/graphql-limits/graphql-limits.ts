import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ParseOptions, type ValidationRule } from 'graphql';
import { ErrorCode } from '../common/errors.js';
import type { GraphqlLimitsConfig } from '../config/config.js';

/**
 * Directives in one operation. The app's own documents use a handful (@include/@skip); hundreds are
 * only ever a way to make validation itself expensive. Not a setting: nobody legitimate comes near it.
 */
export const MAX_DIRECTIVES = 50;

/** What the Apollo server needs to enforce the limits: validation rules, plugins and no batching. */
export interface GraphqlLimitsOptions {
  readonly validationRules: ValidationRule[];
  readonly plugins: ApolloServerPlugin[];
  /** An array body is N operations for the price of one request: refused with 400. */
  readonly allowBatchedHttpRequests: false;
  /** The token limit, enforced by graphql's own parser while it reads the text. */
  readonly parseOptions: ParseOptions;
  /**
   * Automatic persisted queries are off: the web app sends whole documents, and an APQ cache is memory any
   * client can fill. A request carrying the extension, well-formed or not, answers Apollo's
   * PERSISTED_QUERY_NOT_SUPPORTED (graphql-js used to answer a wrong hash or version as an internal error).
   */
  readonly persistedQueries: false;
}

/**
 * Issue 7's GraphQL limits (graphql-armor): the deepest nesting, the estimated cost, aliases, directives
 * each refused during validation with a message that says which limit and by how much (limits are no
 * secret: a client needs them to fix its query), HTTP 400 and GRAPHQL_VALIDATION_FAILED, before a
 * resolver runs. The size of the operation text in tokens is graphql's own parser option: the parser
 * stops reading at the limit (HTTP 400, GRAPHQL_PARSE_FAILED). graphql-armor's token plugin is not used:
 * it re-parses the text in a plugin hook, where any syntax error, not only an oversized text, became a
 * 500. Introspection is exempt from depth and cost (its
 * standard query is deep by nature); whether it is allowed at all is `introspection` in the Apollo options.
 *
 * In production "Did you mean ...?" suggestions are removed from errors: they spell out the schema's
 * field and type names to someone probing it with introspection off.
 *
 * A fresh call per server: graphql-armor keeps its settings in the objects it is given.
 */
export function graphqlLimits(limits: GraphqlLimitsConfig, production: boolean): GraphqlLimitsOptions {
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    costLimit: { maxCost: limits.maxCost, ignoreIntrospection: true },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: MAX_DIRECTIVES },
    maxTokens: { enabled: false },
    // Its mask leaves a stray " ?" behind; withoutSuggestions() below drops the whole sentence instead.
    blockFieldSuggestion: { enabled: false },
  });
  const { validationRules, plugins, allowBatchedHttpRequests } = armor.protect();
  // graphql-armor's typings point at @apollo/server's CommonJS declarations, this server at its ESM ones:
  // the same interface declared twice, so TypeScript sees two types. The plugins are plain hook objects.
  return {
    validationRules,
    plugins: [...(plugins as unknown as ApolloServerPlugin[]), onlyQueriesAndMutations, ...(production ? [withoutSuggestions] : [])],
    allowBatchedHttpRequests,
    persistedQueries: false,
    parseOptions: { maxTokens: limits.maxTokens },
  };
}

/**
 * The schema has no Subscription type and the server no transport for one: graphql-js would answer a
 * subscription operation with an error of its own that carries no code (an internal error to Apollo).
 * Refused once the operation is known, before anything runs: HTTP 400, OPERATION_NOT_SUPPORTED.
 */
export const SUBSCRIPTIONS_NOT_SUPPORTED = 'Subscriptions are not supported: send a query or a mutation.';
const onlyQueriesAndMutations: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError(SUBSCRIPTIONS_NOT_SUPPORTED, { extensions: { code: ErrorCode.OPERATION_NOT_SUPPORTED, http: { status: 400 } } });
      },
    };
  },
};

/** ' Did you mean "carsWidgetUrl"?' (and the forms with several names) at the end of graphql's messages. */
const SUGGESTION = / Did you mean [^?]*\?$/;

/** Production: "Cannot query field "x" on type "Y"." without the list of similar names graphql adds. */
const withoutSuggestions: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) error.message = error.message.replace(SUGGESTION, '');
      },
    };
  },
};
