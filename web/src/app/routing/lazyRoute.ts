/** Decides what to do with a route module that failed to load; true when the page is reloading. */
type ChunkErrorRecovery = (error: unknown) => boolean;

let recover: ChunkErrorRecovery | null = null;

/** The browser entry installs the recovery (client/chunkReload.ts); the server has none. */
export function setChunkErrorRecovery(recovery: ChunkErrorRecovery | null) {
  recover = recovery;
}

/**
 * A route module loaded on demand. spec §8: when its chunk fails to load during a navigation the
 * target is reloaded as a page (a new build replaced the files); meanwhile the navigation waits.
 */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (recover?.(error)) return new Promise<never>(() => {});
      throw error;
    });
}
