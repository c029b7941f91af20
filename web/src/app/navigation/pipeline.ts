import {
  createContext,
  redirect,
  redirectDocument,
  replace,
  type MiddlewareFunction,
} from 'react-router';
import { cookieNames } from '../cookies';
import { dateLocaleFor, type DateLocale } from '../dateLocale';
import {
  defaultPrefix,
  isRoutePrefix,
  languageOf,
  looksLikeLocale,
  type Language,
  type RoutePrefix,
} from '../locale';
import { leafHandle, type RouteHandle } from '../../routing/handle';
import { paramsAreValid } from '../../routing/validateParams';
import { loginUrl, type CurrentUser, type LoadCurrentUser, type SessionInfo } from '../session';
import { localeRedirectTarget, prefixOf } from './localeRedirect';

/** A server-side route rule's answer for a path (spec §2 "Redirect check"). */
export interface RedirectRule {
  target: string;
  external: boolean;
  status: number;
}
export type CheckRedirect = (path: string) => Promise<RedirectRule | null>;

interface RouteMatchLike {
  params: Record<string, string | undefined>;
  route: { handle?: unknown; path?: string };
}

/** The route React Router matched for a navigation: its page's handle and the URL's params. */
export interface MatchedRoute {
  page: RouteHandle | undefined;
  params: Record<string, string | undefined>;
}

export interface NavigationDeps {
  offeredPrefixes: readonly RoutePrefix[];
  session: SessionInfo;
  loadCurrentUser: LoadCurrentUser;
  checkRedirect: CheckRedirect;
  /** Matches a pathname against the route tree (for route names and params). */
  match: (pathname: string) => RouteMatchLike[] | null;
  /** Reads a cookie of this navigation: the request's on the server, document.cookie in the browser. */
  readCookie: (request: Request, name: string) => string | undefined;
  /** The browser's app-update watcher: a new build turns the navigation into a page load. */
  updateAvailable?: () => boolean;
  /**
   * The URL the browser shows while the navigation runs (absent on the server). The same URL as
   * the navigation's means its history entry exists already (Back, Forward, a revalidation).
   */
  shownUrl?: () => string;
  /** Observes the steps as they run (tests). */
  onStep?: (step: NavigationStep) => void;
}

export type NavigationStep =
  | 'appUpdate'
  | 'validation'
  | 'accessGuard'
  | 'dateLocale'
  | 'localeRedirect'
  | 'currentUser'
  | 'redirectCheck';

/** What the pipeline settled for this navigation; loaders and the shell read it. */
export interface NavigationState {
  prefix: RoutePrefix;
  language: Language;
  dateLocale: DateLocale;
  loggedIn: boolean;
  user: CurrentUser | null;
  page: RouteHandle | undefined;
  /** spec §8: set when route validation failed; the locale route answers 404 with it. */
  notFound?: string;
}

export const navigationContext = createContext<NavigationState | null>(null);

/**
 * spec §2 "Navigation order", run before every navigation's loaders on the server and in the
 * browser: (app update, route validation), access guard, date-locale setup, locale redirect,
 * date-locale setup again, current-user load, redirect check. A step ends the navigation by
 * throwing a redirect.
 */
export async function runNavigation(
  request: Request,
  deps: NavigationDeps,
  matched?: MatchedRoute,
): Promise<NavigationState> {
  const step = (name: NavigationStep) => deps.onStep?.(name);
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  const { page, params } = matched ?? matchedRoute(deps.match(url.pathname));
  const first = url.pathname.split('/')[1];
  const prefixed = isRoutePrefix(first, deps.offeredPrefixes);
  const state: NavigationState = {
    prefix: prefixOf(url.pathname, deps.offeredPrefixes) ?? defaultPrefix,
    language: 'en',
    dateLocale: dateLocaleFor(defaultPrefix),
    loggedIn: deps.session.loggedIn,
    user: null,
    page,
  };
  state.language = languageOf(state.prefix);

  step('appUpdate');
  if (deps.updateAvailable?.()) throw redirectDocument(path);

  // spec §5, §8: a bad locale or a param that is not a plain segment is a 404, before anything.
  step('validation');
  const valid = prefixed
    ? paramsAreValid(params, page)
    : !looksLikeLocale(first) ||
      startsARoute(first, deps.match(`/${defaultPrefix}${url.pathname}`));
  if (!valid) return { ...state, notFound: `Page Not Found: ${url.pathname}` };

  // spec §6: a route whose name contains "profile" needs a session; bff's login flow returns here.
  step('accessGuard');
  if (prefixed && page?.name.includes('profile') && !deps.session.loggedIn) {
    throw redirectDocument(loginUrl(path));
  }

  step('dateLocale');
  state.dateLocale = dateLocaleFor(state.prefix);

  step('localeRedirect');
  const target = localeRedirectTarget(
    url,
    deps.readCookie(request, cookieNames.locale),
    deps.offeredPrefixes,
  );
  if (target) throw localeRedirect(target, url, deps.shownUrl?.());

  step('dateLocale');
  state.dateLocale = dateLocaleFor(state.prefix);

  step('currentUser');
  if (deps.session.loggedIn) {
    state.user = await deps.loadCurrentUser().catch((error: unknown) => {
      console.warn('current user load failed:', error instanceof Error ? error.message : error);
      return null;
    });
  }

  step('redirectCheck');
  const rule = await deps.checkRedirect(url.pathname).catch((error: unknown) => {
    console.warn('redirect check failed:', error instanceof Error ? error.message : error);
    return null;
  });
  if (rule && rule.target !== url.pathname && rule.target !== path) {
    // An external target is a full page load; an internal one an ordinary redirect.
    throw rule.external
      ? redirectDocument(rule.target, rule.status)
      : redirect(rule.target, rule.status);
  }
  return state;
}

/**
 * spec §2: the locale redirect replaces the history entry of the navigation it redirects, and only
 * that one. After Back or Forward (or in a revalidation) the browser already shows the navigation's
 * URL: that entry is replaced. A link's navigation has made no entry yet: a plain redirect takes
 * its place (React Router pushes it, or replaces when the navigation itself replaces), so the page
 * the visitor came from stays in history. On the server it is an HTTP redirect, which makes no
 * entry of its own.
 */
function localeRedirect(target: string, url: URL, shown: string | undefined): Response {
  const shownUrl = shown === undefined ? undefined : new URL(shown, url);
  const entryExists =
    shownUrl !== undefined && shownUrl.pathname === url.pathname && shownUrl.search === url.search;
  return entryExists ? replace(target, 302) : redirect(target, 302);
}

/**
 * Whether an unprefixed path's first segment is the fixed start of a page route (bt, st: spec §2's
 * /bt/{type} and /st/{keyword}), so it is a path to localize, not a bad locale.
 */
/** The page and params of `matches`: the deepest match that names a page, and its params. */
export function matchedRoute(matches: RouteMatchLike[] | null): MatchedRoute {
  return {
    page: leafHandle(matches ?? []),
    params: matches?.[matches.length - 1]?.params ?? {},
  };
}

function startsARoute(first: string | undefined, localized: RouteMatchLike[] | null): boolean {
  const path = localized?.[localized.length - 1]?.route.path ?? '';
  return !path.startsWith(':') && path.split('/')[0] === first;
}

/** The pipeline as the root route's middleware. */
export function navigationMiddleware(deps: NavigationDeps): MiddlewareFunction {
  return async ({ request, context }, next) => {
    context.set(navigationContext, await runNavigation(request, deps));
    return next();
  };
}
