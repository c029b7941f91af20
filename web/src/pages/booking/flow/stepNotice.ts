/**
 * A message a booking step shows on arrival ("someone has just booked that time"). It travels in
 * the URL, not in the history entry's state: a navigation can turn into a document load (a newer
 * build is out, a chunk failed to load, a route rule redirects) and a reload keeps it too. The
 * step's own links are built from the selection alone, so the notice is gone after the next choice.
 */
export type StepNotice = 'slotTaken';

const param = 'notice';
const notices: readonly StepNotice[] = ['slotTaken'];

/** A step's href with a notice added to its query. */
export function withNotice(href: string, notice: StepNotice): string {
  return `${href}${href.includes('?') ? '&' : '?'}${param}=${notice}`;
}

/** The notice a step's URL carries, if it is one the steps know. */
export function noticeOf(search: string): StepNotice | undefined {
  const value = new URLSearchParams(search).get(param);
  return notices.find((notice) => notice === value);
}
