import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * Everything /metrics reports, on a registry of this app's own (tests build several apps in one
 * process; a global registry would collide).
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

  return {
    registry,
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
    ssrRenderDuration: new Histogram({
      name: 'bff_ssr_render_duration_seconds',
      help: 'Server renders until the shell is ready, by status',
      labelNames: ['status'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'bff_public_cache_lookups_total',
      help: 'Public cache lookups by result (hit or miss); hit ratio = hit / (hit + miss)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    pageCacheLookups: new Counter({
      name: 'bff_page_cache_lookups_total',
      help: 'Cacheable page requests by result (hit or miss): public pages for visitors without a session',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
