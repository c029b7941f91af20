// The api's log options: no customer's personal data (names, phones, emails) and no secret
// (tokens, passwords, codes, gift card codes) in a log line (issue 14). Fastify logs each request's
// method and URL and each failure; those are the paths personal data could take:
// - headers, should anyone log them: authorization, cookie, idempotency key;
// - URLs: gift card codes in paths, login state and challenge values in query strings;
// - failed queries: drizzle puts the query's parameters (the order's contact, the customer's
//   email) in the error message, and PostgreSQL's detail names the conflicting values.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { stdSerializers } from 'pino';
import type { LogLevel } from '../config.js';

const censor = '[redacted]';

/** Headers that carry secrets, should anyone log request or reply headers. */
const secretHeaders = ['authorization', 'cookie', 'set-cookie', 'idempotency-key'];

/** Fields of logged objects (one level down, e.g. a logged body) that are personal or secret. */
const personalFields = [
  'password',
  'accessToken',
  'refreshToken',
  'codeVerifier',
  'email',
  'phone',
  'firstName',
  'lastName',
  'contact',
  'contactName',
  'contactPhone',
  'contactEmail',
  'comment',
  'giftCardCode',
];

const redactPaths = [
  ...secretHeaders.flatMap((header) => [`req.headers["${header}"]`, `res.headers["${header}"]`]),
  ...personalFields.flatMap((field) => [field, `*.${field}`]),
];

/** Query keys whose values never reach a log line (the auth service's login request). */
// lat and lng are where the visitor is (search near me): personal too.
const secretQueryKeys = new Set([
  'state',
  'code',
  'code_challenge',
  'email',
  'phone',
  'token',
  'lat',
  'lng',
]);

/** The URL as logged: gift card codes in paths and secret query values replaced. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(/^\/gift-cards\/[^/]+/, `/gift-cards/${censor}`);
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of new Set(params.keys())) if (secretQueryKeys.has(key)) params.set(key, censor);
  return `${safePath}?${params.toString()}`;
}

/** A failed query's message without its parameters (`Failed query: … \nparams: a,b`). */
export const withoutQueryParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');

type SerializedError = Record<string, unknown> & { type: string; message: string; stack: string };

function redactError(error: SerializedError, depth = 0): SerializedError {
  const copy: SerializedError = { ...error };
  copy.message = withoutQueryParams(String(copy.message ?? ''));
  copy.stack = withoutQueryParams(String(copy.stack ?? ''));
  delete copy['params'];
  delete copy['detail'];
  const cause = copy['cause'];
  if (cause && typeof cause === 'object' && depth < 5)
    copy['cause'] = redactError(cause as SerializedError, depth + 1);
  return copy;
}

export function loggerOptions(
  level: LogLevel,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error) => redactError(stdSerializers.err(error) as SerializedError),
    },
  };
}
