/**
 * The calendar date (YYYY-MM-DD, UTC) `days` from now. Tests that book ask for times from a few
 * days ahead, so the result never depends on the hour they run at: past every cancellation window
 * (at most two days in the seed) and every minimum notice.
 */
export function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
