import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { data, redirectDocument, type RouterContextProvider } from 'react-router';
import { graphql } from '../../__generated__';
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

/** Whether the booking service answers now (bff asks it at most every 2 s). */
const BookingServiceQuery = graphql(`
  query BookingService {
    bookingUnavailable
  }
`);

const unavailable = (path: string) =>
  data({ message: 'The booking service is unavailable', path }, { status: 503 });

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
    /**
     * A step of booking: while the booking service does not answer, the unavailable page (503)
     * instead of a step shown from saved data that could not be booked (issue 41).
     */
    bookingStep?: boolean;
  } = {},
): Promise<TData> {
  const { found = () => true, fetchPolicy = 'cache-first', bookingStep = false } = options;
  // Parsed only for an error page: a page's loaders run this several times a render.
  const url = () => new URL(request.url);
  try {
    const client = pageClientOf(context);
    const [result, service] = await Promise.all([
      client.query({ query, variables, fetchPolicy }),
      bookingStep
        ? client.query({ query: BookingServiceQuery, fetchPolicy: 'network-only' })
        : undefined,
    ]);
    if (service?.data?.bookingUnavailable) throw unavailable(url().pathname);
    if (result.data === undefined || !found(result.data)) throw notFound(url().pathname);
    return result.data;
  } catch (error) {
    const { pathname: path, search } = url();
    const code = errorCodeOf(error);
    if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') throw notFound(path);
    if (code === 'UNAUTHENTICATED') throw redirectDocument(loginUrl(`${path}${search}`));
    if (code === 'UPSTREAM_UNAVAILABLE') throw unavailable(path);
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
