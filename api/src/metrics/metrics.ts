// What api's /metrics reports (Prometheus): request timings by route, and the booking outcomes
// the dashboard and alerts watch. Counted from the answers themselves (one hook), so no feature
// module has to remember to count.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// The route schema's `hide` (kept out of the OpenAPI document) is @fastify/swagger's option.
import type {} from '@fastify/swagger';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { passwordHashesComputed } from '../db/passwordHash.js';

/** The booking writes, by route, and what kind of booking each makes. */
export const bookingRoutes: Readonly<Record<string, string>> = {
  'POST /orders': 'order',
  'POST /events/:id/bookings': 'event_seat',
  'POST /gift-cards': 'gift_card',
};

const bookingOutcomes = ['created', 'replayed', 'slot_taken', 'refused', 'failed'] as const;

/** Built per app: tests build several in one process, so the registry is never global. */
export function createApiMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let readiness: (() => Promise<boolean>) | undefined;
  const metrics = {
    registry,
    /** Sets what api_ready reports: the same check as GET /readyz, made at each scrape. */
    watchReadiness(check: () => Promise<boolean>) {
      readiness = check;
    },
    ready: new Gauge({
      name: 'api_ready',
      help: 'Whether api is ready to serve (1): its database answers and it is not shutting down',
      registers: [registry],
      async collect() {
        if (readiness) this.set((await readiness()) ? 1 : 0);
      },
    }),
    requestDuration: new Histogram({
      name: 'api_http_request_duration_seconds',
      help: 'HTTP requests by method, route (its template) and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    passwordHashes: new Counter({
      name: 'api_password_hashes_total',
      help:
        'Password hashes computed (scrypt, for a new password or a login check), the CPU the ' +
        'auth service spends on them; refused ones (busy) are not counted',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(passwordHashesComputed());
      },
    }),
    bookings: new Counter({
      name: 'api_bookings_total',
      help:
        'Booking writes by kind (order, event_seat, gift_card) and outcome: created, replayed ' +
        '(an Idempotency-Key answered again), slot_taken (SLOT_TAKEN: the time was just taken), ' +
        'refused (another 4xx) or failed (5xx)',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
  };
  // Every kind and outcome exists from the start at zero: a counter born at its first failure
  // has no earlier sample, and rate() (TerminBookingsFailing) would never see that failure.
  for (const kind of new Set(Object.values(bookingRoutes)))
    for (const outcome of bookingOutcomes) metrics.bookings.inc({ kind, outcome }, 0);
  return metrics;
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;

function bookingOutcome(reply: FastifyReply, payload: unknown): (typeof bookingOutcomes)[number] {
  if (reply.getHeader('idempotent-replayed') === 'true') return 'replayed';
  if (reply.statusCode < 300) return 'created';
  if (reply.statusCode >= 500) return 'failed';
  const code = typeof payload === 'string' && /"code":"SLOT_TAKEN"/.test(payload);
  return code ? 'slot_taken' : 'refused';
}

/** Times every request and counts booking outcomes; serves GET /metrics (api is internal). */
export function registerApiMetrics(app: FastifyInstance, metrics: ApiMetrics) {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    const kind = bookingRoutes[`${request.method} ${request.routeOptions.url}`];
    if (kind) metrics.bookings.inc({ kind, outcome: bookingOutcome(reply, payload) });
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics()),
  );
}
