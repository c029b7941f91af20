import type { Attributes, Tracer } from '@opentelemetry/api';
import type { Instrumentation } from '@opentelemetry/instrumentation';
import type { SpanExporter } from '@opentelemetry/sdk-trace';

/** Attributes without those that carry personal data; URLs without their query strings. */
export function redactAttributes(attributes: Attributes): Attributes;
/** Hands spans to `inner` with their attributes redacted. */
export function redactingExporter(inner: SpanExporter): SpanExporter;
/** Whether this process traces (startTracing found an OTLP endpoint). */
export function tracingEnabled(): boolean;
/**
 * Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set; must run before the instrumented
 * modules load. Resolves to whether tracing is on.
 */
export function startTracing(options: {
  serviceName: string;
  instrumentations?: () => Promise<Instrumentation[]>;
}): Promise<boolean>;
/** Sends what is still buffered and stops (on shutdown). */
export function stopTracing(): Promise<void>;
/** The tracer of a process's own spans (no-op while tracing is off). */
export const tracer: Tracer;
