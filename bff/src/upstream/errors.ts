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
  // A path segment too long for api's router names nothing that exists: not found, as any other.
  if (status === 404 || status === 414) return 'NOT_FOUND';
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
  error?: {
    code?: string;
    message?: string;
    details?: { field?: string; message?: string }[];
  };
  /** OUTSIDE_CANCELLATION_WINDOW answers carry the deadline that passed. */
  cancellableUntil?: string;
}

/** The refusals a customer can meet (schema/common.graphql UserErrorCode). */
export type UserErrorCode =
  | 'VALIDATION'
  | 'SLOT_TAKEN'
  | 'SLOT_UNAVAILABLE'
  | 'PRICE_CHANGED'
  | 'SOLD_OUT'
  | 'OUTSIDE_CANCELLATION_WINDOW'
  | 'NOT_CANCELLABLE'
  | 'NOT_RESCHEDULABLE'
  | 'PRICE_FIXED'
  | 'NOT_REVIEWABLE'
  | 'ALREADY_REVIEWED'
  | 'GIFT_CARD_INVALID'
  | 'AMOUNT_OUT_OF_RANGE'
  | 'NOTHING_TO_PAY'
  | 'PAYMENT_UNAVAILABLE'
  | 'IN_PROGRESS'
  | 'NOT_FOUND'
  | 'BOOKING_LIMIT_VENUE'
  | 'BOOKING_LIMIT_TOTAL'
  | 'BOOKING_LIMIT_HOURLY';

export interface UserError {
  code: UserErrorCode;
  message: string;
  field: string | null;
  cancellableUntil: string | null;
}

/** Upstream codes that are a customer's expected refusal, as the code the payload carries. */
const userErrorCodes: Record<string, UserErrorCode> = {
  VALIDATION: 'VALIDATION',
  SLOT_TAKEN: 'SLOT_TAKEN',
  SLOT_UNAVAILABLE: 'SLOT_UNAVAILABLE',
  PRICE_CHANGED: 'PRICE_CHANGED',
  SOLD_OUT: 'SOLD_OUT',
  OUTSIDE_CANCELLATION_WINDOW: 'OUTSIDE_CANCELLATION_WINDOW',
  NOT_CANCELLABLE: 'NOT_CANCELLABLE',
  NOT_RESCHEDULABLE: 'NOT_RESCHEDULABLE',
  PRICE_FIXED: 'PRICE_FIXED',
  NOT_REVIEWABLE: 'NOT_REVIEWABLE',
  ALREADY_REVIEWED: 'ALREADY_REVIEWED',
  GIFT_CARD_INVALID: 'GIFT_CARD_INVALID',
  AMOUNT_OUT_OF_RANGE: 'AMOUNT_OUT_OF_RANGE',
  NOTHING_TO_PAY: 'NOTHING_TO_PAY',
  PAYMENT_UNAVAILABLE: 'PAYMENT_UNAVAILABLE',
  IDEMPOTENCY_IN_FLIGHT: 'IN_PROGRESS',
  NOT_FOUND: 'NOT_FOUND',
  BOOKING_LIMIT_VENUE: 'BOOKING_LIMIT_VENUE',
  BOOKING_LIMIT_TOTAL: 'BOOKING_LIMIT_TOTAL',
  BOOKING_LIMIT_HOURLY: 'BOOKING_LIMIT_HOURLY',
};

/**
 * A mutation's refusal as typed user errors, or undefined when it is not one a customer can act on
 * (401, 5xx, an unknown code): those stay GraphQL errors.
 */
export function userErrorsFrom(status: number, body: unknown): UserError[] | undefined {
  if (status < 400 || status >= 500 || status === 401 || status === 403 || status === 429) {
    return undefined;
  }
  const error = (body as UpstreamErrorBody | undefined)?.error;
  const code = error?.code ? userErrorCodes[error.code] : undefined;
  if (!code) return undefined;
  const base = { code, cancellableUntil: (body as UpstreamErrorBody).cancellableUntil ?? null };
  const details = code === 'VALIDATION' ? (error?.details ?? []) : [];
  if (details.length === 0) {
    // A validation summary names api's fields (`body/email …`): the generic message instead.
    const message = code === 'VALIDATION' ? messages.BAD_USER_INPUT : error?.message;
    return [{ ...base, message: message ?? code, field: null }];
  }
  return details.map((detail) => ({
    ...base,
    message: detail.message ?? error?.message ?? code,
    field: detail.field || null,
  }));
}

/**
 * An upstream answer other than 2xx. Refusals api wrote for callers keep their message; invalid
 * input and server errors get the generic one of their code, since api's validation messages name
 * its internal fields (`querystring/q must …`). Web shows each code's text in the visitor's
 * language.
 */
export function upstreamHttpError(status: number, body: unknown): GraphQLError {
  // The api sheds load with a fast 503 UNAVAILABLE before doing anything (api/src/http/
  // loadShedding.ts): unavailable, and nothing was done.
  if (status === 503 && (body as UpstreamErrorBody | undefined)?.error?.code === 'UNAVAILABLE') {
    return upstreamUnavailableError(new UpstreamBusy());
  }
  const code = codeForStatus(status);
  const upstreamMessage = (body as UpstreamErrorBody | undefined)?.error?.message;
  const written = status < 500 && code !== 'BAD_USER_INPUT' && status !== 414;
  const message = (written && upstreamMessage) || messages[code];
  return new GraphQLError(message, { extensions: { code, upstreamStatus: status } });
}

/** The upstream answered 503: it refused the call (load shedding) without acting on it. */
class UpstreamBusy extends Error {
  override readonly name = 'UpstreamBusy';
}

/**
 * Why there was no answer, for the client: `circuit_open` and `overloaded` mean the call was
 * never made or refused before anything was done (a mutation did not happen); after `timeout` or
 * `unreachable` nobody knows (a mutation replayed with its Idempotency-Key tells).
 */
const reasons: Record<string, string> = {
  TimeoutError: 'timeout',
  CircuitOpenError: 'circuit_open',
  UpstreamOverloadedError: 'overloaded',
  UpstreamBusy: 'overloaded',
};

/** The upstream could not be reached or did not answer in time. */
export function upstreamUnavailableError(cause: unknown): GraphQLError {
  const name = cause instanceof Error ? cause.name : '';
  const reason = reasons[name] ?? 'unreachable';
  return new GraphQLError(messages.UPSTREAM_UNAVAILABLE, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE', reason },
  });
}

/** No usable session: web starts the login flow on this code (spec §4). */
export function unauthenticatedError(): GraphQLError {
  return new GraphQLError(messages.UNAUTHENTICATED, { extensions: { code: 'UNAUTHENTICATED' } });
}

/** A read whose NOT_FOUND means "not yours, or none": null. */
export async function nullWhenNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if ((error as GraphQLError).extensions?.code === 'NOT_FOUND') return null;
    throw error;
  }
}
