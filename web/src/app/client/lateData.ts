// The browser's half of late data (app/data/lateData.ts): each marker in the server's loader data
// becomes a promise, settled by the script the server streamed for it (before or after this ran).
import { isLateMarker, type LateOutcome } from '../data/lateData';

type LateEntry = [id: number, outcome: LateOutcome];

declare global {
  interface Window {
    /** The late scripts' queue (an array until the app starts; then it takes each at once). */
    __TERMIN_LATE__?: LateEntry[] | { push(entry: LateEntry): unknown };
  }
}

/** What <Await>'s error element gets when a late value failed on the server. */
export class LateDataError extends Error {
  constructor(readonly code: string) {
    super(`The page's late data failed (${code})`);
    this.name = 'LateDataError';
  }
}

/**
 * Replaces each late marker in the server's loader data with a promise of its value. Call before
 * the router reads the data.
 */
export function reviveLateData(
  loaderData: Record<string, unknown> | undefined,
  target: Pick<Window, '__TERMIN_LATE__'> = window,
): void {
  const arrived = new Map<number, LateOutcome>();
  const waiting = new Map<number, (outcome: LateOutcome) => void>();
  const deliver = ([id, outcome]: LateEntry) => {
    const settle = waiting.get(id);
    if (!settle) return void arrived.set(id, outcome);
    waiting.delete(id);
    settle(outcome);
  };
  const queued = target.__TERMIN_LATE__;
  if (Array.isArray(queued)) queued.forEach(deliver);
  target.__TERMIN_LATE__ = { push: deliver };

  for (const data of Object.values(loaderData ?? {})) {
    if (typeof data !== 'object' || data === null) continue;
    const fields = data as Record<string, unknown>;
    for (const [key, marker] of Object.entries(fields)) {
      if (!isLateMarker(marker)) continue;
      const promise = new Promise((resolve, reject) => {
        const settle = (outcome: LateOutcome) =>
          'value' in outcome ? resolve(outcome.value) : reject(new LateDataError(outcome.error));
        if (marker.error !== undefined) return settle({ error: marker.error });
        const now = arrived.get(marker.__late);
        if (now) settle(now);
        else waiting.set(marker.__late, settle);
      });
      // <Await> shows a failure; it is not an unhandled rejection meanwhile.
      promise.catch(() => undefined);
      fields[key] = promise;
    }
  }
}
