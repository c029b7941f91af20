import { createContext, use, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { jsx } from 'react/jsx-runtime';
import { Link as RouterLink, type NavigateFunction } from 'react-router';

/** The router's navigate function, provided once by the app shell for every Link below it. */
export const NavigateContext = createContext<NavigateFunction | null>(null);

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site: absolute ("/en/blog") or relative to the current route. */
  to: string;
  replace?: boolean;
  preventScrollReset?: boolean;
}

/** "/en/blog?page=2" but not "//cdn.example" (another host) or "?page=2" (relative). */
const absolutePath = /^\/(?!\/)/;

/**
 * The app's link. react-router's Link resolves its path against the matched routes and reads the
 * location, navigation and prefetch state on every render: some 15 µs a link, a tenth of a company
 * page's render with its hundred links. Every link here is built as an absolute path already
 * (routing/localizedPath), so it only needs an anchor whose plain left click the router takes
 * over, the same rule as react-router's own. Relative paths, and renders outside the app shell
 * (component tests), keep react-router's Link.
 */
export function Link(props: LinkProps) {
  const navigate = use(NavigateContext);
  const to = props.to;
  if (!navigate || !absolutePath.test(to)) return <RouterLink {...props} />;
  const { replace, preventScrollReset, onClick } = props;
  const anchor = propsWithout(props, linkOnly);
  anchor.href = to;
  // A server render writes no handlers: the click is wired when the page hydrates.
  if (!onServer)
    anchor.onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (!takenByRouter(event, props.target)) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      // Like react-router: a link to where the visitor already is replaces the history entry.
      void navigate(to, {
        replace: replace ?? `${pathname}${search}${hash}` === to,
        preventScrollReset,
      });
    };
  // The copy is the element's props as they are: JSX's `<a {...anchor} />` would copy it again.
  return jsx('a', anchor);
}

/** No document: a server render. */
const onServer = typeof document === 'undefined';

/** Link's own props, not the anchor's (onClick is wrapped). */
const linkOnly: ReadonlySet<string> = new Set(['to', 'replace', 'preventScrollReset', 'onClick']);

/**
 * A copy of `props` without the `omitted` ones, to add to and pass on. Copied by hand: a rest pattern
 * and then `{ ...rest, more }` take V8's slow path, about a microsecond a link (a start page has
 * a hundred); this is a tenth of it.
 */
export function propsWithout(props: object, omitted: ReadonlySet<string>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const name in props) {
    if (!omitted.has(name)) copy[name] = (props as Record<string, unknown>)[name];
  }
  return copy;
}

/** A plain left click meant for this tab; modified clicks and other targets stay the browser's. */
function takenByRouter(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
