import type { IncomingHttpHeaders } from 'node:http';

/**
 * The client hints a page's first render may use to guess a phone's layout when there is no
 * viewport cookie yet (spec §3, §9). Sent as Accept-CH so browsers that support them send them on
 * the next requests; the layout itself never depends on them (CSS media queries decide).
 */
export const viewportHintHeaders = ['sec-ch-viewport-width', 'sec-ch-ua-mobile'] as const;
export const acceptClientHints = 'Sec-CH-Viewport-Width, Sec-CH-UA-Mobile';

const mdWidth = 768;
const phoneAgent = /\bMobi|iPhone|iPod|Android.+Mobile|Windows Phone/i;

/**
 * Whether the web app will render a request as a phone's (web's requestBreakpoint.looksLikePhone:
 * keep the two alike). The page cache keys pages on it, so a phone's first render is never sent
 * to a desktop or the other way round.
 */
export function looksLikePhone(headers: IncomingHttpHeaders): boolean {
  const width = Number(headers['sec-ch-viewport-width']);
  if (Number.isFinite(width) && width > 0) return width < mdWidth;
  const mobile = headers['sec-ch-ua-mobile'];
  if (mobile === '?1') return true;
  if (mobile === '?0') return false;
  return phoneAgent.test(headers['user-agent'] ?? '');
}
