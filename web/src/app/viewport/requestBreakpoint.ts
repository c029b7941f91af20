import { breakpoints, fallbackBreakpoint, isBreakpoint, type Breakpoint } from './breakpoints';

/** The breakpoint the server assumes for a phone it recognises by its hints (a 360–430 px screen). */
export const phoneBreakpoint: Breakpoint = 'xs';

// Phones (and not tablets) by their user agent, for browsers that send no client hints.
const phoneAgent = /\bMobi|iPhone|iPod|Android.+Mobile|Windows Phone/i;

/**
 * Whether a request without a viewport cookie comes from a phone, by the Sec-CH-Viewport-Width and
 * Sec-CH-UA-Mobile client hints (bff asks for them with Accept-CH) and else the user agent. bff's
 * page cache keys pages on the same rule (bff/src/ssr/viewportHints.ts), so keep the two alike.
 */
export function looksLikePhone(headers: Headers): boolean {
  const width = Number(headers.get('sec-ch-viewport-width'));
  if (Number.isFinite(width) && width > 0) return width < breakpoints.md;
  const mobile = headers.get('sec-ch-ua-mobile');
  if (mobile === '?1') return true;
  if (mobile === '?0') return false;
  return phoneAgent.test(headers.get('user-agent') ?? '');
}

/**
 * What the server renders first (spec §3, §9): the viewport cookie's breakpoint, else a phone's or
 * the desktop fallback (lg) by the request's hints. Only a first guess: layout is CSS's, and the
 * browser corrects the breakpoint and the cookie after hydration.
 */
export function requestBreakpoint(cookie: string | undefined, headers: Headers): Breakpoint {
  if (isBreakpoint(cookie)) return cookie;
  return looksLikePhone(headers) ? phoneBreakpoint : fallbackBreakpoint;
}
