import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createContext as createRouterContext } from 'react-router';
import type { Language } from '../locale';

/**
 * What loaders and actions send their operations through: a query or a mutation in, its data out,
 * a GraphQL error thrown as `{ errors }` (the shape errorCodeOf reads). In the browser it is
 * Apollo Client (its cache keeps a page visited again instant); on the server it runs bff's
 * schema in-process with no client cache at all (server/serverPageClient.ts): a render asks for
 * each thing once, and normalising answers into a cache nobody reads cost more than rendering.
 */
export interface PageClient {
  query<TData, TVariables extends OperationVariables = OperationVariables>(options: {
    query: TypedDocumentNode<TData, TVariables>;
    variables?: TVariables;
    /** Availability and orders change by the minute: those pages skip the browser's cache. */
    fetchPolicy?: 'cache-first' | 'network-only';
  }): Promise<{ data: TData | undefined }>;
  mutate<TData, TVariables extends OperationVariables = OperationVariables>(options: {
    mutation: TypedDocumentNode<TData, TVariables>;
    variables?: TVariables;
  }): Promise<{ data: TData | null | undefined }>;
  /** The server's: a render may send a page's shell before its slow data (data/lateData.ts). */
  readonly sendsShellFirst?: boolean;
}

/** The page client of one language, made on first need. */
export interface PageClientSource {
  load(language: Language): Promise<PageClient>;
}

/** Apollo Client as a page client: the same two calls, its cache and links unchanged. */
export function apolloPageClient(client: ApolloClient): PageClient {
  return {
    query: async (options) => {
      const { data } = await client.query(options as ApolloClient.QueryOptions);
      return { data: data as never };
    },
    mutate: async (options) => {
      const { data } = await client.mutate(options as ApolloClient.MutateOptions);
      return { data: data as never };
    },
  };
}

/**
 * The page client of this navigation's language, set by the root middleware (routes.tsx).
 * Loaders and actions read it (data/pageData.ts) to fetch before the page renders.
 */
export const pageClientContext = createRouterContext<PageClient | null>(null);
