// @ts-check
// Tracing for api and bff: OpenTelemetry's Node SDK, exported over OTLP/HTTP when the standard
// OTEL_EXPORTER_OTLP_ENDPOINT is set, and not loaded at all when it is not (no hooks, no spans,
// no cost). Plain JavaScript so both processes load it as it is, from their sources or their builds.
import { register } from 'node:module';
import { context, propagation, trace } from '@opentelemetry/api';

/** @typedef {import('@opentelemetry/instrumentation').Instrumentation} Instrumentation */
/** @typedef {import('@opentelemetry/sdk-trace').ReadableSpan} ReadableSpan */
/** @typedef {import('@opentelemetry/sdk-trace').SpanExporter} SpanExporter */

/**
 * Attributes that would carry personal data: who the caller is (address, browser) and what they
 * typed (query strings). Traces are for where the time went, never for who asked.
 */
const droppedAttributes = new Set([
  'client.address',
  'client.port',
  'network.peer.address',
  'network.peer.port',
  'net.peer.ip',
  'net.sock.peer.addr',
  'http.client_ip',
  'user_agent.original',
  'http.user_agent',
  'url.query',
  'enduser.id',
  'graphql.source',
]);
const urlAttributes = new Set(['url.full', 'http.url', 'http.target']);

/** @param {import('@opentelemetry/api').Attributes} attributes */
export function redactAttributes(attributes) {
  /** @type {import('@opentelemetry/api').Attributes} */
  const kept = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (droppedAttributes.has(name)) continue;
    kept[name] =
      urlAttributes.has(name) && typeof value === 'string' ? value.replace(/[?#].*$/s, '') : value;
  }
  return kept;
}

/**
 * Hands spans to `inner` with their attributes redacted (the spans themselves stay untouched:
 * each is seen through an object that answers only `attributes` differently).
 * @param {SpanExporter} inner
 * @returns {SpanExporter}
 */
export function redactingExporter(inner) {
  return {
    export(spans, done) {
      const redacted = spans.map(
        (span) =>
          /** @type {ReadableSpan} */ (
            Object.create(span, { attributes: { value: redactAttributes(span.attributes) } })
          ),
      );
      inner.export(redacted, done);
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}

let provider = /** @type {import('@opentelemetry/sdk-trace').TracerProvider | undefined} */ (
  undefined
);

/** Whether this process traces (startTracing found an OTLP endpoint). */
export function tracingEnabled() {
  return provider !== undefined;
}

/**
 * Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set. Must run before the modules it
 * instruments are loaded: the process entry calls it first and imports the app afterwards.
 * http (incoming and outgoing), Fastify and pino (trace ids in log lines) are traced in every
 * process; `instrumentations` names what else the process uses (GraphQL, pg, undici…).
 * @param {{ serviceName: string, instrumentations?: () => Promise<Instrumentation[]> }} options
 * @returns {Promise<boolean>} whether tracing is on
 */
export async function startTracing({ serviceName, instrumentations }) {
  const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return false;
  if (!/^https?:$/.test(URL.parse(endpoint)?.protocol ?? ''))
    throw new Error(
      `OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL such as http://jaeger:4318 (got "${endpoint}")`,
    );
  // Lets the instrumentations patch modules loaded through `import` as well as `require`.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);

  const [
    { TracerProvider, BatchSpanProcessor },
    { AsyncLocalStorageContextManager },
    { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator },
    { resourceFromAttributes },
    { OTLPTraceExporter },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PinoInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pino'),
    import('@fastify/otel'),
  ]);
  provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || serviceName,
    }),
    // The exporter reads the endpoint (adding /v1/traces) and OTEL_EXPORTER_OTLP_HEADERS itself.
    spanProcessors: [
      new BatchSpanProcessor({ exporter: redactingExporter(new OTLPTraceExporter()) }),
    ],
  });
  // What NodeTracerProvider.register() did before OpenTelemetry 3: the async context that carries
  // spans across awaits, and the W3C traceparent and baggage headers between processes.
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(
    new CompositePropagator({
      propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()],
    }),
  );
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes every few seconds would bury the requests that matter.
        ignoreIncomingRequestHook: (request) =>
          /^\/(healthz|readyz|metrics)\b/.test(request.url ?? ''),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PinoInstrumentation(),
      ...((await instrumentations?.()) ?? []),
    ],
  });
  return true;
}

/** Sends what is still buffered and stops (on shutdown). */
export async function stopTracing() {
  await provider?.shutdown();
}

/** The tracer of a process's own spans (no-op while tracing is off). */
export const tracer = trace.getTracer('termin');
