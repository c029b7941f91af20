// What the browser starts once the page is interactive; loaded as its own chunk so none of it
// delays the first render.
import { matchRoutes, type RouteObject } from 'react-router';
import type { ApolloSource } from '../data/apolloSource';
import { languageOf } from '../locale';
import { lazyLoadsOf, preloadOf, setChunkErrorRecovery } from '../../routing/lazyRoute';
import { watchForUpdates, type AppUpdateWatcher } from './appUpdate';
import { createChunkErrorRecovery } from './chunkReload';
import { preloadOnIntent } from './preload';

/** The lazy route modules a path needs (a page's component and data modules each). */
function lazyModules(routes: RouteObject[], pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    lazyLoadsOf(route.lazy).map(([property, load]) => ({
      key: `${route.id ?? ''}${property ? `:${property}` : ''}`,
      load: preloadOf(load),
    })),
  );
}

export function startBackgroundWork({
  routes,
  apollo,
  buildId,
  navigationTarget,
}: {
  routes: RouteObject[];
  /** Every navigation's loaders query through Apollo, which the page itself did not load. */
  apollo: ApolloSource;
  buildId: string;
  /** Where the current navigation is heading (or the current page). */
  navigationTarget: () => string;
}): AppUpdateWatcher {
  const recover = createChunkErrorRecovery({
    target: navigationTarget,
    reload: (path) => window.location.assign(path),
    storage: window.sessionStorage,
  });
  setChunkErrorRecovery(recover);
  // Vite reports a failed preload of a chunk's dependencies here.
  window.addEventListener('vite:preloadError', (event) => {
    if (recover((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });

  preloadOnIntent(document, (path) => {
    const language = languageOf(path.split('/')[1] ?? '');
    return [
      ...lazyModules(routes, path),
      { key: `apollo:${language}`, load: () => apollo.load(language) },
    ];
  });
  return watchForUpdates({ currentId: buildId });
}
