// What a URL may carry (spec §5: route params match plain segments; a failed route validation is a
// 404). Every date, time, id and enum read from a path or a query is checked here before use, so a
// mangled or hostile link never reaches the booking API (where it would fail as a 500). One rule
// for the whole site:
// - a path param that fails its rule is a 404, decided by the route validation before any guard,
//   redirect or page loader runs (navigation/pipeline.ts, routing/validatedFirst.ts);
// - a query value that names what the page shows (the order on a confirmation page) is needed like
//   a path param: failing its rule is the same 404 as naming nothing that exists;
// - a query value that only refines the page (the calendar's date, a chosen time, a filter, a
//   sort, a page number) is ignored when it fails its rule: the page shows without it, as a
//   visitor following an old or mangled link expects (parseBookingState, parseSearchState).

/** Ids are PostgreSQL integers upstream: 1 … 2^31 - 1. */
export const maxUrlId = 2_147_483_647;

/** A plain segment: letters, digits, '_', '.' and '-' (spec §5). */
export const plainSegment = /^[\p{L}\p{N}_.-]+$/u;

/** An id as a URL writes it: digits without a leading zero, 1 … 2^31 - 1. */
export function isUrlId(value: string | null | undefined): value is string {
  return !!value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= maxUrlId;
}

/**
 * A branch slug (spec §3): only its last hyphen-separated piece, the branch id, is looked up
 * ("salon-lotus-vracar-12", or "12" alone), so that piece must be an id.
 */
export function isBranchSlug(value: string | null | undefined): value is string {
  return !!value && plainSegment.test(value) && isUrlId(value.split('-').pop());
}

/** The guid of an order or an event booking (a UUID, as the booking API issues them). */
export function isGuid(value: string | null | undefined): value is string {
  return !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * A local date YYYY-MM-DD that exists on the calendar (no 2026-13-01, no 2026-02-30). Years stay
 * within 2000–2999: nothing on the site is dated earlier, and the calendar's week arithmetic never
 * leaves four-digit years.
 */
export function isLocalDate(value: string | null | undefined): value is string {
  const match = /^(2\d{3})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A wall-clock time HH:MM, 00:00 … 23:59. */
export function isLocalTime(value: string | null | undefined): value is string {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value ?? '');
}

/**
 * Free text from a query (a search, a city, a code): trimmed and cut to `maxLength`; undefined when
 * empty or when it carries control characters, which no one types and no lookup can match.
 */
export function urlText(value: string | null | undefined, maxLength = 100): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || /\p{Cc}/u.test(trimmed)) return undefined;
  return trimmed.slice(0, maxLength);
}
