import { GraphQLError } from 'graphql';

/**
 * The closed set of error codes a GraphQL client can see. This file is the one place that turns
 * upstream failures into them (conventions §4).
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_UNAVAILABLE';

export function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'BAD_USER_INPUT';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'UPSTREAM_ERROR';
}

const messages: Record<ErrorCode, string> = {
  BAD_USER_INPUT: 'The request was not valid.',
  UNAUTHENTICATED: 'You need to log in.',
  FORBIDDEN: 'You are not allowed to do that.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'The request conflicts with the current state.',
  RATE_LIMITED: 'Too many requests. Please wait a moment.',
  UPSTREAM_ERROR: 'The booking service failed to answer.',
  UPSTREAM_UNAVAILABLE: 'The booking service is unavailable. Please try again shortly.',
};

interface UpstreamErrorBody {
  error?: { code?: string; message?: string };
}

/**
 * An upstream answer other than 2xx. Client errors keep the upstream's message (it is written for
 * callers); server errors get a generic one so nothing internal leaks.
 */
export function upstreamHttpError(status: number, body: unknown): GraphQLError {
  const code = codeForStatus(status);
  const upstreamMessage = (body as UpstreamErrorBody | undefined)?.error?.message;
  const message = status < 500 && upstreamMessage ? upstreamMessage : messages[code];
  return new GraphQLError(message, { extensions: { code, upstreamStatus: status } });
}

/** The upstream could not be reached or did not answer in time. */
export function upstreamUnavailableError(cause: unknown): GraphQLError {
  const name = cause instanceof Error ? cause.name : '';
  const reason =
    name === 'TimeoutError'
      ? 'timeout'
      : name === 'CircuitOpenError'
        ? 'circuit_open'
        : 'unreachable';
  return new GraphQLError(messages.UPSTREAM_UNAVAILABLE, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE', reason },
  });
}

/** No usable session: web starts the login flow on this code (spec §4). */
export function unauthenticatedError(): GraphQLError {
  return new GraphQLError(messages.UNAUTHENTICATED, { extensions: { code: 'UNAUTHENTICATED' } });
}
