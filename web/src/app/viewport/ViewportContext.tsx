import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { cookieNames, writeBrowserCookie } from '../cookies';
import { breakpointFor, breakpointQueries, type Breakpoint } from './breakpoints';

const ViewportContext = createContext<Breakpoint>('lg');

/** spec §9: name viewport, 365 days, path /, SameSite Strict, Secure over HTTPS. */
export function writeViewportCookie(breakpoint: Breakpoint) {
  writeBrowserCookie(cookieNames.viewport, breakpoint, { sameSite: 'Strict' });
}

/**
 * The current breakpoint. It starts at what the server rendered (the viewport cookie, else lg), so
 * hydration matches, then follows media-query changes (spec §4) and keeps the cookie current.
 */
export function ViewportProvider({
  initial,
  children,
}: {
  initial: Breakpoint;
  children: ReactNode;
}) {
  const [breakpoint, setBreakpoint] = useState(initial);

  useEffect(() => {
    const lists = breakpointQueries.map((query) => window.matchMedia(query));
    const update = () => {
      const next = breakpointFor(window.innerWidth);
      setBreakpoint(next);
      writeViewportCookie(next);
    };
    update();
    lists.forEach((list) => list.addEventListener('change', update));
    return () => lists.forEach((list) => list.removeEventListener('change', update));
  }, []);

  return <ViewportContext value={breakpoint}>{children}</ViewportContext>;
}

export function useBreakpoint(): Breakpoint {
  return useContext(ViewportContext);
}
