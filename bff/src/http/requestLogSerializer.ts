import type { FastifyRequest } from 'fastify';

/** Where query strings carry secrets: the login code and state, reset tokens, return paths. */
const secretQueries = /^\/(?:auth|account)(?:\/|\?|$)/;

/** A URL as the log may keep it: without the query string where that can hold a secret. */
export function loggedUrl(url: string): string {
  if (!secretQueries.test(url)) return url;
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?[redacted]`;
}

/**
 * Fastify's request serializer (what "incoming request" lines show), with the URL redacted: OAuth
 * codes, reset tokens and the like never reach a log line.
 */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
