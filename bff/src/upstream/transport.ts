import CircuitBreaker from 'opossum';

export type Send = (request: Request) => Promise<Response>;

export interface UpstreamTransport {
  send: Send;
  /** True while the circuit is open: calls fail at once instead of waiting for a dead upstream. */
  isOpen(): boolean;
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
}

/** Raised instead of calling the upstream while the circuit is open. */
export class CircuitOpenError extends Error {
  override readonly name = 'CircuitOpenError';
}

/**
 * The request, aborted after timeoutMs, body included. A plain timer holds the controller
 * strongly: a Request that only follows AbortSignal.timeout() can lose the signal to garbage
 * collection and then never time out.
 */
function withTimeout(request: Request, timeoutMs: number): Request {
  const controller = new AbortController();
  setTimeout(
    () => controller.abort(new DOMException('The upstream call timed out', 'TimeoutError')),
    timeoutMs,
  ).unref();
  return new Request(request, { signal: controller.signal });
}

/**
 * How bff reaches the booking API, shared by all requests of the process: every call ends at the
 * timeout, and a circuit breaker fails fast while the upstream is unreachable, then lets a trial
 * call through to notice its return without a restart.
 */
export function createUpstreamTransport(options: TransportOptions): UpstreamTransport {
  const baseFetch = options.fetch ?? fetch;
  const breaker = new CircuitBreaker((request: Request) => baseFetch(request), {
    timeout: false, // each request carries its own AbortSignal.timeout
    errorThresholdPercentage: options.errorThresholdPercentage ?? 50,
    volumeThreshold: options.volumeThreshold ?? 5,
    resetTimeout: options.resetTimeoutMs ?? 5000,
    rollingCountTimeout: 10_000,
  });
  return {
    send: async (request) => {
      try {
        return await breaker.fire(withTimeout(request, options.timeoutMs));
      } catch (error) {
        if (breaker.opened && (error as { code?: string }).code === 'EOPENBREAKER') {
          throw new CircuitOpenError('The booking API circuit is open');
        }
        throw error;
      }
    },
    isOpen: () => breaker.opened,
    close: () => breaker.shutdown(),
  };
}
