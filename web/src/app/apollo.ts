import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { ExecuteGraphQL } from '../ssr/contract';
import type { Language } from './locale';

export type ApolloFor = (language: Language) => ApolloClient;

function createCache() {
  return new InMemoryCache({
    typePolicies: {
      // Cities are keyed by their slug (value), not an `id` field.
      City: { keyFields: ['value'] },
    },
  });
}

/**
 * The browser's client for one language: answers depend on Accept-Language, so each language has
 * its own cache.
 */
export function createBrowserApollo(language: Language, initialCache?: unknown): ApolloClient {
  const cache = createCache();
  if (initialCache) cache.restore(initialCache as Parameters<typeof cache.restore>[0]);
  return new ApolloClient({
    cache,
    link: new HttpLink({ uri: '/graphql', headers: { 'accept-language': language } }),
  });
}

/** The server render's client: operations run in-process in bff, never over HTTP. */
export function createServerApollo(language: Language, execute: ExecuteGraphQL): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
          headers: { 'accept-language': language },
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  return new ApolloClient({ cache: createCache(), link, ssrMode: true });
}
