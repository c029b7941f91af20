import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { bookingOperations } from './bookingOperations.js';

/**
 * Request timings in seconds. Every alert threshold is an edge (2 s: TerminGatewayLatencyHigh),
 * or histogram_quantile interpolates across a wider bucket and pages on requests far below it.
 */
export const secondsBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 2.5, 5, 10];

/**
 * Everything /metrics reports, on a registry of this app's own (tests build several apps in one
 * process; a global registry would collide).
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let readiness: (() => Promise<boolean>) | undefined;
  let sharedCacheUp: (() => Promise<boolean>) | undefined;
  const seconds = secondsBuckets;

  const metrics = {
    registry,
    /** Sets what bff_ready reports: the same check as GET /readyz, made at each scrape. */
    watchReadiness(check: () => Promise<boolean>) {
      readiness = check;
    },
    /** Sets what bff_shared_cache_degraded reports: whether the shared cache answers. */
    watchSharedCache(ping: () => Promise<boolean>) {
      sharedCacheUp = ping;
    },
    ready: new Gauge({
      name: 'bff_ready',
      help: 'Whether this replica is ready to serve (1): what GET /readyz answers, checked at each scrape',
      registers: [registry],
      async collect() {
        if (readiness) this.set((await readiness()) ? 1 : 0);
      },
    }),
    sharedCacheDegraded: new Gauge({
      name: 'bff_shared_cache_degraded',
      help: 'Whether Redis (REDIS_URL) does not answer (1): caches and rate limits fall back to this process; checked at each scrape',
      registers: [registry],
      async collect() {
        if (sharedCacheUp) this.set((await sharedCacheUp()) ? 0 : 1);
      },
    }),
    venueCacheSavedServed: new Counter({
      name: 'bff_venue_cache_saved_served_total',
      help: 'Venue data shown from what was kept because api could not answer (pages from saved data)',
      registers: [registry],
    }),
    httpRequestDuration: new Histogram({
      name: 'bff_http_request_duration_seconds',
      help: 'HTTP requests by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    graphqlOperationDuration: new Histogram({
      name: 'bff_graphql_operation_duration_seconds',
      help: 'GraphQL operations by name, type and outcome',
      labelNames: ['operation', 'type', 'outcome'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    upstreamCallDuration: new Histogram({
      name: 'bff_upstream_call_duration_seconds',
      help: 'Calls to the booking API by operation and status (0 when no answer came)',
      labelNames: ['operation', 'status'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    graphqlOperationCost: new Histogram({
      name: 'bff_graphql_operation_cost',
      help: 'Operation cost points charged to the client budget, by source (page render or client)',
      labelNames: ['source'] as const,
      buckets: [10, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 50_000],
      registers: [registry],
    }),
    upstreamCoalesced: new Counter({
      name: 'bff_upstream_coalesced_total',
      help: 'Upstream GETs answered by an identical call already in flight (no call of their own)',
      registers: [registry],
    }),
    upstreamRefused: new Counter({
      name: 'bff_upstream_refused_total',
      help: 'Upstream calls not made, by lane (read: GET and HEAD; write: every other method) and reason (circuit_open or overloaded)',
      labelNames: ['lane', 'reason'] as const,
      registers: [registry],
    }),
    upstreamCircuitOpen: new Gauge({
      name: 'bff_upstream_circuit_open',
      help: 'Whether the lane (read: GET and HEAD; write: every other method) fails fast because its circuit is open (1) or not (0)',
      labelNames: ['lane'] as const,
      registers: [registry],
    }),
    ssrRenderDuration: new Histogram({
      name: 'bff_ssr_render_duration_seconds',
      help: 'Server renders until the shell is ready, by status and page type (its route pattern)',
      labelNames: ['status', 'page'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'bff_public_cache_lookups_total',
      help: 'Public cache lookups by result (hit or miss); hit ratio = hit / (hit + miss)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'bff_rate_limit_refusals_total',
      help: 'Requests refused by limit: 429 per client (cost, suggestions, mutations, login, …), 503 for heavy_work (all clients)',
      labelNames: ['limit'] as const,
      registers: [registry],
    }),
    pageCacheLookups: new Counter({
      name: 'bff_page_cache_lookups_total',
      help: 'Cacheable page requests by result (hit or miss): public pages for visitors without a session',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    bookingsUnanswered: new Counter({
      name: 'bff_bookings_unanswered_total',
      help:
        'Booking writes by kind (order, event_seat, gift_card) that got no answer from api ' +
        '(timed out, refused, circuit open): failures api never saw, so api_bookings_total misses them',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    /** Times a call to api; a booking write that got no answer is also counted as unanswered. */
    observeUpstreamCall(operation: string, status: number, seconds: number) {
      metrics.upstreamCallDuration.observe({ operation, status: String(status) }, seconds);
      const kind = bookingOperations[operation];
      if (kind && status === 0) metrics.bookingsUnanswered.inc({ kind });
    },
  };
  // Series an alert or a ratio divides by exist from the start at zero: a counter born at its
  // first increment has no earlier sample, so rate() never sees that first event.
  for (const lane of ['read', 'write'])
    for (const reason of ['circuit_open', 'overloaded'])
      metrics.upstreamRefused.inc({ lane, reason }, 0);
  for (const result of ['hit', 'miss']) {
    metrics.cacheLookups.inc({ result }, 0);
    metrics.pageCacheLookups.inc({ result }, 0);
  }
  for (const kind of new Set(Object.values(bookingOperations)))
    metrics.bookingsUnanswered.inc({ kind }, 0);
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
