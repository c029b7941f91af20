/** spec §9: at most this many route modules load ahead at once. */
export const MAX_CONCURRENT_PRELOADS = 4;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** spec §9: no prefetching on data-saver mode or 2g connections. */
export function preloadAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Runs preloads with at most `limit` in flight; each key loads once. */
export function createPreloadQueue(limit = MAX_CONCURRENT_PRELOADS) {
  const seen = new Set<string>();
  const waiting: Array<() => Promise<unknown>> = [];
  let running = 0;

  const pump = () => {
    while (running < limit && waiting.length > 0) {
      const load = waiting.shift()!;
      running++;
      void load()
        .catch(() => {
          // A failed preload is retried by the navigation itself.
        })
        .finally(() => {
          running--;
          pump();
        });
    }
  };

  return {
    preload(key: string, load: () => Promise<unknown>) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(load);
      pump();
    },
    inFlight: () => running,
  };
}

export type PreloadQueue = ReturnType<typeof createPreloadQueue>;

/**
 * Loads the route modules of a link's target when the visitor shows intent (pointer over it,
 * focus, touch), so the navigation does not wait for them.
 */
export function preloadOnIntent(
  root: Document,
  modulesFor: (pathname: string) => Array<{ key: string; load: () => Promise<unknown> }>,
  queue: PreloadQueue = createPreloadQueue(),
  connection: () => NetworkInformationLike | undefined = () =>
    (navigator as Navigator & { connection?: NetworkInformationLike }).connection,
) {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (!preloadAllowed(connection())) return;
    for (const { key, load } of modulesFor(link.pathname)) queue.preload(key, load);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  events.forEach((name) => root.addEventListener(name, onIntent, { passive: true }));
  return () => events.forEach((name) => root.removeEventListener(name, onIntent));
}
