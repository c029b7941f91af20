import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { parseCookies } from '../cookies';
import {
  runNavigation,
  type NavigationDeps,
  type NavigationStep,
  type RedirectRule,
} from './pipeline';

const routes: RouteObject[] = [
  {
    path: ':locale',
    children: [
      { index: true, handle: { name: 'index', page: 'start' } },
      { path: 'search', handle: { name: 'hubSearch', page: 'search' } },
      { path: 'profile/settings', handle: { name: 'profile-settings', page: 'profile' } },
      {
        path: 'sitemap/:pageIndex',
        handle: { name: 'sitemap-pageIndex', page: 'sitemap', params: { pageIndex: /^\d+$/ } },
      },
      { path: 'company/:slug', handle: { name: 'businessPage', page: 'company' } },
      { path: 'bt/:type', handle: { name: 'bt-type', page: 'search' } },
      { path: 'st/:keyword', handle: { name: 'st-keyword', page: 'search' } },
      { path: ':token', handle: { name: 'token', page: 'token' } },
    ],
  },
];

function setup(overrides: Partial<NavigationDeps> = {}) {
  const steps: NavigationStep[] = [];
  const deps: NavigationDeps = {
    offeredPrefixes: ['en', 'sr-RS'],
    session: { loggedIn: false },
    loadCurrentUser: vi.fn(() => Promise.resolve({ firstName: 'Ana', lastName: 'Petrović' })),
    checkRedirect: vi.fn(() => Promise.resolve(null)),
    match: (pathname) => matchRoutes(routes, pathname),
    readCookie: (request, name) => parseCookies(request.headers.get('cookie'))[name],
    onStep: (step) => steps.push(step),
    ...overrides,
  };
  const run = (path: string, cookie?: string) =>
    runNavigation(
      new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }),
      deps,
    );
  return { deps, steps, run };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a redirect');
}

describe('the navigation pipeline (spec §2 "Navigation order")', () => {
  it('runs guard, date locale, locale redirect, date locale, current user, redirect check in order', async () => {
    const { steps, run } = setup({ session: { loggedIn: true } });
    const state = await run('/sr-RS/search');
    expect(steps).toEqual([
      'appUpdate',
      'validation',
      'accessGuard',
      'dateLocale',
      'localeRedirect',
      'dateLocale',
      'currentUser',
      'redirectCheck',
    ]);
    expect(state.prefix).toBe('sr-RS');
    expect(state.language).toBe('sr');
    expect(state.dateLocale.weekStartsOn).toBe(1);
    expect(state.page?.name).toBe('hubSearch');
  });

  it('sends a logged-out visitor of a "profile" route into the login flow (a full page load)', async () => {
    const { steps, run } = setup();
    const response = await thrown(run('/en/profile/settings?tab=general'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/auth/login?type=login&redirect=%2Fen%2Fprofile%2Fsettings%3Ftab%3Dgeneral',
    );
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(steps.at(-1)).toBe('accessGuard');
  });

  it('lets a visitor with a session onto a profile route and loads the user', async () => {
    const { deps, run } = setup({ session: { loggedIn: true } });
    const state = await run('/en/profile/settings');
    expect(deps.loadCurrentUser).toHaveBeenCalledOnce();
    expect(state.user).toEqual({ firstName: 'Ana', lastName: 'Petrović' });
  });

  it('loads no user without a session', async () => {
    const { deps, run } = setup();
    const state = await run('/en/search');
    expect(deps.loadCurrentUser).not.toHaveBeenCalled();
    expect(state.user).toBeNull();
  });

  it('redirects unprefixed paths to the locale cookie', async () => {
    const { run } = setup();
    const response = await thrown(run('/search?s=hair', 'locale=sr-RS'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sr-RS/search?s=hair');
    const fallback = await thrown(setup().run('/'));
    expect(fallback.headers.get('location')).toBe('/en');
  });

  // spec §2: the locale redirect replaces the history entry of the navigation it redirects only.
  it("lets a link's locale redirect take the link's place, keeping the page it left in history", async () => {
    const { run } = setup({ shownUrl: () => 'http://localhost/en/pricing' });
    const response = await thrown(run('/en/blog', 'locale=sr-RS'));
    expect(response.headers.get('location')).toBe('/sr-RS/blog');
    // No replace: React Router pushes the redirect in place of the link's unmade entry.
    expect(response.headers.get('X-Remix-Replace')).toBeNull();
  });

  it('replaces the entry Back or Forward landed on when its locale redirects', async () => {
    const { run } = setup({ shownUrl: () => 'http://localhost/en/pricing?x=1' });
    const response = await thrown(run('/en/pricing?x=1', 'locale=sr-RS'));
    expect(response.headers.get('location')).toBe('/sr-RS/pricing?x=1');
    expect(response.headers.get('X-Remix-Replace')).toBe('true');
  });

  it('localizes unprefixed /bt/ and /st/ paths, whose first segment looks like a locale', async () => {
    const bt = await thrown(setup().run('/bt/hair'));
    expect(bt.headers.get('location')).toBe('/en/bt/hair');
    const st = await thrown(setup().run('/st/nails', 'locale=sr-RS'));
    expect(st.headers.get('location')).toBe('/sr-RS/st/nails');
  });

  it('rewrites a prefixed path to the locale cookie', async () => {
    const { run } = setup();
    const response = await thrown(run('/en/company/12', 'locale=sr-RS'));
    expect(response.headers.get('location')).toBe('/sr-RS/company/12');
  });

  it('marks a bad locale and a failed param rule as "Page Not Found" (spec §8)', async () => {
    expect((await setup().run('/de/search')).notFound).toBe('Page Not Found: /de/search');
    expect((await setup().run('/sr-BA')).notFound).toBe('Page Not Found: /sr-BA');
    expect((await setup().run('/en/sitemap/two')).notFound).toBe('Page Not Found: /en/sitemap/two');
    expect((await setup().run('/en/company/a%20b')).notFound).toBe(
      'Page Not Found: /en/company/a%20b',
    );
    expect((await setup().run('/en/sitemap/2')).notFound).toBeUndefined();
  });

  it('follows an external redirect rule with a full page load', async () => {
    const rule: RedirectRule = { target: 'https://example.org/x', external: true, status: 301 };
    const { deps, run } = setup({ checkRedirect: vi.fn(() => Promise.resolve(rule)) });
    const response = await thrown(run('/en/search'));
    expect(deps.checkRedirect).toHaveBeenCalledWith('/en/search');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://example.org/x');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('follows an internal redirect rule as an ordinary redirect', async () => {
    const rule: RedirectRule = { target: '/en/company/7', external: false, status: 302 };
    const { run } = setup({ checkRedirect: () => Promise.resolve(rule) });
    const response = await thrown(run('/en/search'));
    expect(response.headers.get('location')).toBe('/en/company/7');
    expect(response.headers.get('X-Remix-Reload-Document')).toBeNull();
  });

  it('turns the navigation into a page load once a new build is out', async () => {
    const { run } = setup({ updateAvailable: () => true });
    const response = await thrown(run('/en/search?s=x'));
    expect(response.headers.get('location')).toBe('/en/search?s=x');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });
});
