import type { FastifyRequest } from 'fastify';

/**
 * Whether a page form was sent by a page of this site, so another site cannot make a signed-in
 * visitor's browser book, cancel or pay (cross-site request forgery). Browsers send Origin with
 * every form post; it must be the site's public origin or the host the request was made to (the
 * proxy's, with TRUST_PROXY). Without Origin, Sec-Fetch-Site must say the same; with neither
 * nothing proves where the form came from, and it is refused.
 */
export function fromThisSite(request: FastifyRequest, siteUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin) {
    return origin === new URL(siteUrl).origin || origin === `${request.protocol}://${request.host}`;
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}
