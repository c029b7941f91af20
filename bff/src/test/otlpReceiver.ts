// A small OTLP/HTTP trace receiver for tests: what the processes' OTLP exporters send (JSON, as
// @opentelemetry/exporter-trace-otlp-http encodes it) is kept as flat spans to look at.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sleep } from './processes.js';

export interface ReceivedSpan {
  service: string;
  scope: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{
      scope?: { name?: string };
      spans?: Array<{
        name: string;
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        attributes?: OtlpAttribute[];
      }>;
    }>;
  }>;
}

const valueOf = (value: OtlpValue) =>
  value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;
const attributesOf = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, valueOf(value)]));

export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url !== '/v1/traces') return void response.writeHead(404).end();
      const body = JSON.parse(Buffer.concat(chunks).toString()) as OtlpRequest;
      for (const { resource, scopeSpans = [] } of body.resourceSpans ?? []) {
        const service = String(attributesOf(resource?.attributes)['service.name']);
        for (const { scope, spans: received = [] } of scopeSpans)
          for (const span of received)
            spans.push({
              service,
              scope: scope?.name ?? '',
              name: span.name,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              attributes: attributesOf(span.attributes),
            });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    /** Waits until `found` answers something for the spans received so far. */
    async waitFor<T>(found: (spans: ReceivedSpan[]) => T | undefined, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const result = found(spans);
        if (result !== undefined && result !== false) return result;
        if (Date.now() > deadline) throw new Error(`no such spans in ${timeoutMs} ms`);
        await sleep(100);
      }
    },
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
