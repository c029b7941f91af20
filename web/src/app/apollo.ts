import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import generatedPossibleTypes from '../__generated__/possibleTypes';
import { documentHash } from './data/documentHash';
import type { Language } from './locale';

/** The one cache setup of the server render's client and the browser's. */
export function createCache() {
  return new InMemoryCache({
    // A fragment on an interface (Booking) matches its object types only if the cache knows them.
    possibleTypes: generatedPossibleTypes.possibleTypes,
    typePolicies: {
      // Cities are keyed by their slug (value), not an `id` field.
      City: { keyFields: ['value'] },
      // An order has no id field: the reschedule page reads it in two queries (the order, then
      // its free times), whose answers are one order, merged.
      Order: { merge: true },
    },
  });
}

/**
 * The browser's client for one language: answers depend on Accept-Language, so each language has
 * its own cache. Operations travel by hash (issue 14: production bff runs only web's own), queries
 * as GET so a CDN could keep public ones; mutations stay POST. A document without a hash goes as
 * text.
 */
export function createBrowserApollo(language: Language): ApolloClient {
  const cache = createCache();
  const http = new HttpLink({ uri: '/graphql', headers: { 'accept-language': language } });
  const byHash = new PersistedQueryLink({
    generateHash: (document) => documentHash(document)!,
    useGETForHashedQueries: true,
  });
  return new ApolloClient({
    cache,
    // No client name in every request's extensions: a GET's URL (a CDN's cache key) holds only
    // the operation's hash and variables.
    enhancedClientAwareness: { transport: false },
    link: ApolloLink.split(
      (operation) => documentHash(operation.query) !== undefined,
      byHash.concat(http),
      http,
    ),
  });
}

/**
 * The server render's Apollo Client, only so pages whose components take Apollo's hooks
 * (mutations sent from the browser) have a provider. It sends nothing: on the server, data
 * comes through loaders (server/serverPageClient.ts).
 */
export function createServerApollo(): ApolloClient {
  const link = new ApolloLink(() => {
    throw new Error('On the server, operations run in loaders, not in components');
  });
  return new ApolloClient({ cache: createCache(), link, ssrMode: true });
}
