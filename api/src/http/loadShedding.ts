// Bounded concurrency for the api: a request is handled when one of maxInFlight places is free,
// waits in a short queue otherwise, and is refused at once (503 + Retry-After) when the queue is
// full or it waited too long. Excess load is shed in milliseconds instead of piling up into
// timeouts for everyone. Writes (bookings) are the last thing shed: they go ahead of reads in
// the queue and take a queued read's place when the queue is full. Health checks never wait.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorBody } from './sharedSchemas.js';

export interface LoadSheddingLimits {
  /** Requests handled at once. */
  readonly maxInFlight: number;
  /** Requests waiting for a place; one more is refused at once. */
  readonly maxQueue: number;
  /** The longest a request waits in the queue before it is refused. */
  readonly queueTimeoutMs: number;
}

export type RequestKind = 'read' | 'write';

interface Waiter {
  kind: RequestKind;
  admit(admitted: boolean): void;
}

/** The places and the queue, without HTTP: enter() resolves true once admitted, false if shed. */
export class ConcurrencyGate {
  private inFlight = 0;
  private readonly writes: Waiter[] = [];
  private readonly reads: Waiter[] = [];

  constructor(private readonly limits: LoadSheddingLimits) {}

  get load() {
    return { inFlight: this.inFlight, queued: this.writes.length + this.reads.length };
  }

  /**
   * A place for one request. `cancel` gives up waiting (the caller went away); once admitted,
   * the caller must call leave() exactly once.
   */
  enter(kind: RequestKind): { admitted: Promise<boolean>; cancel(): void } {
    if (this.inFlight < this.limits.maxInFlight) {
      this.inFlight += 1;
      return { admitted: Promise.resolve(true), cancel: () => undefined };
    }
    if (this.load.queued >= this.limits.maxQueue) {
      // A write takes the place of the newest read waiting; a read, or a write behind a queue
      // full of writes, is refused.
      const displaced = kind === 'write' ? this.reads.pop() : undefined;
      if (!displaced) return { admitted: Promise.resolve(false), cancel: () => undefined };
      displaced.admit(false);
    }
    let waiter!: Waiter;
    const admitted = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.remove(waiter);
        resolve(false);
      }, this.limits.queueTimeoutMs);
      waiter = {
        kind,
        admit: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
      };
    });
    (kind === 'write' ? this.writes : this.reads).push(waiter);
    return {
      admitted,
      cancel: () => {
        if (this.remove(waiter)) waiter.admit(false);
      },
    };
  }

  /** Frees a place: the first waiting write, else the first waiting read, takes it. */
  leave(): void {
    const next = this.writes.shift() ?? this.reads.shift();
    if (next) next.admit(true);
    else this.inFlight -= 1;
  }

  private remove(waiter: Waiter): boolean {
    const queue = waiter.kind === 'write' ? this.writes : this.reads;
    const index = queue.indexOf(waiter);
    if (index === -1) return false;
    queue.splice(index, 1);
    return true;
  }
}

const neverShed = new Set(['/healthz', '/readyz', '/metrics']);

/** Seconds a refused caller is asked to wait before trying again. */
const retryAfterSeconds = 1;

function shed(reply: FastifyReply) {
  const body: ErrorBody = {
    error: { code: 'UNAVAILABLE', message: 'The service is busy. Please try again in a moment.' },
  };
  return reply.status(503).header('retry-after', String(retryAfterSeconds)).send(body);
}

/** Adds the gate to every route of the app (but health and readiness). */
export function registerLoadShedding(app: FastifyInstance, limits: LoadSheddingLimits): void {
  const gate = new ConcurrencyGate(limits);
  app.addHook('onRequest', async (request, reply) => {
    if (neverShed.has(request.routeOptions.url ?? '')) return;
    const kind: RequestKind =
      request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
    const ticket = gate.enter(kind);
    let admitted = false;
    let done = false;
    // The response ends, or the caller goes away (while waiting or while being handled).
    reply.raw.once('close', () => {
      done = true;
      if (admitted) gate.leave();
      else ticket.cancel();
    });
    admitted = await ticket.admitted;
    if (admitted && done) {
      // Admitted just as the caller went away: give the place back at once.
      admitted = false;
      gate.leave();
    }
    // Sending also ends the request of a caller that went away, so no handler runs for it.
    if (!admitted) return shed(reply);
  });
}
