import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';

/**
 * Apollo's cache-control plugin, installed by default, wraps every field resolver of the schema to collect
 * cache hints. The app gives none (every answer is `no-store`; anonymous catalog reads are cached by the
 * response cache instead), yet the wrapper costs a call per field, and it would turn every plain property of
 * the compiled fast path (graphql-jit inlines fields without resolvers) into a function call. It is
 * switched off, and the one header it sent is sent here: `cache-control: no-store` on every answer.
 */
export function noStorePlugins(): ApolloServerPlugin[] {
  return [
    ApolloServerPluginCacheControlDisabled(),
    {
      async requestDidStart() {
        return {
          async willSendResponse({ response }) {
            response.http.headers.set('cache-control', 'no-store');
          },
        };
      },
    },
  ];
}
