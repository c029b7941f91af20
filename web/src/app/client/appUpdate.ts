/** How often the latest-build manifest is asked for (spec §9 leaves it open). */
export const UPDATE_POLL_MS = 10 * 60 * 1000;

export interface BuildManifest {
  id: string;
  timestamp?: number;
}

/** bff's latest-build manifest, never from a cache (spec §7: with a timestamp query). */
export async function fetchLatestBuild(): Promise<BuildManifest> {
  const response = await fetch(`/_app/builds/latest.json?timestamp=${Date.now()}`, {
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`latest build: HTTP ${response.status}`);
  return (await response.json()) as BuildManifest;
}

export interface AppUpdateWatcher {
  /** A newer build than this page's is out; the next navigation loads a page. */
  available: () => boolean;
  check: () => Promise<void>;
  stop: () => void;
}

/**
 * spec §4 "App update": polls the latest-build manifest; once its id differs from the running
 * build's, an update event fires and available() turns true. Failed polls are ignored.
 */
export function watchForUpdates({
  currentId,
  fetchLatest = fetchLatestBuild,
  intervalMs = UPDATE_POLL_MS,
  target = typeof window === 'undefined' ? undefined : window,
}: {
  currentId: string;
  fetchLatest?: () => Promise<BuildManifest>;
  intervalMs?: number;
  target?: Window;
}): AppUpdateWatcher {
  let available = false;
  const check = async () => {
    if (available) return;
    try {
      const latest = await fetchLatest();
      if (latest.id && latest.id !== currentId) {
        available = true;
        target?.dispatchEvent(new CustomEvent('termin:app-update', { detail: latest }));
      }
    } catch {
      // Offline or a deploy in progress: ask again next time.
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  // Coming back to a tab that sat in the background is a good moment to ask.
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  target?.document.addEventListener('visibilitychange', onVisible);
  return {
    available: () => available,
    check,
    stop: () => {
      clearInterval(timer);
      target?.document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
