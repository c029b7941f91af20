import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { data, redirectDocument, type RouterContextProvider } from 'react-router';
import { loginUrl } from '../session';
import { pageClientContext, type PageClient } from './pageClient';

/** The navigation's page client (set by the root middleware, routes.tsx). */
export function pageClientOf(context: Readonly<RouterContextProvider>): PageClient {
  const client = context.get(pageClientContext);
  if (!client) throw new Error('The page client middleware did not run');
  return client;
}

/**
 * The GraphQL error code of a failed query (bff's closed set, upstream/errors.ts). Read from the
 * shape of Apollo's CombinedGraphQLErrors rather than its class: page modules that import this
 * would otherwise load Apollo's code with the page (app/data/apolloSource.ts).
 */
export function errorCodeOf(error: unknown): string | undefined {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return undefined;
  const code = (errors[0] as { extensions?: { code?: unknown } } | undefined)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Runs a page's query in its loader. NOT_FOUND (and a null root field the caller reports through
 * `found`) becomes the 404 error page; an unavailable upstream the 503 one (spec §8), a spent
 * rate limit the 429 one; a customer page without a (still valid) session starts the login
 * flow, which returns here (spec §4).
 */
export async function loadPageQuery<TData, TVariables extends OperationVariables>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: {
    /** A null root field means the page does not exist. */
    found?: (data: TData) => boolean;
    /** Availability and orders change by the minute: those pages skip the cache. */
    fetchPolicy?: 'cache-first' | 'network-only';
  } = {},
): Promise<TData> {
  const { found = () => true, fetchPolicy = 'cache-first' } = options;
  // Parsed only for an error page: a page's loaders run this several times a render.
  const url = () => new URL(request.url);
  try {
    const result = await pageClientOf(context).query({ query, variables, fetchPolicy });
    if (result.data === undefined || !found(result.data)) throw notFound(url().pathname);
    return result.data;
  } catch (error) {
    const { pathname: path, search } = url();
    const code = errorCodeOf(error);
    if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') throw notFound(path);
    if (code === 'UNAUTHENTICATED') throw redirectDocument(loginUrl(`${path}${search}`));
    if (code === 'UPSTREAM_UNAVAILABLE') {
      throw data({ message: 'The booking service is unavailable', path }, { status: 503 });
    }
    // The visitor's cost budget is spent (bff limits/rateLimitPlugin.ts): 429, not a failure.
    if (code === 'RATE_LIMITED') {
      throw data({ message: 'Too many requests. Please wait a moment.', path }, { status: 429 });
    }
    throw error;
  }
}

function notFound(path: string) {
  return data({ message: `Page Not Found: ${path}`, path }, { status: 404 });
}
