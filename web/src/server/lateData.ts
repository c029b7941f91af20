// The server's half of late data (app/data/lateData.ts): finding the slow parts in a render's
// loader data, giving them a moment, and streaming the outcome of those that missed it.
import type { StaticHandlerContext } from 'react-router';
import { errorCodeOf } from '../app/data/pageData';
import type { LateMarker, LateOutcome } from '../app/data/lateData';
import { serializeForScript } from '../app/shell';

export interface LateValue {
  readonly id: number;
  readonly routeId: string;
  readonly key: string;
  readonly promise: Promise<unknown>;
  /** Set once it settled. */
  outcome?: LateOutcome;
}

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

/** The late values in a render's loader data: the promises among each route's data's own keys. */
export function lateValuesOf(loaderData: StaticHandlerContext['loaderData']): LateValue[] {
  const found: LateValue[] = [];
  for (const [routeId, data] of Object.entries(loaderData)) {
    if (typeof data !== 'object' || data === null) continue;
    for (const [key, promise] of Object.entries(data)) {
      if (!isPromise(promise)) continue;
      const late: LateValue = { id: found.length, routeId, key, promise };
      promise.then(
        (value) => (late.outcome = { value }),
        // Only the error's code reaches the page: <Await>'s error element says what it means.
        (error: unknown) => (late.outcome = { error: errorCodeOf(error) ?? 'INTERNAL' }),
      );
      found.push(late);
    }
  }
  return found;
}

/** Resolves when every late value settled, or after `ms`, whichever is first. */
export async function waitForLate(values: readonly LateValue[], ms: number): Promise<void> {
  if (values.length === 0) return;
  const settled = Promise.allSettled(values.map((late) => late.promise));
  if (!Number.isFinite(ms)) {
    await settled;
  } else if (ms > 0) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([settled, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
  }
  // The outcomes are recorded by handlers attached before these: one more turn lets them run,
  // so a value that had already arrived is rendered in place even without a wait (0 ms).
  await Promise.resolve();
}

/**
 * Puts each value that arrived in time into the render's loader data (<Await> renders it at
 * once, in place) and answers the loader data for the page's state: the same, with a marker for
 * each late value still on its way or failed.
 */
export function settleInPlace(
  loaderData: StaticHandlerContext['loaderData'],
  values: readonly LateValue[],
): StaticHandlerContext['loaderData'] {
  const state: StaticHandlerContext['loaderData'] = { ...loaderData };
  for (const late of values) {
    const data = loaderData[late.routeId] as Record<string, unknown>;
    if (late.outcome && 'value' in late.outcome) {
      data[late.key] = late.outcome.value;
      continue;
    }
    const marker: LateMarker = {
      __late: late.id,
      ...(late.outcome && 'error' in late.outcome ? { error: late.outcome.error } : {}),
    };
    state[late.routeId] = { ...(state[late.routeId] as object), [late.key]: marker };
  }
  return state;
}

/** The script that hands a late value's outcome to the page (app/client/lateData.ts). */
export const lateScript = (late: LateValue, nonce: string) =>
  `<script nonce="${nonce}">(window.__TERMIN_LATE__=window.__TERMIN_LATE__||[]).push(${serializeForScript([late.id, late.outcome])})</script>`;

/** The part of a Node stream React's renderToPipeableStream writes to. */
export interface ReactDestination {
  write(chunk: Uint8Array | string): boolean;
  end(): void;
  flush?(): void;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * Where React's stream goes when late values are still on their way: React's writes, flushes and
 * backpressure pass straight through, and each late value's script is written as it settles.
 * React writes whole pieces within one turn and a value settles in a turn of its own, so a script
 * never lands inside React's markup. The destination ends once React is done and every script is
 * out, or at once when the visitor left (`abandon`).
 */
export function withLateScripts(
  destination: NodeJS.WritableStream,
  pending: readonly LateValue[],
  nonce: string,
): ReactDestination & { abandon(): void } {
  let open = pending.length;
  let reactDone = false;
  let ended = false;
  const endOnce = () => {
    if (ended) return;
    ended = true;
    destination.end();
  };
  for (const late of pending) {
    void late.promise
      .catch(() => undefined)
      .then(() => {
        open -= 1;
        if (ended) return;
        destination.write(lateScript(late, nonce));
        if (open === 0 && reactDone) endOnce();
      });
  }
  const wrapper = {
    write: (chunk: Uint8Array | string) => destination.write(chunk),
    end: () => {
      reactDone = true;
      if (open === 0) endOnce();
    },
    /** React asks for one after each piece: compression passes the shell on now. */
    flush: () => (destination as { flush?: () => void }).flush?.(),
    on: (event: string, listener: (...args: unknown[]) => void) => {
      destination.on(event, listener);
      return wrapper;
    },
    abandon: endOnce,
  };
  return wrapper;
}
