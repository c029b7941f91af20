import { useLocation, useNavigation } from 'react-router';

/**
 * The query of a navigation under way to this same page (a day, a filter or a sort being
 * changed), else undefined: pages show that choice at once, and what it replaces no longer
 * looks chosen while its data loads.
 */
export function usePendingSearch(): URLSearchParams | undefined {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const next = navigation.location;
  if (navigation.state !== 'loading' || !next || next.pathname !== pathname) return undefined;
  return next.search === search ? undefined : new URLSearchParams(next.search);
}
