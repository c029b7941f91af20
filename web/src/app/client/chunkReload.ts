/** spec §8: at most one reload for a chunk-load error per 10 s. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
export const CHUNK_RELOAD_KEY = 'termin:chunk-reload-at';

const chunkErrorPatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

/** Whether an error is a script or stylesheet chunk that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkErrorPatterns.some((p) => p.test(error.message));
}

export interface ChunkReloadDeps {
  /** The path the navigation was heading for. */
  target: () => string;
  reload: (path: string) => void;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
}

/**
 * Reloads the navigation's target as a full page after a chunk-load error, unless that already
 * happened in the last 10 s (kept in session storage, so it survives the reload): then the error
 * stands and the error page shows it, instead of reloading forever.
 */
export function createChunkErrorRecovery({
  target,
  reload,
  storage,
  now = Date.now,
}: ChunkReloadDeps) {
  return (error: unknown): boolean => {
    if (!isChunkLoadError(error)) return false;
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now()));
    reload(target());
    return true;
  };
}
