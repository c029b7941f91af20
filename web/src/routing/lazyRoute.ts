import type { RouteObject } from 'react-router';

/** Decides what to do with a route module that failed to load; true when the page is reloading. */
type ChunkErrorRecovery = (error: unknown) => boolean;

let recover: ChunkErrorRecovery | null = null;

/** The browser entry installs the recovery (client/chunkReload.ts); the server has none. */
export function setChunkErrorRecovery(recovery: ChunkErrorRecovery | null) {
  recover = recovery;
}

const preload = Symbol('preload');

/**
 * A route module loaded on demand. spec §8: when its chunk fails to load during a navigation the
 * target is reloaded as a page (a new build replaced the files); meanwhile the navigation waits.
 */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  const navigate = () =>
    load().catch((error: unknown) => {
      if (recover?.(error)) return new Promise<never>(() => {});
      throw error;
    });
  return Object.assign(navigate, { [preload]: load });
}

/**
 * The module load of a lazy route without the reload on failure: a module loaded ahead on intent
 * that fails is left for the navigation to meet (and recover from), not reloaded as the page the
 * visitor is still on.
 */
export function preloadOf<T>(lazy: () => Promise<T>): () => Promise<T> {
  return (lazy as { [preload]?: () => Promise<T> })[preload] ?? lazy;
}

/**
 * The module loads of a route's `lazy`, in React Router's function form (one load answering the
 * route's properties) or object form (a load per property), each named by its property.
 */
export function lazyLoadsOf(
  lazy: RouteObject['lazy'],
): Array<[property: string | undefined, load: () => Promise<unknown>]> {
  if (!lazy) return [];
  if (typeof lazy === 'function') return [[undefined, lazy]];
  return Object.entries(lazy).flatMap(([property, load]) =>
    load ? [[property, load as () => Promise<unknown>]] : [],
  );
}
