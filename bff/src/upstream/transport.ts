import CircuitBreaker from 'opossum';
import type { Metrics } from '../metrics/metrics.js';

export type Send = (request: Request) => Promise<Response>;

/**
 * Reads (GET, HEAD) and writes (mutations, token calls) reach the upstream through separate
 * lanes, each with its own circuit breaker and its own share of calls in flight: a flood of
 * reads that time out opens the read circuit only, and a booking still gets through (issue 20).
 */
export type Lane = 'read' | 'write';

export interface UpstreamTransport {
  send: Send;
  /** True while the lane's circuit is open: its calls fail at once instead of waiting. */
  isOpen(lane?: Lane): boolean;
  close(): void;
}

export interface TransportOptions {
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Share of failed calls in the rolling window that opens the circuit. */
  errorThresholdPercentage?: number;
  /** Calls in the window before the circuit may open. */
  volumeThreshold?: number;
  /** How long the circuit stays open before one trial call. */
  resetTimeoutMs?: number;
  /** Reads in flight at once; one more fails at once (UpstreamOverloadedError). */
  maxReadsInFlight?: number;
  /** Writes in flight at once, kept apart from the reads' share. */
  maxWritesInFlight?: number;
  metrics?: Metrics;
}

/** Raised instead of calling the upstream while the circuit is open. */
export class CircuitOpenError extends Error {
  override readonly name = 'CircuitOpenError';
}

/** Raised instead of calling the upstream while the lane has all the calls it may have. */
export class UpstreamOverloadedError extends Error {
  override readonly name = 'UpstreamOverloadedError';
}

/**
 * An answer read to its end inside the call (so the timeout covers the body too), from which
 * every caller sharing the call gets a Response of its own: a body can be read only once.
 */
interface BufferedAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: ArrayBuffer;
}

const toResponse = ({ status, statusText, headers, body }: BufferedAnswer) =>
  new Response(body.byteLength > 0 ? body : null, { status, statusText, headers });

/**
 * Runs `send` with the request aborted after timeoutMs, body included; the timer ends with the
 * call. Why a timer of its own rather than AbortSignal.timeout(): a Request made from another
 * follows the given signal only weakly (undici), and nothing else holds a timeout signal, so it
 * can be collected before it fires and the call then never times out. Cleared when the call
 * ends rather than left to fire: a pending timer keeps its controller, and what listens on it,
 * alive for the rest of the timeout (5 s by default) after every call.
 */
async function withTimeout<T>(
  request: Request,
  timeoutMs: number,
  send: (request: Request) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The upstream call timed out', 'TimeoutError')),
    timeoutMs,
  );
  try {
    return await send(new Request(request, { signal: controller.signal }));
  } finally {
    clearTimeout(timer);
  }
}

const laneOf = (request: Request): Lane =>
  request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';

/**
 * Two GETs are the same call when everything that can change the answer is the same: method,
 * URL and every header (country, language, the caller's token) except the request id. So one
 * customer's answer is never handed to another caller.
 */
function coalescingKey(request: Request): string {
  const headers = [...request.headers].filter(([name]) => name !== 'x-request-id');
  headers.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([request.method, request.url, headers]);
}

interface LaneState {
  breaker: CircuitBreaker<[Request], BufferedAnswer>;
  maxInFlight: number;
  inFlight: number;
}

/**
 * How bff reaches the booking API, shared by all requests of the process: every call ends at the
 * timeout; a circuit breaker per lane fails fast while the upstream is unreachable, then lets a
 * trial call through to notice its return without a restart; each lane has a bounded number of
 * calls in flight; and identical GETs in flight at once share one call.
 *
 * Only calls that got no answer (timeout, refused connection) count against the circuit: an
 * upstream that sheds load answers a fast 503 at once, which is an answer.
 */
export function createUpstreamTransport(options: TransportOptions): UpstreamTransport {
  const baseFetch = options.fetch ?? fetch;
  const call = (request: Request): Promise<BufferedAnswer> =>
    withTimeout(request, options.timeoutMs, async (timed) => {
      const response = await baseFetch(timed);
      const { status, statusText, headers } = response;
      return { status, statusText, headers, body: await response.arrayBuffer() };
    });
  const lane = (name: Lane, maxInFlight: number): LaneState => {
    const breaker = new CircuitBreaker(call, {
      name: `upstream-${name}`,
      timeout: false, // each request carries its own timeout signal
      errorThresholdPercentage: options.errorThresholdPercentage ?? 50,
      volumeThreshold: options.volumeThreshold ?? 5,
      resetTimeout: options.resetTimeoutMs ?? 5000,
      rollingCountTimeout: 10_000,
    });
    const gauge = options.metrics?.upstreamCircuitOpen;
    gauge?.set({ lane: name }, 0);
    breaker.on('open', () => gauge?.set({ lane: name }, 1));
    breaker.on('close', () => gauge?.set({ lane: name }, 0));
    return { breaker, maxInFlight, inFlight: 0 };
  };
  const lanes: Record<Lane, LaneState> = {
    read: lane('read', options.maxReadsInFlight ?? 64),
    write: lane('write', options.maxWritesInFlight ?? 16),
  };
  const readsInFlight = new Map<string, Promise<BufferedAnswer>>();

  const refuse = (name: Lane, error: Error) => {
    options.metrics?.upstreamRefused.inc({
      lane: name,
      reason: error instanceof CircuitOpenError ? 'circuit_open' : 'overloaded',
    });
    return error;
  };

  const fire = async (name: Lane, request: Request): Promise<BufferedAnswer> => {
    const state = lanes[name];
    if (state.breaker.opened) {
      throw refuse(name, new CircuitOpenError(`The booking API ${name} circuit is open`));
    }
    if (state.inFlight >= state.maxInFlight) {
      throw refuse(name, new UpstreamOverloadedError(`Too many upstream ${name}s in flight`));
    }
    state.inFlight += 1;
    try {
      return await state.breaker.fire(request);
    } catch (error) {
      // Also while half open: the one trial call is out, the others are not made.
      if ((error as { code?: string }).code === 'EOPENBREAKER') {
        throw refuse(name, new CircuitOpenError(`The booking API ${name} circuit is open`));
      }
      throw error;
    } finally {
      state.inFlight -= 1;
    }
  };

  return {
    send: async (request) => {
      const name = laneOf(request);
      if (name === 'write') return toResponse(await fire(name, request));
      const key = coalescingKey(request);
      const shared = readsInFlight.get(key);
      if (shared) {
        options.metrics?.upstreamCoalesced.inc();
        return toResponse(await shared);
      }
      const answer = fire(name, request);
      readsInFlight.set(key, answer);
      try {
        return toResponse(await answer);
      } finally {
        readsInFlight.delete(key);
      }
    },
    isOpen: (name = 'read') => lanes[name].breaker.opened,
    close: () => {
      lanes.read.breaker.shutdown();
      lanes.write.breaker.shutdown();
    },
  };
}
