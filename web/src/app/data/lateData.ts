// Late data: the slow part of a page's data (a booking step's free times), which a server render
// may send after the page's shell instead of holding the whole page back for it (issue 17).
//
// A loader returns such a part as a promise (only on the server: sendsShellFirst) and the page
// shows it through <Await>. The render waits a moment for it (SLOW_DATA_WAIT_MS in bff); what
// arrives in time is in the document like any other data, so the page reads complete without
// JavaScript (and a page asked for with ?wait=all, which the placeholder links to for visitors
// without JavaScript, waits for all of it). What does not is a marker in the page's state, and its outcome follows in the
// stream as a script that pushes [id, outcome] onto window.__TERMIN_LATE__. The browser turns
// each marker back into a promise that those scripts settle (app/client/lateData.ts).
import type { RouterContextProvider } from 'react-router';
import { pageClientOf } from './pageData';

/** A late value in the page's state: only its id while it was still on its way. */
export interface LateMarker {
  __late: number;
  /** Set when it had already failed: the message <Await>'s error element gets. */
  error?: string;
}

/** What a late script delivers: the value, or why there is none. */
export type LateOutcome = { value: unknown } | { error: string };

export const isLateMarker = (value: unknown): value is LateMarker =>
  typeof value === 'object' && value !== null && typeof (value as LateMarker).__late === 'number';

/**
 * Whether this render may send the page before the loader's slow part: the server's renders. In
 * the browser a loader waits for it, so a navigation keeps the current page on screen until the
 * next is whole rather than flashing a placeholder.
 */
export function sendsShellFirst(context: Readonly<RouterContextProvider>): boolean {
  return pageClientOf(context).sendsShellFirst === true;
}

/**
 * A loader's answer with its slow part under `key`: kept as a promise where the server may send the
 * shell first (its rejection is <Await>'s error element, never an unhandled one), awaited anywhere
 * else. The part sits inside an object, so returning it from this async function keeps it a promise.
 */
export async function withLatePart<Base extends object, Key extends string, Part>(
  context: Readonly<RouterContextProvider>,
  base: Base,
  key: Key,
  part: Promise<Part>,
): Promise<Base & { [K in Key]: Part | Promise<Part> }> {
  if (!sendsShellFirst(context)) return { ...base, [key]: await part } as Base & Record<Key, Part>;
  part.catch(() => undefined);
  return { ...base, [key]: part } as Base & Record<Key, Promise<Part>>;
}

/** The same page, asked for whole: the render waits for its slow data (no JavaScript needed). */
export function wholePageHref(location: { pathname: string; search: string }): string {
  const search = new URLSearchParams(location.search);
  search.set('wait', 'all');
  return `${location.pathname}?${search}`;
}

/** Whether the URL asks for the page whole (wholePageHref). */
export const asksForWholePage = (url: URL) => url.searchParams.get('wait') === 'all';
