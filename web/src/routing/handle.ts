import type { UIMatch } from 'react-router';
import type { Language } from '../app/locale';

export const layoutNames = [
  'business',
  'default',
  'error',
  'help-center',
  'marketplace-search',
  'online-booking',
  'online-booking-blank',
  'online-booking-content',
  'partner-business-page',
  'profile-page',
  'start-page',
] as const;
/**
 * The layouts of spec §2 that frame a page. Its twelfth, super-drawer-layout, framed the internal
 * /book-now/_pages/… routes, which answer 404 here (routing/pageRoutes.tsx): it has no page.
 */
export type LayoutName = (typeof layoutNames)[number];

/** A param's rule: a pattern its value matches, or a test it passes. */
export type ParamRule = RegExp | ((value: string) => boolean);

/** What the shell knows about a page route before its module loads. */
export interface RouteHandle {
  /** The route name (spec §2: hubSearch, businessPage, …; the access guard looks for "profile"). */
  name: string;
  /** Its translations: locales/<page>/<language>/data.json. */
  page: string;
  /** Private and internal pages get no hreflang alternates, and are kept out of search results. */
  private?: boolean;
  /**
   * Kept out of search results though anyone may open it: the booking steps, whose calendars a
   * crawler would otherwise follow week after week (issue 45). Private pages are so already.
   */
  noindex?: boolean;
  /**
   * Written in these languages only (spec §2 {token}: Serbian campaign pages): its hreflang
   * alternates list only them, and its loader sends other locales to one of them.
   */
  languages?: readonly Language[];
  /** Rules for params beyond "a plain segment" (spec §5): a pattern or a test (routing/urlValues.ts). */
  params?: Record<string, ParamRule>;
  /**
   * The search params that make this a distinct page for search engines (page=2, s=hair): the
   * canonical and hreflang URLs keep only these.
   */
  indexParams?: readonly string[];
  /** Shows live availability (free times, seats left): never served from bff's page cache. */
  live?: boolean;
  /**
   * Sends mutations through Apollo's hooks: the page renders inside Apollo's provider, and the
   * browser loads Apollo before hydrating it (other pages hydrate without Apollo's code).
   */
  apollo?: boolean;
  /**
   * The route's lazy modules (src/…: a page's component and data modules), whose chunks and styles
   * the server render links.
   */
  modules?: readonly string[];
}

/** The lazy modules of the matched routes (layouts and page), outermost first. */
export function routeModulesOf(matches: ReadonlyArray<{ route: { handle?: unknown } }>): string[] {
  return matches.flatMap(({ route }) => {
    const modules = (route.handle as { modules?: unknown } | undefined)?.modules;
    return Array.isArray(modules) ? modules.filter((module) => typeof module === 'string') : [];
  });
}

export function handleOf(match: { handle?: unknown } | undefined): RouteHandle | undefined {
  const handle = match?.handle as Partial<RouteHandle> | undefined;
  return handle?.name ? (handle as RouteHandle) : undefined;
}

/** The handle of the page being shown: the deepest match that names a page. */
export function leafHandle(matches: ReadonlyArray<{ route: { handle?: unknown } }> | UIMatch[]) {
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index] as { route?: { handle?: unknown }; handle?: unknown };
    const handle = handleOf(match.route ?? match);
    if (handle) return handle;
  }
  return undefined;
}

/** Whether search engines are told to leave a page out (meta robots "noindex, nofollow"). */
export function isUnindexed(handle: RouteHandle | undefined): boolean {
  return handle?.private === true || handle?.noindex === true;
}
