import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { print, type DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import type { ExecuteGraphQL, GraphQLRequest, GraphQLResponse } from '../server/contract';
import type { Language } from './locale';

function createCache() {
  return new InMemoryCache({
    typePolicies: {
      // Cities are keyed by their slug (value), not an `id` field.
      City: { keyFields: ['value'] },
    },
  });
}

/**
 * The trusted-document hash codegen gave the document (`__meta__.hash`, codegen.ts), in hex as
 * the persisted-query protocol sends it; none for a document written by hand. Read, not computed:
 * the browser ships no hashing code.
 */
export function documentHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash.replace(/^sha256:/, '') : undefined;
}

/**
 * The browser's client for one language: answers depend on Accept-Language, so each language has
 * its own cache. Operations travel by hash (issue 14: production bff runs only web's own), queries
 * as GET so a CDN could keep public ones; mutations stay POST. A document without a hash goes as
 * text.
 */
export function createBrowserApollo(language: Language, initialCache?: unknown): ApolloClient {
  const cache = createCache();
  if (initialCache) cache.restore(initialCache as Parameters<typeof cache.restore>[0]);
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

const notFound = (result: GraphQLResponse) =>
  result.errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND') ?? false;

/**
 * The server render's client: operations run in-process in bff, never over HTTP, by hash like the
 * browser's. One bff's manifest may not know a document yet (under the dev server web's code
 * reloads, the manifest was read at boot): that one is sent again as text, which in-process
 * operations may be.
 */
export function createServerApollo(language: Language, execute: ExecuteGraphQL): ApolloClient {
  const run = async (document: DocumentNode, request: GraphQLRequest) => {
    const documentId = documentHash(document);
    if (documentId) {
      const result = await execute({ ...request, documentId });
      if (!notFound(result)) return result;
    }
    return execute({ ...request, query: print(document) });
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        run(operation.query, {
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
