// The demo customer's session through a bff app driven with inject() (no port): tests of the
// session's life (logout, revocation, restarts) share these instead of each spelling them out.
import type { FastifyInstance } from 'fastify';
import { setCookieLines } from './cookieRules.js';

/** The session cookie's value a response sets ('' when it clears it), if it sets one. */
export const sessionOf = (headers: Record<string, unknown>) =>
  setCookieLines(headers)
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('termin_session='))
    ?.slice('termin_session='.length);

/** The demo customer's login: login start, the proxied form post, the callback. */
export async function logInByInject(bff: FastifyInstance): Promise<string> {
  const start = await bff.inject({ method: 'GET', url: '/auth/login?redirect=/en' });
  const loginCookie = setCookieLines(start.headers)[0]!.split(';')[0]!;
  const authPage = new URL(start.headers.location as string);
  const submitted = await bff.inject({
    method: 'POST',
    url: '/account/me/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...Object.fromEntries(authPage.searchParams),
      email: 'demo@termin.test',
      password: 'demo-password',
    }).toString(),
  });
  const callback = new URL(submitted.headers.location as string);
  const done = await bff.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: loginCookie },
  });
  return sessionOf(done.headers)!;
}

/** Whom a session cookie signs in (`{ email }`), or null. */
export async function viewerOf(bff: FastifyInstance, session: string) {
  const answer = await bff.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    cookies: { termin_session: session },
    payload: { query: '{ viewer { email } }' },
  });
  return answer.json().data?.viewer ?? null;
}
