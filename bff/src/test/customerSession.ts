import { expect } from 'vitest';

/** The `name=value` pair of a cookie a response sets. */
export function setCookie(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`));
}

/**
 * The demo customer's login through running bff processes: the login start, the proxied auth
 * page and the callback, each on the next of `bffUrls` in turn (one URL: all on the same one).
 * Returns the session cookie pair.
 */
export async function logInThrough(bffUrls: string[]): Promise<string> {
  let turn = 0;
  const next = () => bffUrls[turn++ % bffUrls.length]!;
  const start = await fetch(`${next()}/auth/login?redirect=/en`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const loginCookie = setCookie(start, 'termin_login')!;
  const authPage = new URL(start.headers.get('location')!);
  const submitted = await fetch(`${next()}/account/me/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...Object.fromEntries(authPage.searchParams),
      email: 'demo@termin.test',
      password: 'demo-password',
    }).toString(),
  });
  expect(submitted.status).toBe(303);
  const callback = new URL(submitted.headers.get('location')!);
  const done = await fetch(`${next()}${callback.pathname}${callback.search}`, {
    redirect: 'manual',
    headers: { cookie: loginCookie },
  });
  expect(done.status).toBe(303);
  const session = setCookie(done, 'termin_session');
  expect(session).toBeTruthy();
  return session!;
}

/** Who bff says the session belongs to (null when it knows no customer). */
export async function viewerOf(bffUrl: string, session: string) {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session },
    body: JSON.stringify({ query: '{ viewer { email } }' }),
  });
  const body = (await response.json()) as { data?: { viewer: { email: string } | null } };
  return body.data?.viewer;
}
