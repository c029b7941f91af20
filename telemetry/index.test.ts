import { describe, expect, it } from 'vitest';
import { redactAttributes, startTracing, tracingEnabled } from './index.js';

describe('tracing', () => {
  it('stays off, loading nothing, without an OTLP endpoint', async () => {
    const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    try {
      expect(await startTracing({ serviceName: 'test' })).toBe(false);
      expect(tracingEnabled()).toBe(false);
    } finally {
      if (endpoint !== undefined) process.env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint;
    }
  });

  it('refuses an endpoint that is not a URL, naming the variable', async () => {
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'jaeger:4318';
    try {
      await expect(startTracing({ serviceName: 'test' })).rejects.toThrow(
        /OTEL_EXPORTER_OTLP_ENDPOINT/,
      );
    } finally {
      delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    }
  });

  it('keeps no caller address, browser or typed query in span attributes', () => {
    expect(
      redactAttributes({
        'client.address': '203.0.113.7',
        'network.peer.address': '203.0.113.7',
        'user_agent.original': 'Mozilla/5.0',
        'url.query': 'q=ana@example.com',
        'url.full': 'http://api:4000/suggest?q=ana%40example.com#top',
        'http.target': '/search?s=hair',
        'url.path': '/search',
        'http.route': '/branches/:id',
        'graphql.source': 'query { me { email } }',
        'http.response.status_code': 200,
      }),
    ).toEqual({
      'url.full': 'http://api:4000/suggest',
      'http.target': '/search',
      'url.path': '/search',
      'http.route': '/branches/:id',
      'http.response.status_code': 200,
    });
  });
});
