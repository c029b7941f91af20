import { ScrollRestoration } from 'react-router';

/**
 * spec §2: the page scrolls to the top after each page finishes loading. react-router's own
 * ScrollRestoration does it once the navigation's data is in, and knows what is not a new page:
 * back and forward return to where the reader was, a link to an anchor goes to the anchor, and a
 * navigation sent with `preventScrollReset` (a choice on the same step, such as adding a service,
 * that only changes the query) keeps the position.
 */
export function ScrollToTop() {
  return <ScrollRestoration />;
}
